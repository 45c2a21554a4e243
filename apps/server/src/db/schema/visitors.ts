import { GATE_PASS_STATUSES, GUARDIAN_CONSENTS, VISITOR_PURPOSES } from '@shala/shared';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userProfiles } from './accounts.js';
import { storedFiles } from './files.js';
import { groups } from './institutes.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The last number of each of the front office's books (VISITOR: V-n, GATE_PASS: GP-n). */
export const frontOfficeCounters = pgTable(
  'front_office_counters',
  {
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    book: text('book', { enum: ['VISITOR', 'GATE_PASS'] }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instituteId, t.book] })],
);

/**
 * One visit (issue 25 §4): who came, their phone, why, whom to meet, how many, a photo taken at
 * the desk, and when they came in and left. `day` is the day in India they came.
 */
export const visitors = pgTable(
  'visitors',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: VISITOR_PURPOSES }).notNull(),
    details: text('details'),
    hostProfileId: uuid('host_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    people: integer('people').notNull(),
    vehicle: text('vehicle'),
    photoFileId: uuid('photo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    inAt: at('in_at').notNull(),
    outAt: at('out_at'),
    recordedByProfileId: uuid('recorded_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('visitors_number_uq').on(t.instituteId, t.number),
    index('visitors_day_idx').on(t.instituteId, t.day),
    index('visitors_host_idx').on(t.hostProfileId, t.day),
  ],
);

/**
 * A gate pass (issue 25 §4): students leaving early with their collector, valid on its day; the
 * QR code carries `code`. Its status follows its students' consents and exits.
 */
export const gatePasses = pgTable(
  'gate_passes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    code: text('code').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: GATE_PASS_STATUSES }).notNull(),
    collectorKind: text('collector_kind', { enum: ['GUARDIAN', 'OTHER'] }).notNull(),
    collectorProfileId: uuid('collector_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    collectorName: text('collector_name').notNull(),
    collectorPhone: text('collector_phone'),
    collectorRelation: text('collector_relation').notNull(),
    approvedByProfileId: uuid('approved_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    createdByProfileId: uuid('created_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: at('created_at').notNull(),
    exitedAt: at('exited_at'),
    exitedByProfileId: uuid('exited_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('gate_passes_number_uq').on(t.instituteId, t.number),
    uniqueIndex('gate_passes_code_uq').on(t.code),
    index('gate_passes_day_idx').on(t.instituteId, t.day),
  ],
);

/** A student of a pass, with their guardian's consent (when someone else collects) and exit. */
export const gatePassStudents = pgTable(
  'gate_pass_students',
  {
    passId: uuid('pass_id')
      .notNull()
      .references(() => gatePasses.id, { onDelete: 'cascade' }),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    studentProfileId: uuid('student_profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    classId: uuid('class_id').references(() => groups.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    consent: text('consent', { enum: GUARDIAN_CONSENTS }).notNull(),
    decidedByProfileId: uuid('decided_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    decidedAt: at('decided_at'),
    exitedAt: at('exited_at'),
  },
  (t) => [
    primaryKey({ columns: [t.passId, t.studentProfileId] }),
    index('gate_pass_students_student_idx').on(t.studentProfileId),
  ],
);
