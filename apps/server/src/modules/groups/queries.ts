import { and, asc, count, desc, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable, Tx } from '../../db/client.js';
import { likePattern } from '../../db/like.js';
import {
  academicSessions,
  accounts,
  admissionApplications,
  groups,
  memberships,
  roles,
  userProfiles,
} from '../../db/schema/index.js';
import { PENDING_INVITE_HASH } from '../auth/provision-service.js';

/**
 * Serialises class and membership changes of one institute for the rest of the transaction, so
 * two admins cannot both pass a duplicate-name or last-admin check at once.
 */
export async function lockInstitute(tx: Tx, instituteId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`groups:${instituteId}`}))`);
}

/** The acting profile's memberships with their groups, institutes first, then by name. */
export async function myGroups(db: Queryable, profileId: string) {
  return db
    .select({
      membershipId: memberships.id,
      id: groups.id,
      name: groups.name,
      type: groups.type,
      superGroupId: groups.superGroupId,
      imageLocation: groups.imageLocation,
      verifyToViewDetails: groups.verifyToViewDetails,
      activeSessionId: groups.activeSessionId,
      admissionConfigSet: groups.admissionConfigSet,
      level: groups.level,
      section: groups.section,
      roleName: roles.name,
      sessionId: memberships.sessionId,
    })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(eq(memberships.profileId, profileId))
    .orderBy(desc(sql`${groups.type} = 'INSTITUTE'`), asc(groups.name), asc(memberships.createdAt));
}

/** A group of the institute (the institute itself or one of its classes). */
export async function findGroupRow(db: Queryable, instituteId: string, groupId: string) {
  const [row] = await db
    .select()
    .from(groups)
    .where(
      and(
        eq(groups.id, groupId),
        or(eq(groups.id, instituteId), eq(groups.superGroupId, instituteId)),
      ),
    )
    .limit(1);
  return row;
}

export async function countClasses(db: Queryable, instituteId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(groups)
    .where(and(eq(groups.superGroupId, instituteId), eq(groups.type, 'CLASS')));
  return row?.n ?? 0;
}

/** Distinct profiles with a membership in the group. */
export async function countMembers(db: Queryable, groupId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${memberships.profileId})::int` })
    .from(memberships)
    .where(eq(memberships.groupId, groupId));
  return Number(row?.n ?? 0);
}

export async function findSessionName(db: Queryable, sessionId: string) {
  const [row] = await db
    .select({ id: academicSessions.id, name: academicSessions.name })
    .from(academicSessions)
    .where(eq(academicSessions.id, sessionId))
    .limit(1);
  return row;
}

/** The institute's classes with their member counts, by name. */
export async function listClasses(db: Queryable, instituteId: string) {
  return db
    .select({
      id: groups.id,
      name: groups.name,
      level: groups.level,
      section: groups.section,
      admissionConfigSet: groups.admissionConfigSet,
      // Qualified by hand: inside the subquery a bare "id" would be the membership's.
      memberCount: sql<number>`(select count(*)::int from "memberships" m where m."group_id" = "groups"."id")`,
    })
    .from(groups)
    .where(and(eq(groups.superGroupId, instituteId), eq(groups.type, 'CLASS')))
    .orderBy(asc(groups.level), asc(groups.section), asc(groups.name));
}

