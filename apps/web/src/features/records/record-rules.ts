import {
  type CertificateKind,
  type CertificateRequest,
  certificateRequestSchema,
  DOCUMENT_KIND_LABELS,
  type DocumentKind,
  RECORD_TEXTS as M,
  RECORD_DOCUMENT_MAX_BYTES,
  type RecordChange,
  type RecordDocument,
  recordChangeSchema,
  type StudentRecord,
  type UserData,
} from '@shala/shared';

/**
 * The record screens' rules, apart from React: which group a call names, the edit and
 * certificate forms checked with the contract's own schemas (the server says the same words)
 * and turned into bodies, a document's file checked before it is sent, and whose record a page
 * shows when its address names the profile itself.
 */

/**
 * The group a record call names: one the caller belongs to, of the institute in view. For the
 * profile's default institute that is its default class when it has one (a parent or a student
 * may be a member of the class only), else the institute; another institute is named itself.
 */
export function callerGroupId(
  user: Pick<UserData, 'defaultInstituteId' | 'defaultClassId'>,
  instituteId?: string | null,
): string {
  if (instituteId && instituteId !== user.defaultInstituteId) return instituteId;
  return user.defaultClassId ?? user.defaultInstituteId ?? instituteId ?? '';
}

/** A person the page may switch to: a child, or the profile itself beside its children. */
export type Person = { userProfileId: string; fullName: string; className?: string | null };

/**
 * Whose record a page shows. A guardian who opens their own (the menu's link) and studies in no
 * class goes to their first child's, unless they chose their own name beside the children's.
 */
export function redirectToChild(p: {
  own: boolean;
  studies: boolean;
  chosenOwn: boolean;
  children: readonly Person[];
}): string | null {
  if (!p.own || p.studies || p.chosenOwn) return null;
  return p.children[0]?.userProfileId ?? null;
}

/** The people a switcher offers: none without children, else the profile and its children. */
export function switchablePeople(self: Person, children: readonly Person[]): Person[] {
  return children.length > 0 ? [{ ...self, className: null }, ...children] : [];
}

/**
 * Whose Academic (`/erp/Academic`): the `?profile=` named, else the profile's own when it studies,
 * else its first child's; none (the office's search instead) for staff without children.
 */
export function academicProfileId(p: {
  named: string | null;
  self: string;
  studies: boolean;
  children: readonly Person[];
  office: boolean;
}): string | null {
  if (p.named) return p.named;
  if (p.studies) return p.self;
  const child = p.children[0];
  if (child) return child.userProfileId;
  return p.office ? null : p.self;
}

/** The edit form of a record as typed. */
export type RecordDraft = {
  /** Written only: empty keeps the number the record has. */
  aadhaar: string;
  removeAadhaar: boolean;
  rteAdmission: boolean;
  motherTongue: string;
  religion: string;
  nationality: string;
  allergies: string;
  medicalNotes: string;
  emergencyName: string;
  emergencyPhone: string;
};

export type RecordDraftErrors = Partial<Record<keyof RecordDraft, string>>;

export const draftOf = (r: StudentRecord): RecordDraft => ({
  aadhaar: '',
  removeAadhaar: false,
  rteAdmission: r.rteAdmission,
  motherTongue: r.motherTongue ?? '',
  religion: r.religion ?? '',
  nationality: r.nationality ?? '',
  allergies: r.allergies ?? '',
  medicalNotes: r.medicalNotes ?? '',
  emergencyName: r.emergencyName ?? '',
  emergencyPhone: r.emergencyPhone ?? '',
});

/**
 * The PUT record's body: Aadhaar left out when the field is empty (kept), '' when it is to be
 * removed; RTE as the record has it unless the caller may change it.
 */
export function recordChangeBody(
  draft: RecordDraft,
  record: Pick<StudentRecord, 'rteAdmission' | 'mayEditRte'>,
  ids: { profileId: string; groupId: string },
): RecordChange {
  const aadhaar = draft.removeAadhaar ? '' : draft.aadhaar.trim();
  return {
    ...ids,
    ...(draft.removeAadhaar || aadhaar ? { aadhaar } : {}),
    rteAdmission: record.mayEditRte ? draft.rteAdmission : record.rteAdmission,
    motherTongue: draft.motherTongue,
    religion: draft.religion,
    nationality: draft.nationality,
    allergies: draft.allergies,
    medicalNotes: draft.medicalNotes,
    emergencyName: draft.emergencyName,
    emergencyPhone: draft.emergencyPhone,
  };
}

