import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { userProfiles } from './accounts.js';
import { storedFiles } from './files.js';
import { groups } from './institutes.js';

/**
 * Attendance (issue 24 §1). Days are India's calendar days (yyyy-mm-dd); a student's mark names
 * its class, a staff member's none. Day-wise attendance has no period; period-wise names the
 * period number (1 = the first period of the timetable's day), so one key serves both.
 */

/** An institute's attendance choices; no row means the defaults (day-wise, 75 %, Sundays off). */
export const attendanceSettings = pgTable('attendance_settings', {
  instituteId: uuid('institute_id')
    .primaryKey()
    .references(() => groups.id, { onDelete: 'cascade' }),
  /** 'DAY' or 'PERIOD'. */
  mode: text('mode', { enum: ['DAY', 'PERIOD'] })
    .notNull()
    .default('DAY'),
  /** Under this share of days present over the last 30 days a student is on the risk list. */
  riskThresholdPercent: smallint('risk_threshold_percent').notNull().default(75),
  /** Days of the week with no school (0 = Sunday … 6 = Saturday). */
  weeklyOff: smallint('weekly_off').array().notNull().default(sql`'{0}'::smallint[]`),
  /** Staff may mark themselves present on arrival. */
  staffSelfMark: boolean('staff_self_mark').notNull().default(false),
  /** By this time (HH:MM, India) every class should be marked: the principal's summary. */
  markBy: text('mark_by').notNull().default('10:00'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** A status of the institute's own, beside the built-ins (rules/attendance.ts). */
export const attendanceStatuses = pgTable(
  'attendance_statuses',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** Upper case, short ("SP" for Sports meet): the register's cells show it. */
    code: text('code').notNull(),
    label: text('label').notNull(),
    /** How it counts in percentages: PRESENT, ABSENT, HALF or EXCUSED. */
    countsAs: text('counts_as', { enum: ['PRESENT', 'ABSENT', 'HALF', 'EXCUSED'] }).notNull(),
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [unique('attendance_statuses_code_uq').on(t.instituteId, t.code)],
);

/** One mark: a person on a day (and period). Two saves at once keep one row (the unique key). */
export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** The student's class; null for a staff member's mark. */
    classId: uuid('class_id').references(() => groups.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Null for day-wise attendance. */
    period: smallint('period'),
    status: text('status').notNull(),
    markedBy: uuid('marked_by').references(() => userProfiles.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    unique('attendance_records_person_day_uq').on(t.profileId, t.day, t.period).nullsNotDistinct(),
    index('attendance_records_class_day_idx').on(t.classId, t.day),
    index('attendance_records_institute_day_idx').on(t.instituteId, t.day),
  ],
);

/**
 * The students' marks of each class counted by month and status: what the statistics read over
 * years instead of every mark (bench/statistics: a 2,000-student school marks 2.4 M in five
 * years). Kept by the one writer of marks (mark-queries.ts `upsertMarks`), which counts again
 * the class-months it wrote; a bulk insert counts its institute again (`recountMonths`).
 */
export const attendanceMonthCounts = pgTable(
  'attendance_month_counts',
  {
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    marks: integer('marks').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instituteId, t.classId, t.month, t.status] })],
);

/** A correction of a saved mark: who changed what, when and why. */
export const attendanceChanges = pgTable(
  'attendance_changes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    recordId: uuid('record_id')
      .notNull()
      .references(() => attendanceRecords.id, { onDelete: 'cascade' }),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull(),
    changedBy: uuid('changed_by').references(() => userProfiles.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('attendance_changes_record_idx').on(t.recordId)],
);

/** The absence alert sent for a child on a day: its key is what makes it once per day. */
export const attendanceAlerts = pgTable(
  'attendance_alerts',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.day] })],
);

/** A leave asked for a student (by them or a guardian) or by a staff member for themselves. */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** The student's class (its class teacher decides); null for a staff member's leave. */
    classId: uuid('class_id').references(() => groups.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    appliedBy: uuid('applied_by')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    documentId: uuid('document_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** PENDING, APPROVED, DECLINED or CANCELLED. */
    state: text('state', { enum: ['PENDING', 'APPROVED', 'DECLINED', 'CANCELLED'] })
      .notNull()
      .default('PENDING'),
    decidedBy: uuid('decided_by').references(() => userProfiles.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decisionNote: text('decision_note'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('leave_requests_profile_idx').on(t.profileId, t.fromDay),
    index('leave_requests_institute_idx').on(t.instituteId, t.state),
  ],
);

/**
 * A day off (HOLIDAY) or a working day on a weekly day off (WORKING: a working Saturday), for the
 * institute or, overriding it, for one class.
 */
export const attendanceHolidays = pgTable(
  'attendance_holidays',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    classId: uuid('class_id').references(() => groups.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['HOLIDAY', 'WORKING'] }).notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    unique('attendance_holidays_day_uq').on(t.instituteId, t.classId, t.day).nullsNotDistinct(),
  ],
);
