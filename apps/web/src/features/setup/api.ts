import { INSTITUTE_API, type InstituteDetails, type InstituteDetailsInput } from '@shala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, http, NETWORK_MESSAGE, requestHeaders } from '../../core/http';

export const instituteDetailsKey = (groupId: string) => ['institute-details', groupId] as const;
export const classesKey = (groupId: string) => ['setup-classes', groupId] as const;
export const rolesKey = (groupId: string) => ['setup-roles', groupId] as const;

export function useInstituteDetails(groupId: string, enabled = true) {
  return useQuery({
    queryKey: instituteDetailsKey(groupId),
    enabled,
    retry: false,
    queryFn: () => http<InstituteDetails>('GET', INSTITUTE_API.details(groupId)),
  });
}

export function useSaveDetails(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InstituteDetailsInput) =>
      http<InstituteDetails>('PUT', INSTITUTE_API.details(groupId), input),
    onSuccess: (data) => queryClient.setQueryData(instituteDetailsKey(groupId), data),
  });
}

/** POST the logo as multipart (the JSON client sends JSON only); same §7 headers. */
export async function uploadLogo(groupId: string, file: File): Promise<InstituteDetails> {
  const form = new FormData();
  form.append('logo', file, file.name);
  let response: Response;
  try {
    response = await fetch(INSTITUTE_API.logo(groupId), {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', ...requestHeaders() },
      body: form,
    });
  } catch {
    throw new ApiError(0, NETWORK_MESSAGE, 'NETWORK');
  }
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) {
    throw new ApiError(response.status, body.message ?? `The upload failed (${response.status}).`);
  }
  return body as InstituteDetails;
}

export function useUploadLogo(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadLogo(groupId, file),
    onSuccess: (data) => queryClient.setQueryData(instituteDetailsKey(groupId), data),
  });
}

export function useCompleteSetup(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http<InstituteDetails>('POST', INSTITUTE_API.setupComplete(groupId)),
    onSuccess: (data) => queryClient.setQueryData(instituteDetailsKey(groupId), data),
  });
}

/** A class as the groups API answers (GET /rest/groups/:groupId/classes); read leniently. */
export type SetupClass = { id: string; name: string; level: string | null; section: string | null };

function toSetupClass(raw: Record<string, unknown>): SetupClass {
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return {
    id: String(raw.id ?? raw.groupId ?? ''),
    name: String(raw.name ?? ''),
    level: text(raw.level),
    section: text(raw.section),
  };
}

const listOf = (data: unknown): Record<string, unknown>[] => {
  if (Array.isArray(data)) return data as Record<string, unknown>[];
  const object = data as { items?: unknown; classes?: unknown; roles?: unknown } | undefined;
  for (const key of ['items', 'classes', 'roles'] as const) {
    const value = object?.[key];
    if (Array.isArray(value)) return value as Record<string, unknown>[];
  }
  return [];
};

export const CLASSES_API = {
  list: (groupId: string) => `/rest/groups/${groupId}/classes`,
  one: (groupId: string, classId: string) => `/rest/groups/${groupId}/classes/${classId}`,
};

export function useClasses(groupId: string) {
  return useQuery({
    queryKey: classesKey(groupId),
    queryFn: async () =>
      listOf(await http<unknown>('GET', CLASSES_API.list(groupId))).map(toSetupClass),
  });
}

export function useClassChanges(groupId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: classesKey(groupId) });
  return {
    add: useMutation({
      mutationFn: (input: { level: string; sections: string[] }) =>
        http<unknown>('POST', CLASSES_API.list(groupId), input),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (classId: string) => http<void>('DELETE', CLASSES_API.one(groupId, classId)),
      onSettled: refresh,
    }),
  };
}

/** A role as GET /rest/roles?groupId= answers; read leniently. */
export type SetupRole = { id: string; name: string; builtin: boolean; permissionCount: number };

export function useRoles(groupId: string) {
  return useQuery({
    queryKey: rolesKey(groupId),
    queryFn: async () =>
      listOf(await http<unknown>('GET', '/rest/roles', undefined, { query: { groupId } })).map(
        (raw): SetupRole => {
          const actions = raw.permissions ?? raw.actions;
          return {
            id: String(raw.id ?? ''),
            name: String(raw.name ?? ''),
            builtin: Boolean(raw.builtinKey ?? raw.builtin),
            permissionCount: Array.isArray(actions)
              ? actions.length
              : Number(raw.permissionCount ?? 0),
          };
        },
      ),
  });
}
