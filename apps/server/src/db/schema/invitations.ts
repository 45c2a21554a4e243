import { INVITATION_KINDS, INVITATION_STATUSES } from '@shala/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, userProfiles } from './accounts.js';
import { academicSessions, groups, roles } from './institutes.js';

/** What an accepted CHILD, STUDENT or PARENT invitation needs besides its columns. */
export type InvitationDetail = {
  /** CHILD: the profile made in the holder's account (names as the institute typed them). */
  child?: Partial<{
    gender: string | null;
    dateOfBirth: string | null;
    registrationNo: string | null;
    fatherName: string | null;
    motherName: string | null;
    phone: string | null;
  }>;
  /** CHILD: the holder also joins as this parent role, with a guardian link (imports). */
  parentRoleId?: string;
  /** CHILD: the child's name; STUDENT/PARENT: the other person's, as the institute typed it. */
  personName?: string;
  /** Father, Mother, Guardian: the guardian link's relation. */
  relation?: string;
  /** STUDENT/PARENT: the other side of the guardian link, known now or once it accepts. */
  counterpart?: { profileId?: string; invitationId?: string };
  /** STUDENT: a registration number for a profile that has none. */
  registrationNo?: string | null;
  /** CHILD from an admission decision: the application that becomes the profile's. */
  applicationId?: string;
};

/**
 * An institute's request to an existing account (or to an account it has just made): nothing
 * of the account changes until its holder accepts while signed in. The inviter sees only what
 * it typed (e-mail and names).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** The class or the institute itself. */
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => academicSessions.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    /** MEMBER: the holder joins with the role; STUDENT/PARENT: as student or parent of a class;
     * CHILD: a profile is made in the holder's account for a child. */
    kind: text('kind', { enum: INVITATION_KINDS }).notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** True when the invitation made the account: setting its first password accepts it. */
    newAccount: boolean('new_account').notNull().default(false),
    /** As the inviter typed them. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    detail: jsonb('detail').$type<InvitationDetail>().notNull().default({}),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('PENDING'),
    invitedByAccountId: uuid('invited_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    invitedByProfileId: uuid('invited_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    /** The profile that joined when it was accepted (the child's for CHILD). */
    acceptedProfileId: uuid('accepted_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('invitations_account_idx').on(t.accountId, t.status),
    index('invitations_group_idx').on(t.groupId, t.status),
  ],
);
