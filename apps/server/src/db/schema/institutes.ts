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
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { userProfiles } from './accounts.js';

export const GROUP_TYPES = ['INSTITUTE', 'CLASS'] as const;

/** An institute, or a class whose superGroupId is its institute (spec §3 "Group"). */
export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    type: text('type', { enum: GROUP_TYPES }).notNull(),
    name: text('name').notNull(),
    /** A class's institute; null for an institute. */
    superGroupId: uuid('super_group_id').references((): AnyPgColumn => groups.id, {
      onDelete: 'cascade',
    }),
    imageLocation: text('image_location'),
    verifyToViewDetails: boolean('verify_to_view_details').notNull().default(false),
    activeSessionId: uuid('active_session_id').references((): AnyPgColumn => academicSessions.id, {
      onDelete: 'set null',
    }),
    admissionConfigSet: boolean('admission_config_set').notNull().default(false),
    /** A class's level ("Class 5") and section ("A"); the name reads "Class 5 A". Null for institutes. */
    level: text('level'),
    section: text('section'),
    /** Public details of an institute (quick setup, public institute page). */
    about: text('about'),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    /** Set by the super admin; an unverified institute still works but shows as such. */
    verified: boolean('verified').notNull().default(false),
    /** When the institute admin finished the quick-setup wizard. */
    setupCompletedAt: timestamp('setup_completed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('groups_super_group_idx').on(t.superGroupId)],
);

/** An academic year of an institute. Dates are calendar dates (yyyy-mm-dd in the database). */
export const academicSessions = pgTable(
  'academic_sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references((): AnyPgColumn => groups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    activeStatus: boolean('active_status').notNull().default(false),
  },
  (t) => [index('academic_sessions_institute_idx').on(t.instituteId)],
);

/** A set of action permissions, defined per institute; built-in ones carry a builtinKey. */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    builtinKey: text('builtin_key'),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    unique('roles_institute_name_uq').on(t.instituteId, t.name),
    unique('roles_institute_builtin_uq').on(t.instituteId, t.builtinKey),
  ],
);

/**
 * A profile in a group with a role. sessionId null means every session (staff of an
 * institute); a student's class membership names its session.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => academicSessions.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    /** A student's roll number in a class for the session (admission gives the next one). */
    rollNo: integer('roll_no'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    unique('memberships_group_session_roll_uq').on(t.groupId, t.sessionId, t.rollNo),
    unique('memberships_profile_group_session_uq')
      .on(t.profileId, t.groupId, t.sessionId)
      .nullsNotDistinct(),
    index('memberships_group_idx').on(t.groupId),
  ],
);
