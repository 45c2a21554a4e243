import { API, type AuditPage } from '@shala/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../core/http';

export { ownLogLine } from './sentence';

export const OWN_LOG_KEY = ['audit', 'mine'] as const;

/**
 * The signed-in account's own audit events (the quick panel's Logs tab). Read again each time
 * the tab opens, so what the account just did (a sign-in, a change) shows without a reload.
 */
export function useOwnAuditLog(enabled: boolean) {
  return useQuery({
    queryKey: OWN_LOG_KEY,
    queryFn: () =>
      http<AuditPage>('GET', API.ownAuditLog, undefined, { query: { page: 0, size: 20 } }),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
