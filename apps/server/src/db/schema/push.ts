import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions, userProfiles } from './accounts.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A browser's Web Push subscription (spec §7 registerkey), for the profile that registered it,
 * in the session it was registered in: it ends with that session (review 2, L2).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    /** The browser's session (sessions.id_hash): sign-out, expiry, any end of it deletes the row. */
    sessionIdHash: text('session_id_hash')
      .notNull()
      .references(() => sessions.idHash, { onDelete: 'cascade' }),
    /** The push service's URL for this browser: one row per browser. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: at('created_at').notNull(),
    /** Last registration; the browser registers again after 7 days. */
    renewedAt: at('renewed_at').notNull(),
  },
  (t) => [
    index('push_subscriptions_profile_idx').on(t.profileId),
    index('push_subscriptions_session_idx').on(t.sessionIdHash),
  ],
);

/**
 * Settings the platform makes for itself once and keeps (the VAPID key pair, made at first
 * start). Secrets here never leave the server except a public half a route answers.
 */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: at('created_at').notNull(),
});
