import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { notificationSettings } from '../../db/schema/index.js';

// The notification_settings table: one row per profile that ever chose.

export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;

export async function findNotificationSettings(db: Queryable, profileId: string) {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.profileId, profileId));
  return row;
}

/** The profile's choice, made or changed. */
export async function saveNotificationSettings(
  db: Queryable,
  profileId: string,
  values: { appNotifications: boolean; emailNotifications: boolean; updatedAt: Date },
) {
  const [row] = await db
    .insert(notificationSettings)
    .values({ profileId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.profileId, set: values })
    .returning();
  if (!row) throw new Error('notification settings not saved');
  return row;
}
