import {
  ADMIN_API,
  type AdminAccountPage,
  type AdminCreatedInstitute,
  type AdminCreateInstituteInput,
  type AdminInstitutePage,
  type AdminMailFailure,
  type AdminMailFailureList,
} from '@shala/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../core/http';
import { type ListQuery, listQueryParams as query } from '../../ui/paging';

export type VerifiedFilter = 'all' | 'true' | 'false';

export const adminKeys = {
  institutes: ['admin', 'institutes'] as const,
  accounts: ['admin', 'accounts'] as const,
  mailFailures: ['admin', 'mail-failures'] as const,
};

export function useAdminInstitutes(q: ListQuery, verified: VerifiedFilter) {
  return useQuery({
    queryKey: [...adminKeys.institutes, q, verified],
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: () =>
      http<AdminInstitutePage>(
        'GET',
        ADMIN_API.institutes,
        undefined,
        query(q, { verified: verified === 'all' ? undefined : verified }),
      ),
  });
}

export function useAdminAccounts(q: ListQuery) {
  return useQuery({
    queryKey: [...adminKeys.accounts, q],
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: () => http<AdminAccountPage>('GET', ADMIN_API.accounts, undefined, query(q)),
  });
}

export function useCreateInstitute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminCreateInstituteInput) =>
      http<AdminCreatedInstitute>('POST', ADMIN_API.institutes, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.institutes }),
        queryClient.invalidateQueries({ queryKey: adminKeys.accounts }),
      ]),
  });
}

export function useVerifyInstitute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; verified: boolean }) =>
      http<{ id: string; verified: boolean }>('POST', ADMIN_API.verifyInstitute(v.id), {
        verified: v.verified,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.institutes }),
  });
}

export function useVerifyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; verified: boolean }) =>
      http<{ id: string; verified: boolean }>('POST', ADMIN_API.verifyProfile(v.id), {
        verified: v.verified,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.accounts }),
  });
}

/** Mails given up after their last retry, newest first. */
export function useMailFailures() {
  return useQuery({
    queryKey: adminKeys.mailFailures,
    retry: false,
    queryFn: () => http<AdminMailFailureList>('GET', ADMIN_API.mailFailures),
  });
}

export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http<AdminMailFailure>('POST', ADMIN_API.resendMail(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.mailFailures }),
  });
}
