import { TERM_API, type TermData, type TermInput, type TermUpdate } from '@shala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../core/http';

export const termsKey = (groupId: string | null, sessionId: string | null) =>
  ['terms', groupId, sessionId] as const;

/** A session's terms in date order. */
export function useTerms(groupId: string | null, sessionId: string | null) {
  return useQuery({
    queryKey: termsKey(groupId, sessionId),
    enabled: !!groupId && !!sessionId,
    queryFn: () =>
      http<TermData[]>('GET', TERM_API.list, undefined, {
        query: { groupId: groupId ?? '', sessionId: sessionId ?? '' },
      }),
  });
}

export function useTermChanges(groupId: string, sessionId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: termsKey(groupId, sessionId) });
  const query = { query: { groupId } };
  return {
    create: useMutation({
      mutationFn: (input: TermInput) => http<TermData>('POST', TERM_API.list, input, query),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: TermUpdate }) =>
        http<TermData>('PUT', TERM_API.one(id), input, query),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => http<void>('DELETE', TERM_API.one(id), undefined, query),
      onSuccess: refresh,
    }),
  };
}
