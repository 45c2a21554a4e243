import { ACADEMIC_API, type AcademicSessionData, type SessionInput } from '@shala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../core/http';
import { KEPT_SESSIONS_KEY } from './store';

export const academicSessionsKey = (groupId: string | null) =>
  ['academic-sessions', groupId] as const;

/** The institute's sessions, newest first (GET /rest/academic/session/all). */
export function useAcademicSessions(groupId: string | null) {
  return useQuery({
    queryKey: academicSessionsKey(groupId),
    enabled: !!groupId,
    queryFn: () =>
      http<AcademicSessionData[]>('GET', ACADEMIC_API.list, undefined, {
        query: { groupId: groupId ?? '' },
      }),
  });
}

/** Add, change, activate and delete sessions; the shell's kept sessions reload after each. */
export function useSessionChanges(groupId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: academicSessionsKey(groupId) }),
      queryClient.invalidateQueries({ queryKey: KEPT_SESSIONS_KEY }),
    ]);
  const query = { query: { groupId } };
  return {
    create: useMutation({
      mutationFn: (input: SessionInput) =>
        http<AcademicSessionData>('POST', ACADEMIC_API.create, input, query),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: SessionInput }) =>
        http<AcademicSessionData>('PUT', ACADEMIC_API.one(id), input, query),
      onSuccess: refresh,
    }),
    activate: useMutation({
      mutationFn: (id: string) =>
        http<AcademicSessionData>('POST', ACADEMIC_API.activate(id), undefined, query),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => http<void>('DELETE', ACADEMIC_API.one(id), undefined, query),
      onSuccess: refresh,
    }),
  };
}

/** "01/04/2026" as "1 Apr 2026" (en-GB) for reading; the wire keeps dd/mm/yyyy. */
export function readableDate(wire: string): string {
  const [dd, mm, yyyy] = wire.split('/').map(Number);
  if (!dd || !mm || !yyyy) return wire;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(yyyy, mm - 1, dd)));
}
