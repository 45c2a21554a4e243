import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userProfiles } from './accounts.js';

/** A profile's notification choices; no row means the defaults (app and e-mail on). */
export const notificationSettings = pgTable('notification_settings', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => userProfiles.id, { onDelete: 'cascade' }),
  appNotifications: boolean('app_notifications').notNull().default(true),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});
