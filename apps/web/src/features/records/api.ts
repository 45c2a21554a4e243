import {
  type AcademicRecord,
  type CertificateRequest,
  type Dashboard,
  type IssuedCertificate,
  PROFILE_API,
  RECORDS_API,
  type RecordCertificates,
  type RecordChange,
  type RecordDocument,
  type RecordDocuments,
  type RecordStudent,
  type StudentRecord,
} from '@shala/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { download, http, upload } from '../../core/http';
import { dispositionName, saveFile } from '../../core/save-file';
import { useShellUser } from '../../core/shell-user';

/** Every query of one person's record: any change reads them all again. */
export const recordKey = (profileId: string) => ['records', profileId] as const;

type Whose = { profileId: string; groupId: string };
const enabledFor = (w: Whose) => !!w.profileId && !!w.groupId;

/** The dashboard's own query: a guardian's children, and whether the profile studies. */
export function useDashboard() {
  const user = useShellUser();
  return useQuery({
    queryKey: ['dashboard', user.userProfileId, user.defaultInstituteId],
    queryFn: () => http<Dashboard>('GET', PROFILE_API.dashboard),
  });
}

/** GET record: identity, health, guardians, siblings, transport, and what the caller may do. */
export function useStudentRecord(w: Whose) {
  return useQuery({
    queryKey: [...recordKey(w.profileId), 'record', w.groupId],
    enabled: enabledFor(w),
    queryFn: () => http<StudentRecord>('GET', RECORDS_API.record, undefined, { query: w }),
  });
}

/** GET documents. */
export function useRecordDocuments(w: Whose) {
  return useQuery({
    queryKey: [...recordKey(w.profileId), 'documents', w.groupId],
    enabled: enabledFor(w),
    queryFn: () => http<RecordDocuments>('GET', RECORDS_API.documents, undefined, { query: w }),
  });
}

/** GET academic: classes, results, the session's attendance and the fees. */
export function useAcademicRecord(w: Whose) {
  return useQuery({
    queryKey: [...recordKey(w.profileId), 'academic', w.groupId],
    enabled: enabledFor(w),
    queryFn: () => http<AcademicRecord>('GET', RECORDS_API.academic, undefined, { query: w }),
  });
}

/** GET certificates issued to the student, and whether the caller may issue one. */
export function useCertificates(w: Whose, enabled = true) {
  return useQuery({
    queryKey: [...recordKey(w.profileId), 'certificates', w.groupId],
    enabled: enabled && enabledFor(w),
    queryFn: () =>
      http<RecordCertificates>('GET', RECORDS_API.certificates, undefined, { query: w }),
  });
}

/** GET students: the office finds a student by name or admission number. */
export function useStudentSearch(instituteId: string, q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['records', 'students', instituteId, q],
    enabled: enabled && !!instituteId,
    placeholderData: keepPreviousData,
    queryFn: () =>
      http<RecordStudent[]>('GET', RECORDS_API.students, undefined, {
        query: { groupId: instituteId, q },
      }),
  });
}

/** The record's changes; each reads the person's queries again. */
export function useRecordChanges(w: Whose) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: recordKey(w.profileId) });
  return {
    save: useMutation({
      mutationFn: (body: RecordChange) => http<StudentRecord>('PUT', RECORDS_API.record, body),
      onSuccess,
    }),
    upload: useMutation({
      mutationFn: (form: FormData) => upload<RecordDocuments>(RECORDS_API.documents, form),
      onSuccess,
    }),
    verify: useMutation({
      mutationFn: (id: string) =>
        http<RecordDocuments>('PUT', RECORDS_API.documentVerification, { ...w, id }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        http<RecordDocuments>('DELETE', RECORDS_API.document, undefined, {
          query: { ...w, id },
        }),
      onSuccess,
    }),
    issue: useMutation({
      mutationFn: (body: CertificateRequest) =>
        http<{ message: string; certificate: IssuedCertificate }>(
          'POST',
          RECORDS_API.certificates,
          body,
        ),
      onSuccess,
    }),
  };
}

/** A document's bytes, to save or to show (an image). */
export function documentBlob(w: Whose, doc: Pick<RecordDocument, 'id' | 'mimeType'>) {
  return download(RECORDS_API.documentFile, {
    query: { ...w, id: doc.id },
    accept: doc.mimeType,
    background: false,
  });
}

/** Saves a document under its own file name. */
export async function saveDocument(w: Whose, doc: RecordDocument): Promise<void> {
  const file = await documentBlob(w, doc);
  saveFile(file.blob, dispositionName(file.disposition, doc.fileName));
}

/** Saves a certificate's PDF under the server's file name. */
export async function saveCertificate(w: Whose, certificate: IssuedCertificate): Promise<void> {
  const file = await download(RECORDS_API.certificatePdf, {
    query: { ...w, id: certificate.id },
    accept: 'application/pdf',
    background: false,
  });
  const fallback = `certificate-${certificate.number.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`;
  saveFile(file.blob, dispositionName(file.disposition, fallback));
}
