import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable, Tx } from '../../db/client.js';
import {
  academicSessions,
  accounts,
  groups,
  invitations,
  roles,
  userProfiles,
} from '../../db/schema/index.js';
import { PENDING_INVITE_HASH } from '../people/index.js';

export type InvitationRow = typeof invitations.$inferSelect;

export async function insertInvitation(tx: Tx, values: typeof invitations.$inferInsert) {
  const [row] = await tx.insert(invitations).values(values).returning();
  if (!row) throw new Error('invitation insert returned nothing');
  return row;
}

/** A waiting invitation of the group to this e-mail for the session (null: all sessions). */
export async function findPendingDuplicate(
  db: Queryable,
  values: { groupId: string; email: string; sessionId: string | null; now: Date },
) {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.groupId, values.groupId),
        eq(invitations.email, values.email),
        sql`${invitations.sessionId} is not distinct from ${values.sessionId}`,
        eq(invitations.status, 'PENDING'),
        gt(invitations.expiresAt, values.now),
      ),
    )
    .limit(1);
  return row;
}

/** The account's invitation, locked for its answer; another account's is not found. */
export async function lockInvitationOfAccount(tx: Tx, accountId: string, invitationId: string) {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.accountId, accountId)))
    .for('update')
    .limit(1);
  return row;
}

/** The group's invitation, locked; another group's is not found. */
export async function lockInvitationOfGroup(tx: Tx, groupId: string, invitationId: string) {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.groupId, groupId)))
    .for('update')
    .limit(1);
  return row;
}

/** The statement keeps to the institute itself (defence in depth), not only the read before. */
export async function setInvitationStatus(
  tx: Tx,
  instituteId: string,
  invitationId: string,
  values: Pick<InvitationRow, 'status' | 'decidedAt'> & { acceptedProfileId?: string | null },
) {
  await tx
    .update(invitations)
    .set(values)
    .where(and(eq(invitations.instituteId, instituteId), eq(invitations.id, invitationId)));
}

/** Waiting invitations an account's first password accepts (those that made the account). */
export async function pendingOfNewAccount(tx: Tx, accountId: string, now: Date) {
  return tx
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.accountId, accountId),
        eq(invitations.newAccount, true),
        eq(invitations.status, 'PENDING'),
        gt(invitations.expiresAt, now),
      ),
    );
}

export async function findInvitation(db: Queryable, invitationId: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.id, invitationId))
    .limit(1);
  return row;
}

/**
 * The name of the institute's group (itself or one of its classes) an invitation joins; undefined
 * when the group is gone or not the institute's. Read here, beside the listings' join of the same
 * table, rather than from groups, whose member service sends invitations (an import circle).
 */
export async function groupNameIn(db: Queryable, instituteId: string, groupId: string) {
  const [row] = await db
    .select({ name: groups.name })
    .from(groups)
    .where(
      and(
        eq(groups.id, groupId),
        or(eq(groups.id, instituteId), eq(groups.superGroupId, instituteId)),
      ),
    )
    .limit(1);
  return row?.name;
}

const institute = alias(groups, 'invitation_institute');
const inviter = alias(userProfiles, 'invitation_inviter');

const listedColumns = {
  invitation: invitations,
  groupName: groups.name,
  groupType: groups.type,
  instituteName: institute.name,
  roleName: roles.name,
  sessionName: academicSessions.name,
  inviterFirstName: inviter.firstName,
  inviterLastName: inviter.lastName,
};

function listedBase(db: Queryable) {
  return db
    .select(listedColumns)
    .from(invitations)
    .innerJoin(groups, eq(groups.id, invitations.groupId))
    .innerJoin(institute, eq(institute.id, invitations.instituteId))
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .leftJoin(academicSessions, eq(academicSessions.id, invitations.sessionId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedByProfileId));
}
export type ListedInvitation = Awaited<ReturnType<typeof invitationsOfAccount>>[number];

/** The account's waiting invitations, newest first. */
export async function invitationsOfAccount(db: Queryable, accountId: string, now: Date) {
  return listedBase(db)
    .where(
      and(
        eq(invitations.accountId, accountId),
        eq(invitations.status, 'PENDING'),
        gt(invitations.expiresAt, now),
      ),
    )
    .orderBy(desc(invitations.createdAt));
}

/** The group's invitations that are not accepted yet (waiting, declined, withdrawn), newest first. */
export async function invitationsOfGroup(db: Queryable, groupId: string) {
  return listedBase(db)
    .where(
      and(
        eq(invitations.groupId, groupId),
        inArray(invitations.status, ['PENDING', 'DECLINED', 'CANCELLED']),
      ),
    )
    .orderBy(desc(invitations.createdAt))
    .limit(200);
}

/** One invitation with the names it shows. */
export async function listedInvitation(db: Queryable, invitationId: string) {
  const [row] = await listedBase(db).where(eq(invitations.id, invitationId)).limit(1);
  return row;
}

/**
 * True when the institute made the account and nobody has claimed it: no password was ever
 * set (the invitation is still pending) and all its profiles' memberships are in this
 * institute. Such an account holds only what this institute put there, so the institute may
 * add to it (a second child in the same import) without asking anyone.
 */
export async function unclaimedAccountOf(db: Queryable, accountId: string, instituteId: string) {
  const [row] = await db
    .select({
      own: sql<boolean>`${accounts.passwordHash} = ${PENDING_INVITE_HASH}
        and exists (
          select 1 from memberships m join user_profiles p on p.id = m.profile_id
          where p.account_id = ${accountId})
        and not exists (
          select 1 from memberships m
          join user_profiles p on p.id = m.profile_id
          join groups g on g.id = m.group_id
          where p.account_id = ${accountId} and coalesce(g.super_group_id, g.id) <> ${instituteId})
        and not exists (
          select 1 from invitations i
          where i.account_id = ${accountId} and i.institute_id <> ${instituteId})`,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row?.own === true;
}

/** Names the other side of a guardian link once both invitations exist. */
export async function setCounterpart(
  tx: Tx,
  invitation: InvitationRow,
  counterpart: NonNullable<InvitationRow['detail']['counterpart']>,
) {
  await tx
    .update(invitations)
    .set({ detail: { ...invitation.detail, counterpart } })
    .where(
      and(eq(invitations.instituteId, invitation.instituteId), eq(invitations.id, invitation.id)),
    );
}
