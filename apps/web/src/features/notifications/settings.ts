import { API, type NotificationSettings } from '@shala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../core/http';

const KEY = ['notification-settings'] as const;

/** Spec §3 "Notification": app and e-mail; text (sms) is always off. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => http<NotificationSettings>('GET', API.notificationSettings),
  });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: Omit<NotificationSettings, 'smsNotifications'>) =>
      http<NotificationSettings>('PUT', API.notificationSettings, {
        ...next,
        smsNotifications: false,
      }),
    onSuccess: (data) => queryClient.setQueryData(KEY, data),
  });
}
