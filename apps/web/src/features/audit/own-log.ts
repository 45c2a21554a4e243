import { API, type AuditPage } from '@shala/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../core/http';

/** The signed-in account's own audit events (the quick panel's Logs tab). */
export function useOwnAuditLog(enabled: boolean) {
  return useQuery({
    queryKey: ['audit', 'mine'],
    queryFn: () =>
      http<AuditPage>('GET', API.ownAuditLog, undefined, { query: { page: 0, size: 20 } }),
    enabled,
  });
}

/** "createMembership" -> "Create membership". */
export function describeAction(action: string): string {
  const words = action
    .replace(/[._-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
