import { ADMIN_API, type ContactRequestData, type ContactRequestPage } from '@shala/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../core/http';
import { type ListQuery, listQueryParams } from '../../ui/paging';

export type HandledFilter = 'all' | 'true' | 'false';

export const CONTACT_REQUESTS_KEY = ['admin', 'contact-requests'] as const;

/** The contact requests the public sent (the super admin reads them in the Admin Console). */
export function useContactRequests(q: ListQuery, handled: HandledFilter) {
  return useQuery({
    queryKey: [...CONTACT_REQUESTS_KEY, q, handled],
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: () =>
      http<ContactRequestPage>(
        'GET',
        ADMIN_API.contactRequests,
        undefined,
        listQueryParams(q, { handled: handled === 'all' ? undefined : handled }),
      ),
  });
}

export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; handled: boolean }) =>
      http<ContactRequestData>('POST', ADMIN_API.contactHandled(v.id), { handled: v.handled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTACT_REQUESTS_KEY }),
  });
}
