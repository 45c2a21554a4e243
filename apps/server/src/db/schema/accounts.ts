import { CHAT_STATUSES } from '@shala/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { groups } from './institutes.js';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull();

/** A login. Its people (a student, a parent of two) are its user profiles. */
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  username: text('username').notNull().unique(),
  /** Stored in lower case. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  accountRole: text('account_role', { enum: ['ROLE_USER', 'ROLE_SUPER_ADMIN'] })
    .notNull()
    .default('ROLE_USER'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
  resetPasswordRequired: boolean('reset_password_required').notNull().default(false),
  unverifiedEmail: text('unverified_email'),
  /** A contract the account must sign at next sign-in (spec §4); null when none is pending. */
  userContract: text('user_contract'),
  contractSignedAt: timestamp('contract_signed_at', { withTimezone: true, mode: 'date' }),
  /** The chat status the holder chose (spec §3 chatStatus); presence is the live channel's. */
  chatStatus: text('chat_status', { enum: CHAT_STATUSES }).notNull().default('ONLINE'),
  createdAt: createdAt(),
});

export const userProfiles = pgTable(
  'user_profiles',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    photoLocation: text('photo_location'),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    address: text('address'),
    fatherName: text('father_name'),
    motherName: text('mother_name'),
    /** Admission or staff number within the institute that created the profile. */
    registrationNo: text('registration_no'),
    /** Asked on admission where the institute wants them (issue 22 item 8). */
    bloodGroup: text('blood_group'),
    category: text('category'),
    previousSchool: text('previous_school'),
    verified: boolean('verified').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    /** The institute and class the profile opens with (the shell's quick panel sets them). */
    defaultInstituteId: uuid('default_institute_id').references((): AnyPgColumn => groups.id, {
      onDelete: 'set null',
    }),
    defaultClassId: uuid('default_class_id').references((): AnyPgColumn => groups.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_profiles_account_idx').on(t.accountId),
    // Admission numbers are unique in an institute whatever their case: every admission and
    // every row of an import asks (countRegistrationNo), which read the whole table without it.
    index('user_profiles_registration_no_idx').on(sql`lower(${t.registrationNo})`),
  ],
);

/** A signed-in browser. The cookie holds the id; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    /** Names the session in the account's list of signed-in browsers (the hash never leaves). */
    publicId: uuid('public_id').notNull().unique().default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id').references(() => userProfiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['VERIFY_EMAIL', 'CHANGE_EMAIL'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set when used, or when voided by too many wrong tries or a newer code. */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('otp_codes_account_idx').on(t.accountId, t.purpose)],
);

/** Single-use links: RESET from forgot-password, CHANGE from a signed-in request, INVITE for an account the institute made (7 days). */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['RESET', 'CHANGE', 'INVITE'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('password_tokens_account_idx').on(t.accountId)],
);
