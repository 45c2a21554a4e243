import { CERTIFICATE_KINDS, DOCUMENT_KINDS } from '@shala/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, userProfiles } from './accounts.js';
import { storedFiles } from './files.js';
import { groups } from './institutes.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What a student's record holds beyond the profile (issue 25 §5): the Aadhaar number (kept for
 * UDISE+ returns, shown masked), RTE admission, mother tongue, religion, nationality, allergies
 * and medical notes, and whom to call in an emergency. One per person, whatever the institute.
 */
export const studentRecords = pgTable('student_records', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => userProfiles.id, { onDelete: 'cascade' }),
  aadhaar: text('aadhaar'),
  rteAdmission: boolean('rte_admission').notNull().default(false),
  motherTongue: text('mother_tongue'),
  religion: text('religion'),
  nationality: text('nationality'),
  allergies: text('allergies'),
  medicalNotes: text('medical_notes'),
  emergencyName: text('emergency_name'),
  emergencyPhone: text('emergency_phone'),
  updatedAt: at('updated_at').notNull(),
});

/**
 * A document of a student's (a birth certificate, an Aadhaar card…) uploaded into one
 * institute: its staff read it there, the student's account and guardians wherever.
 */
export const studentDocuments = pgTable(
  'student_documents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    title: text('title'),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    uploadedByAccountId: uuid('uploaded_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    uploadedByProfileId: uuid('uploaded_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    uploadedAt: at('uploaded_at').notNull(),
    verifiedByProfileId: uuid('verified_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    verifiedAt: at('verified_at'),
  },
  (t) => [index('student_documents_profile_idx').on(t.profileId, t.instituteId)],
);

/** The last number of each certificate book of an institute (TC-n, BC-n). */
export const certificateCounters = pgTable(
  'certificate_counters',
  {
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CERTIFICATE_KINDS }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instituteId, t.kind] })],
);

/**
 * A certificate issued (the log): its number, to whom, by whom, and what it said, so a reprint
 * is the same certificate and the book shows every one ever issued.
 */
export const issuedCertificates = pgTable(
  'issued_certificates',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CERTIFICATE_KINDS }).notNull(),
    number: integer('number').notNull(),
    /** What was printed, as it was on the day (class, session, dates, purpose or reason). */
    contents: jsonb('contents').$type<Record<string, string | null>>().notNull(),
    issuedByProfileId: uuid('issued_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    issuedAt: at('issued_at').notNull(),
  },
  (t) => [
    uniqueIndex('issued_certificates_number_uq').on(t.instituteId, t.kind, t.number),
    index('issued_certificates_profile_idx').on(t.profileId, t.instituteId),
  ],
);
