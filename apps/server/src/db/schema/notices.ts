import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { userProfiles } from './accounts.js';
import { storedFiles } from './files.js';
import { groups } from './institutes.js';

/** Whom a notice is for: the whole institute, chosen classes, chosen roles or named people. */
export const NOTICE_AUDIENCES = ['INSTITUTE', 'CLASSES', 'ROLES', 'PEOPLE'] as const;

/**
 * A notice of an institute (issue 24 §3). Readers see it from `publishAt` (a notice before its
 * time is invisible to them) until it is archived; past `expiresAt` it moves to the archive.
 * `notifiedAt` is set once its recipients were notified (at posting, or by the publish job).
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    audience: text('audience', { enum: NOTICE_AUDIENCES }).notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    pinned: boolean('pinned').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    postedBy: uuid('posted_by').references(() => userProfiles.id, { onDelete: 'set null' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('notices_institute_publish_idx').on(t.instituteId, t.publishAt)],
);

/** What a notice names: class group ids, role ids or profile ids, as its audience says. */
export const noticeTargets = pgTable(
  'notice_targets',
  {
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.targetId] })],
);

/**
 * Who a notice was told to when it published, and when each opened it (one who joined its
 * audience later gets a row on first opening). An open notice reaches its audience as it is now
 * (modules/notices/reach-queries.ts); a closed one (archived, expired) stays with these rows.
 */
export const noticeRecipients = pgTable(
  'notice_recipients',
  {
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.noticeId, t.profileId] }),
    index('notice_recipients_profile_idx').on(t.profileId),
  ],
);

/** A notice's attached files (stored files of its institute), in their order. */
export const noticeAttachments = pgTable(
  'notice_attachments',
  {
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.fileId] })],
);
