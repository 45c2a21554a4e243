import { z } from 'zod';
import { MESSAGES } from './auth.js';

export const NOTIFICATION_SETTINGS_MESSAGES = {
  smsUnavailable: 'Text notifications are not available.',
  verifyFirst: MESSAGES.verifyAccount,
} as const;

/** A profile's notification settings (spec §3 "Notification"); text is always off. */
export const notificationSettingsSchema = z.object({
  appNotifications: z.boolean(),
  emailNotifications: z.boolean(),
  smsNotifications: z.literal(false),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT /rest/notification/settings; smsNotifications may be sent, but only as false. */
export const updateNotificationSettingsSchema = z.strictObject({
  appNotifications: z.boolean({ error: 'Please choose app notifications on or off.' }),
  emailNotifications: z.boolean({ error: 'Please choose e-mail notifications on or off.' }),
  smsNotifications: z
    .boolean({ error: 'Please choose text notifications on or off.' })
    .refine((v) => v === false, { error: NOTIFICATION_SETTINGS_MESSAGES.smsUnavailable })
    .optional(),
});
export type UpdateNotificationSettingsInput = z.infer<typeof updateNotificationSettingsSchema>;
