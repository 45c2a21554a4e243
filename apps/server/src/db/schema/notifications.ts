import { NOTIFICATION_KINDS } from '@shala/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userProfiles } from './accounts.js';
import { groups } from './institutes.js';

/** A profile's notification choices; no row means the defaults (app and e-mail on). */
export const notificationSettings = pgTable('notification_settings', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => userProfiles.id, { onDelete: 'cascade' }),
  appNotifications: boolean('app_notifications').notNull().default(true),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * A notification of one profile (spec §2.4 School ERP list): raised by a module's event, kept
 * until read and after. `visited` is the read flag of the spec; the click target is a web route.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    /** The institute it is about; null for platform notices. */
    instituteId: uuid('institute_id').references(() => groups.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    target: text('target'),
    groupId: uuid('group_id'),
    featureId: text('feature_id'),
    featureAction: text('feature_action'),
    visited: boolean('visited').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    /** The event that raised it: one per raise, shared by all its recipients (the live fan-out). */
    eventId: uuid('event_id').notNull(),
    /** Raising the same event twice (a retried job) makes one notification. */
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    index('notifications_profile_idx').on(t.profileId, t.createdAt),
    index('notifications_event_idx').on(t.eventId),
    index('notifications_unread_idx').on(t.profileId).where(sql`not ${t.visited}`),
    uniqueIndex('notifications_dedupe_uq').on(t.profileId, t.dedupeKey),
  ],
);
