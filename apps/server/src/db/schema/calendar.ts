import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { userProfiles } from './accounts.js';
import { groups } from './institutes.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An event on the calendar (issue 24 §4): a school event of an institute (createEvent …
 * disableEvent of spec §6), for the whole institute or the classes of calendar_event_classes,
 * or a personal event of one profile. Exactly one of institute and owner is set.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id').references(() => groups.id, { onDelete: 'cascade' }),
    ownerProfileId: uuid('owner_profile_id').references(() => userProfiles.id, {
      onDelete: 'cascade',
    }),
    title: text('title').notNull(),
    description: text('description'),
    location: text('location'),
    allDay: boolean('all_day').notNull().default(false),
    startsAt: at('starts_at').notNull(),
    /** Exclusive: an all-day event ends when the day after its last begins in India. */
    endsAt: at('ends_at').notNull(),
    /** Hidden from calendars (disableEvent), kept for the school's list. */
    disabled: boolean('disabled').notNull().default(false),
    createdByProfileId: uuid('created_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('calendar_events_institute_idx').on(t.instituteId, t.startsAt),
    index('calendar_events_owner_idx').on(t.ownerProfileId, t.startsAt),
    check(
      'calendar_events_one_owner',
      sql`(${t.instituteId} is null) <> (${t.ownerProfileId} is null)`,
    ),
  ],
);

/** The classes a school event is for; none means the whole institute. */
export const calendarEventClasses = pgTable(
  'calendar_event_classes',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.classId] }),
    index('calendar_event_classes_class_idx').on(t.classId),
  ],
);

/** A profile's secret .ics link: only the hash of its token is kept; renewing replaces it. */
export const calendarFeeds = pgTable('calendar_feeds', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => userProfiles.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: at('created_at').notNull(),
});

/** A profile's to-do, with a due time and a reminder the hourly sweep raises in the bell. */
export const todos = pgTable(
  'todos',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    notes: text('notes'),
    dueAt: at('due_at'),
    remindAt: at('remind_at'),
    /** When its reminder was raised; cleared when remindAt changes. */
    remindedAt: at('reminded_at'),
    doneAt: at('done_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('todos_profile_idx').on(t.profileId, t.dueAt),
    index('todos_reminder_idx')
      .on(t.remindAt)
      .where(sql`${t.remindedAt} is null and ${t.doneAt} is null`),
  ],
);
