import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userProfiles } from './accounts.js';

/** A parent's profile and a student's profile it looks after (fees, attendance, reports). */
export const guardianLinks = pgTable(
  'guardian_links',
  {
    parentProfileId: uuid('parent_profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    studentProfileId: uuid('student_profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    /** Father, Mother, Guardian. */
    relation: text('relation').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.parentProfileId, t.studentProfileId] }),
    index('guardian_links_student_idx').on(t.studentProfileId),
  ],
);