/** A class of the institute with this name (case and spacing aside), other than `exceptId`. */
export async function findClassByName(
  db: Queryable,
  instituteId: string,
  name: string,
  exceptId?: string,
) {
  const [row] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(
      and(
        eq(groups.superGroupId, instituteId),
        eq(groups.type, 'CLASS'),
        sql`lower(${groups.name}) = lower(${name})`,
        exceptId ? ne(groups.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function updateClassRow(
  db: Queryable,
  classId: string,
  values: { name: string; level: string; section: string | null },
) {
  const [row] = await db.update(groups).set(values).where(eq(groups.id, classId)).returning();
  return row;
}

export async function deleteGroupRow(db: Queryable, groupId: string) {
  await db.delete(groups).where(eq(groups.id, groupId));
}

export async function countGroupMemberships(db: Queryable, groupId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(eq(memberships.groupId, groupId));
  return row?.n ?? 0;
}

const session = alias(academicSessions, 'member_session');

const memberColumns = {
  membershipId: memberships.id,
  profileId: memberships.profileId,
  accountId: userProfiles.accountId,
  groupId: memberships.groupId,
  firstName: userProfiles.firstName,
  lastName: userProfiles.lastName,
  username: accounts.username,
  email: accounts.email,
  roleId: roles.id,
  roleName: roles.name,
  builtinKey: roles.builtinKey,
  rolePermissions: roles.permissions,
  sessionId: memberships.sessionId,
  sessionName: session.name,
  verified: userProfiles.verified,
  active: sql<boolean>`${accounts.passwordHash} <> ${PENDING_INVITE_HASH}`,
};

function memberBase(db: Queryable) {
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(userProfiles, eq(userProfiles.id, memberships.profileId))
    .innerJoin(accounts, eq(accounts.id, userProfiles.accountId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .leftJoin(session, eq(session.id, memberships.sessionId));
}
export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMembership>>>;

/** `searchEmail`: match e-mail addresses too (only for callers who may see them). */
function memberWhere(
  groupId: string,
  filter: { sessionId?: string; search?: string; searchEmail?: boolean },
) {
  const parts: (SQL | undefined)[] = [eq(memberships.groupId, groupId)];
  if (filter.sessionId) {
    parts.push(or(isNull(memberships.sessionId), eq(memberships.sessionId, filter.sessionId)));
  }
  if (filter.search) {
    const like = likePattern(filter.search);
    parts.push(
      or(
        ilike(sql`${userProfiles.firstName} || ' ' || ${userProfiles.lastName}`, like),
        ilike(accounts.username, like),
        filter.searchEmail ? ilike(accounts.email, like) : undefined,
      ),
    );
  }
  return and(...parts);
}

/** One page of a group's members, by name. */
export async function memberPage(
  db: Queryable,
  groupId: string,
  filter: {
    sessionId?: string;
    search?: string;
    searchEmail?: boolean;
    page: number;
    pageSize: number;
  },
) {
  const where = memberWhere(groupId, filter);
  const items = await memberBase(db)
    .where(where)
    .orderBy(asc(userProfiles.firstName), asc(userProfiles.lastName), asc(memberships.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(memberships)
    .innerJoin(userProfiles, eq(userProfiles.id, memberships.profileId))
    .innerJoin(accounts, eq(accounts.id, userProfiles.accountId))
    .where(where);
  return { items, total: total?.n ?? 0 };
}

/** A membership of the group, with what a member row shows. */
export async function findMembership(db: Queryable, groupId: string, membershipId: string) {
  const [row] = await memberBase(db)
    .where(and(eq(memberships.id, membershipId), eq(memberships.groupId, groupId)))
    .limit(1);
  return row;
}

/** A membership of the profile in the group for exactly this session (null: all sessions). */
export async function findProfileMembership(
  db: Queryable,
  profileId: string,
  groupId: string,
  sessionId: string | null,
) {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.profileId, profileId),
        eq(memberships.groupId, groupId),
        sessionId === null ? isNull(memberships.sessionId) : eq(memberships.sessionId, sessionId),
      ),
    )
    .limit(1);
  return row;
}

/** Any membership of the profile in the institute itself (for any session). */
export async function hasInstituteMembership(
  db: Queryable,
  profileId: string,
  instituteId: string,
) {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.profileId, profileId), eq(memberships.groupId, instituteId)))
    .limit(1);
  return row !== undefined;
}

export async function setMembershipRole(db: Queryable, membershipId: string, roleId: string) {
  await db.update(memberships).set({ roleId }).where(eq(memberships.id, membershipId));
}

export async function deleteMembership(db: Queryable, membershipId: string) {
  await db.delete(memberships).where(eq(memberships.id, membershipId));
}

/** Institute-level memberships holding the INSTITUTE_ADMIN role. */
export async function countInstituteAdmins(db: Queryable, instituteId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(memberships.groupId, instituteId), eq(roles.builtinKey, 'INSTITUTE_ADMIN')))
    .limit(1);
  return row?.n ?? 0;
}

/**
 * A profile that has no default institute (or class) yet opens with the group it was just
 * added to: its menus and panels follow the default groups.
 */
export async function settleDefaultGroups(
  db: Queryable,
  profileId: string,
  instituteId: string,
  classId: string | null,
) {
  await db
    .update(userProfiles)
    .set({ defaultInstituteId: instituteId })
    .where(and(eq(userProfiles.id, profileId), isNull(userProfiles.defaultInstituteId)));
  if (classId) {
    await db
      .update(userProfiles)
      .set({ defaultClassId: classId })
      .where(
        and(
          eq(userProfiles.id, profileId),
          eq(userProfiles.defaultInstituteId, instituteId),
          isNull(userProfiles.defaultClassId),
        ),
      );
  }
}

/** Admission applications for the class still waiting for a decision. */
export async function countPendingApplications(db: Queryable, classId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(admissionApplications)
    .where(
      and(eq(admissionApplications.classId, classId), eq(admissionApplications.status, 'PENDING')),
    );
  return row?.n ?? 0;
}

/**
 * Removes the profile's memberships in the institute's classes: for one session, or (null) for
 * every session. Returns how many went.
 */
export async function deleteClassMemberships(
  db: Queryable,
  profileId: string,
  instituteId: string,
  sessionId: string | null,
) {
  const rows = await db
    .delete(memberships)
    .where(
      and(
        eq(memberships.profileId, profileId),
        sql`${memberships.groupId} in (select id from groups where super_group_id = ${instituteId})`,
        sessionId === null ? undefined : eq(memberships.sessionId, sessionId),
      ),
    )
    .returning({ id: memberships.id });
  return rows.length;
}
