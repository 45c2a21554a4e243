import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, userProfiles } from './accounts.js';
import { storedFiles } from './files.js';
import { academicSessions, groups } from './institutes.js';

export const ADMISSION_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export const GENDERS = ['male', 'female', 'Other'] as const;

/** How a class takes admissions; the class's admissionConfigSet flag says one exists. */
export const admissionConfigs = pgTable('admission_configs', {
  classId: uuid('class_id')
    .primaryKey()
    .references(() => groups.id, { onDelete: 'cascade' }),
  instituteId: uuid('institute_id')
    .notNull()
    .references(() => groups.id, { onDelete: 'cascade' }),
  /** Seats offered; null means not limited. */
  seats: integer('seats'),
  /** Shown to applicants and staff (documents wanted, dates). */
  instructions: text('instructions'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** A direct-admission application (spec §3 "Admission application"). */
export const admissionApplications = pgTable(
  'admission_applications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => academicSessions.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone').notNull(),
    gender: text('gender', { enum: GENDERS }).notNull(),
    fatherName: text('father_name'),
    motherName: text('mother_name'),
    /** The fields the institute asks for beyond the spec's form (issue 22 item 8). */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    address: text('address'),
    previousSchool: text('previous_school'),
    bloodGroup: text('blood_group'),
    category: text('category'),
    status: text('status', { enum: ADMISSION_STATUSES }).notNull().default('PENDING'),
    decisionReason: text('decision_reason'),
    decidedByAccountId: uuid('decided_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    /** The student profile made on acceptance. */
    studentProfileId: uuid('student_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    /** The profile a signed-in account applied for: its holder's consent to admit that profile. */
    applicantProfileId: uuid('applicant_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    /** Given on acceptance by the institute's pattern; the roll number once the child joins. */
    admissionNo: text('admission_no'),
    rollNo: integer('roll_no'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('admission_applications_institute_idx').on(t.instituteId, t.status, t.createdAt)],
);

export const admissionDocuments = pgTable(
  'admission_documents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => admissionApplications.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [index('admission_documents_application_idx').on(t.applicationId)],
);

/**
 * The institute's admission settings: the pattern of admission numbers and which fields beyond
 * the spec's form it asks for (each off, optional or required).
 */
export const admissionSettings = pgTable('admission_settings', {
  instituteId: uuid('institute_id')
    .primaryKey()
    .references(() => groups.id, { onDelete: 'cascade' }),
  numberPattern: text('number_pattern'),
  extraFields: jsonb('extra_fields').$type<Record<string, string>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * The last sequence number given in each series of admission numbers (the pattern with its
 * year filled in): taken by one upsert, so two acceptances at once never share a number.
 */
export const admissionNumberCounters = pgTable(
  'admission_number_counters',
  {
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    series: text('series').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instituteId, t.series] })],
);
