import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One recorded change (who, what, when, from which address). No foreign keys: the record
 * outlives what it describes. actorAccountId null means the system (seeding, imports).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id'),
    actorAccountId: uuid('actor_account_id'),
    actorProfileId: uuid('actor_profile_id'),
    /** Dotted verb, e.g. 'membership.added', 'profile.defaultChanged'. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('audit_events_institute_idx').on(t.instituteId, t.createdAt),
    index('audit_events_actor_idx').on(t.actorAccountId, t.createdAt),
  ],
);
