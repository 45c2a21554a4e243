import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userProfiles } from './accounts.js';
import { groups } from './institutes.js';
import { subjects } from './subjects.js';

/** One row of a school day: a teaching period or a break, with its times ("08:00", India's). */
export type TimetableSlot = { kind: 'PERIOD' | 'BREAK'; label: string; start: string; end: string };

/**
 * The school's week (issue 24 §2): the institute's (class_id null), or a class's own where it
 * differs. `days` are ISO weekdays (1 Monday … 7 Sunday); day 1 of the CSV files is the first of
 * the institute's. A class's week may drop days or periods, never add any.
 */
export const timetableWeeks = pgTable(
  'timetable_weeks',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    classId: uuid('class_id').references(() => groups.id, { onDelete: 'cascade' }),
    days: integer('days').array().notNull(),
    slots: jsonb('slots').$type<TimetableSlot[]>().notNull(),
    /** The institute's: no teacher teaches more periods in a row (a soft goal of the generator). */
    maxConsecutive: integer('max_consecutive').notNull().default(4),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('timetable_weeks_scope_uq').on(
      t.instituteId,
      sql`coalesce(${t.classId}, ${t.instituteId})`,
    ),
  ],
);

/** A room that matters to the timetable (a lab): two lessons never share one at once. */
export const timetableRooms = pgTable(
  'timetable_rooms',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('timetable_rooms_institute_name_uq').on(t.instituteId, sql`lower(${t.name})`),
  ],
);

/**
 * The teaching load: one kind of lesson (a subject to one or more classes together, by one or
 * more teachers, in a room or none), taught `lessonsPerWeek` times a week for `duration` periods.
 */
export const timetableLoads = pgTable(
  'timetable_loads',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'restrict' }),
    lessonsPerWeek: integer('lessons_per_week').notNull(),
    duration: integer('duration').notNull().default(1),
    roomId: uuid('room_id').references(() => timetableRooms.id, { onDelete: 'set null' }),
    /** The row of the file it came from, so the load reads back in the school's order. */
    position: integer('position').notNull(),
  },
  (t) => [index('timetable_loads_institute_idx').on(t.instituteId)],
);

export const timetableLoadClasses = pgTable(
  'timetable_load_classes',
  {
    loadId: uuid('load_id')
      .notNull()
      .references(() => timetableLoads.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.loadId, t.classId] }),
    index('tt_load_classes_class_idx').on(t.classId),
  ],
);

export const timetableLoadTeachers = pgTable(
  'timetable_load_teachers',
  {
    loadId: uuid('load_id')
      .notNull()
      .references(() => timetableLoads.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.loadId, t.profileId] }),
    index('tt_load_teachers_profile_idx').on(t.profileId),
  ],
);

/** A teacher's weekly maximum of periods (editing warns above it) in an institute. */
export const timetableTeachers = pgTable(
  'timetable_teachers',
  {
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    maxPerWeek: integer('max_per_week'),
  },
  (t) => [primaryKey({ columns: [t.instituteId, t.profileId] })],
);

/** A period a teacher cannot teach (day and period counted from 1, as in the CSV file). */
export const timetableUnavailable = pgTable(
  'timetable_unavailable',
  {
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    period: integer('period').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instituteId, t.profileId, t.day, t.period] })],
);

/** A placed lesson: one of its load's lessons at a day and first period; `fixed` the generator keeps. */
export const timetableLessons = pgTable(
  'timetable_lessons',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    loadId: uuid('load_id')
      .notNull()
      .references(() => timetableLoads.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    period: integer('period').notNull(),
    fixed: boolean('fixed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('timetable_lessons_institute_idx').on(t.instituteId),
    index('timetable_lessons_load_idx').on(t.loadId),
  ],
);

/** A generator run (the job): its state and progress, polled by the screen. */
export const timetableRuns = pgTable(
  'timetable_runs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** QUEUED, RUNNING, DONE, FAILED. */
    state: text('state').notNull(),
    progress: integer('progress').notNull().default(0),
    placed: integer('placed').notNull().default(0),
    total: integer('total').notNull().default(0),
    hardViolations: integer('hard_violations').notNull().default(0),
    /** [{ loadId, subject, classes, teachers, reason }] of the lessons it could not place. */
    unplaced: jsonb('unplaced').$type<Record<string, unknown>[]>().notNull().default([]),
    /** The soft goals' figures of the week it wrote. */
    soft: jsonb('soft').$type<Record<string, number>>(),
    message: text('message'),
    createdBy: uuid('created_by').references(() => userProfiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('timetable_runs_institute_idx').on(t.instituteId, t.createdAt)],
);

/** Who takes a lesson on a date its teacher is away (the substitute is told). */
export const timetableSubstitutions = pgTable(
  'timetable_substitutions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => timetableLessons.id, { onDelete: 'cascade' }),
    onDate: date('on_date', { mode: 'string' }).notNull(),
    absentProfileId: uuid('absent_profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    substituteProfileId: uuid('substitute_profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    unique('timetable_substitutions_lesson_date_uq').on(t.lessonId, t.onDate),
    index('timetable_substitutions_institute_date_idx').on(t.instituteId, t.onDate),
  ],
);