/** The typed edit checked as the server will check it: the body, or each field's first message. */
export function checkRecordChange(
  draft: RecordDraft,
  record: Pick<StudentRecord, 'rteAdmission' | 'mayEditRte'>,
  ids: { profileId: string; groupId: string },
): { ok: true; body: RecordChange } | { ok: false; errors: RecordDraftErrors } {
  const body = recordChangeBody(draft, record, ids);
  const parsed = recordChangeSchema.safeParse(body);
  if (parsed.success) return { ok: true, body };
  const errors: RecordDraftErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]) as keyof RecordDraft;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The issue-certificate form as typed. */
export type CertificateDraft = {
  kind: CertificateKind;
  purpose: string;
  leavingDate: string;
  reason: string;
  conduct: string;
};
export type CertificateDraftErrors = Partial<Record<keyof CertificateDraft, string>>;

export const firstCertificate = (today: string): CertificateDraft => ({
  kind: 'BONAFIDE',
  purpose: '',
  leavingDate: today,
  reason: '',
  conduct: 'Good',
});

/**
 * The POST certificates body of the chosen kind (the institute names the group), checked; a
 * leaving date after `today` is refused as the server refuses it.
 */
export function checkCertificate(
  draft: CertificateDraft,
  ids: { profileId: string; groupId: string },
  today: string,
): { ok: true; body: CertificateRequest } | { ok: false; errors: CertificateDraftErrors } {
  const body: CertificateRequest =
    draft.kind === 'BONAFIDE'
      ? { ...ids, kind: 'BONAFIDE', purpose: draft.purpose }
      : {
          ...ids,
          kind: 'TRANSFER',
          leavingDate: draft.leavingDate,
          reason: draft.reason,
          conduct: draft.conduct,
        };
  const parsed = certificateRequestSchema.safeParse(body);
  const errors: CertificateDraftErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]) as keyof CertificateDraft;
      errors[key] ??= issue.message;
    }
  }
  if (draft.kind === 'TRANSFER' && draft.leavingDate > today) errors.leavingDate = M.leavingDate;
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, body };
  return { ok: false, errors };
}

/** The file input's types: a phone offers its camera for the images. */
export const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png';

/** Why a chosen file cannot be sent (not a PDF, JPEG or PNG, over 5 MB); undefined: it can. */
export function documentFileProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!DOCUMENT_ACCEPT.split(',').includes(file.type)) return M.file;
  if (file.size === 0 || file.size > RECORD_DOCUMENT_MAX_BYTES) return M.file;
  return undefined;
}

/** The multipart form of POST documents: the fields, then the file as `file`. */
export function documentFormData(
  fields: { profileId: string; groupId: string; kind: DocumentKind; title: string },
  file: File,
): FormData {
  const data = new FormData();
  data.append('profileId', fields.profileId);
  data.append('groupId', fields.groupId);
  data.append('kind', fields.kind);
  const title = fields.title.trim();
  if (title) data.append('title', title);
  data.append('file', file, file.name || 'document');
  return data;
}

/** "240 KB", "1.2 MB": a file's size for people. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1_048_576) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}

/** A document's name in the list: its title, else what it is. */
export const documentName = (d: Pick<RecordDocument, 'kind' | 'title'>) =>
  d.title ? `${DOCUMENT_KIND_LABELS[d.kind]}: ${d.title}` : DOCUMENT_KIND_LABELS[d.kind];

/** Whether the browser shows the document itself (an image); a PDF is saved. */
export const isImage = (d: Pick<RecordDocument, 'mimeType'>) => d.mimeType.startsWith('image/');

/** "Roll no. 12 · Adm. no. SH/2024/0007": what identifies a student beside the name. */
export function identityLine(
  r: Pick<StudentRecord, 'className' | 'rollNo' | 'admissionNo' | 'sessionName'>,
): string {
  return [
    r.className,
    r.rollNo !== null ? `Roll no. ${r.rollNo}` : null,
    r.admissionNo ? `Admission no. ${r.admissionNo}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** "Yes" / "No" for a flag in a list of details. */
export const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

/** A value of the record, or the dash that says none is kept. */
export const shown = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);
