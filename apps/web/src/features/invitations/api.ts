import { INVITATION_API, type MyInvitation, type SentInvitation } from '@shala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../core/http';

const mineKey = ['invitations', 'mine'] as const;
const sentKey = (groupId: string) => ['invitations', 'sent', groupId] as const;

/** The signed-in account's waiting invitations. */
export function useMyInvitations() {
  return useQuery({
    queryKey: mineKey,
    queryFn: () => http<MyInvitation[]>('GET', INVITATION_API.mine),
  });
}

/** Accept or decline: an accepted one changes the account's groups and permissions. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries();
  return {
    accept: useMutation({
      mutationFn: (id: string) => http<{ message: string }>('POST', INVITATION_API.accept(id)),
      onSuccess: refresh,
    }),
    decline: useMutation({
      mutationFn: (id: string) => http<{ message: string }>('POST', INVITATION_API.decline(id)),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: mineKey }),
    }),
  };
}

/** The group's invitations not accepted yet, as they were typed. */
export function useSentInvitations(groupId: string, enabled = true) {
  return useQuery({
    queryKey: sentKey(groupId),
    queryFn: () => http<SentInvitation[]>('GET', INVITATION_API.ofGroup(groupId)),
    enabled,
  });
}

export function useWithdrawInvitation(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      http<{ message: string }>('DELETE', INVITATION_API.oneOfGroup(groupId, id)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sentKey(groupId) }),
        queryClient.invalidateQueries({ queryKey: ['audit', 'group'] }),
      ]),
  });
}
