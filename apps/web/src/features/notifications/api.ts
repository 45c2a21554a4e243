import {
  NEW_NOTIFICATION_SNACKBAR_MS,
  NOTIFICATION_API,
  type Notification,
  type NotificationList,
  newNotificationText,
} from '@shala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../core/http';
import { useLiveMessage } from '../../core/live';
import { showSnack } from '../../core/snackbar-queue';

/** Under the prefix the live session re-reads after a reconnect (shell/live-session.ts). */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
const LIST_KEY = [...NOTIFICATIONS_KEY, 'list'] as const;
const oneKey = (id: string) => [...NOTIFICATIONS_KEY, 'one', id] as const;

export function useNotificationList() {
  return useQuery({
    queryKey: LIST_KEY,
    queryFn: () => http<NotificationList>('GET', `${NOTIFICATION_API.list}?page=1&size=20`),
    staleTime: 5 * 60_000,
  });
}

export function useNotification(id: string) {
  return useQuery({
    queryKey: oneKey(id),
    queryFn: () => http<Notification>('GET', NOTIFICATION_API.one(id)),
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http<Notification>('PUT', NOTIFICATION_API.read(id)),
    onSuccess: (read) => {
      queryClient.setQueryData(oneKey(read.id), read);
      void queryClient.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http<{ updated: number }>('PUT', NOTIFICATION_API.readAll),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

/** A new notification puts itself at the top of the list at once (then the list is re-read). */
export function withArrived(list: NotificationList | undefined, arrived: Notification) {
  if (!list) return list;
  if (list.schoolErpNotifications.some((n) => n.id === arrived.id)) return list;
  return {
    ...list,
    schoolErpNotifications: [arrived, ...list.schoolErpNotifications],
    unreadCount: list.unreadCount + (arrived.visited ? 0 : 1),
    total: list.total + 1,
  };
}

/**
 * NOTIFICATION messages of the live channel: the bell counts up without a reload, and §8's
 * "New Notification: {title}" shows for 55.5 s.
 */
export function useNotificationFeed(): void {
  const queryClient = useQueryClient();
  useLiveMessage<Notification>('NOTIFICATION', (arrived) => {
    queryClient.setQueryData<NotificationList>(LIST_KEY, (list) => withArrived(list, arrived));
    void queryClient.invalidateQueries({ queryKey: LIST_KEY });
    showSnack({
      message: newNotificationText(arrived.title),
      severity: 'info',
      durationMs: NEW_NOTIFICATION_SNACKBAR_MS,
    });
  });
}
