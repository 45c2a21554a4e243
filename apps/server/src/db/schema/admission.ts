import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
