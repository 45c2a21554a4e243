import {
  type AcceptApplicationInput,
  ADMISSION_API,
  type AdmissionApplied,
  type AdmissionConfigInput,
  type AdmissionOverview,
  type AdmissionSettings,
  type AdmissionSettingsInput,
  type AdmissionStatus,
  type ApplicationDetail,
  type ApplicationList,
  type ClassAdmissionConfig,
  type MyApplication,
  type PublicAdmissionClass,
  type PublicAdmissionInstitute,
} from '@shala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, upload } from '../../core/http';

export const ADMISSION_KEY = ['admission'] as const;

export function useAdmissionOverview(instituteId: string | null | undefined) {
  return useQuery({
    queryKey: [...ADMISSION_KEY, 'overview', instituteId],
    queryFn: () =>
      http<AdmissionOverview>('GET', ADMISSION_API.config, undefined, {
        query: { groupId: instituteId ?? '' },
      }),
    enabled: !!instituteId,
  });
}

export function useSaveClassConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, input }: { classId: string; input: AdmissionConfigInput }) =>
      http<ClassAdmissionConfig>('PUT', ADMISSION_API.config, input, {
        query: { groupId: classId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMISSION_KEY }),
  });
}

export function useSaveAdmissionSettings(instituteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdmissionSettingsInput) =>
      http<AdmissionSettings>('PUT', ADMISSION_API.settings, input, {
        query: { groupId: instituteId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMISSION_KEY }),
  });
}

export type ApplicationFilters = {
  status: AdmissionStatus | '';
  classId: string;
  search: string;
  page: number;
};

export function useApplications(instituteId: string | null | undefined, f: ApplicationFilters) {
  return useQuery({
    queryKey: [...ADMISSION_KEY, 'applications', instituteId, f],
    queryFn: () =>
      http<ApplicationList>('GET', ADMISSION_API.applications, undefined, {
        query: {
          groupId: instituteId ?? '',
          status: f.status || undefined,
          classId: f.classId || undefined,
          search: f.search.trim() || undefined,
          page: f.page,
        },
      }),
    enabled: !!instituteId,
    placeholderData: (previous) => previous,
  });
}

export function useApplication(instituteId: string, id: string | null) {
  return useQuery({
    queryKey: [...ADMISSION_KEY, 'application', instituteId, id],
    queryFn: () =>
      http<ApplicationDetail>('GET', ADMISSION_API.application(id ?? ''), undefined, {
        query: { groupId: instituteId },
      }),
    enabled: !!id,
  });
}

/** The image address of a document (the session cookie is enough for a GET). */
export const documentUrl = (instituteId: string, id: string, documentId: string) =>
  `${ADMISSION_API.document(id, documentId)}?groupId=${encodeURIComponent(instituteId)}`;

export function useDecision(instituteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      d:
        | ({ kind: 'accept'; id: string } & AcceptApplicationInput)
        | { kind: 'reject'; id: string; reason: string },
    ) =>
      d.kind === 'accept'
        ? http<ApplicationDetail>(
            'POST',
            ADMISSION_API.accept(d.id),
            (({ kind: _k, id: _i, ...body }) => body)(d),
            {
              query: { groupId: instituteId },
            },
          )
        : http<ApplicationDetail>(
            'POST',
            ADMISSION_API.reject(d.id),
            { reason: d.reason },
            {
              query: { groupId: instituteId },
            },
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMISSION_KEY }),
  });
}

export function useMyApplications() {
  return useQuery({
    queryKey: [...ADMISSION_KEY, 'mine'],
    queryFn: () => http<MyApplication[]>('GET', ADMISSION_API.mine),
  });
}

export function useOpenInstitute(instituteId: string) {
  return useQuery({
    queryKey: [...ADMISSION_KEY, 'open-institute', instituteId],
    queryFn: async () => {
      const [institute, classes] = await Promise.all([
        http<PublicAdmissionInstitute>('GET', ADMISSION_API.publicInstitute(instituteId)),
        http<PublicAdmissionClass[]>('GET', ADMISSION_API.publicClasses(instituteId)),
      ]);
      return { institute, classes };
    },
    enabled: !!instituteId,
    retry: false,
  });
}

/** Applies for a child as the signed-in user: the form's fields and its documents. */
export function applyAsUser(
  instituteId: string,
  fields: Record<string, string>,
  files: File[],
): Promise<AdmissionApplied> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('files', file, file.name);
  return upload<AdmissionApplied>(ADMISSION_API.applyAsUser, form, { query: { instituteId } });
}
