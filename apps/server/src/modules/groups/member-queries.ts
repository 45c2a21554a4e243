import { type MemberStatus, sortClasses } from '@shala/shared';
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { likePattern } from '../../db/like.js';
import {
  academicSessions,
  accounts,
  groups,
  memberships,
  roles,
  userProfiles,
} from '../../db/schema/index.js';
import { PENDING_INVITE_HASH } from '../people/index.js';

// A group's members as its pages show them (a view over people's tables), and the counts its
// rules are judged by. The memberships themselves are written by the people module.

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
  registrationNo: userProfiles.registrationNo,
  isDefault: userProfiles.isDefault,
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

export type MemberFilter = {
  sessionId?: string;
  search?: string;
  /** Match e-mail addresses and phone numbers too (only for callers who may see contacts). */
  searchEmail?: boolean;
  /** Only members who are in this class of the institute. */
  classId?: string;
  roleId?: string;
  status?: MemberStatus;
};

/** The digits of a search that looks like a phone number (6 or more digits), else null. */
export function searchedPhone(search: string): string | null {
  if (!/^[\d\s+()-]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, '');
  return digits.length >= 6 ? digits : null;
}

const digitsOf = (column: SQL) => sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;

function memberWhere(groupId: string, filter: MemberFilter) {
  const parts: (SQL | undefined)[] = [eq(memberships.groupId, groupId)];
  if (filter.sessionId) {
    parts.push(or(isNull(memberships.sessionId), eq(memberships.sessionId, filter.sessionId)));
  }
  if (filter.roleId) parts.push(eq(memberships.roleId, filter.roleId));
  if (filter.status === 'ACTIVE') {
    parts.push(sql`${accounts.passwordHash} <> ${PENDING_INVITE_HASH}`);
  } else if (filter.status === 'INVITED') {
    parts.push(eq(accounts.passwordHash, PENDING_INVITE_HASH));
  } else if (filter.status === 'UNVERIFIED') {
    parts.push(eq(userProfiles.verified, false));
  }
  if (filter.classId) {
    // In the class (a class of this group's institute, or this class itself), in the session.
    parts.push(
      sql`exists (select 1 from memberships cm join groups cg on cg.id = cm.group_id
        where cm.profile_id = ${memberships.profileId} and cg.id = ${filter.classId}::uuid
          and (cg.id = ${groupId}::uuid or cg.super_group_id = ${groupId}::uuid)
          ${filter.sessionId ? sql`and (cm.session_id is null or cm.session_id = ${filter.sessionId}::uuid)` : sql``})`,
    );
  }
  if (filter.search) {
    const like = likePattern(filter.search);
    const phone = filter.searchEmail ? searchedPhone(filter.search) : null;
    parts.push(
      or(
        ilike(sql`${userProfiles.firstName} || ' ' || ${userProfiles.lastName}`, like),
        ilike(accounts.username, like),
        ilike(userProfiles.registrationNo, like),
        filter.searchEmail ? ilike(accounts.email, like) : undefined,
        phone ? sql`${digitsOf(sql`${userProfiles.phone}`)} like ${`%${phone}%`}` : undefined,
        phone
          ? sql`exists (select 1 from guardian_links gl join user_profiles gp on gp.id = gl.parent_profile_id
              where gl.student_profile_id = ${userProfiles.id}
                and ${digitsOf(sql`gp.phone`)} like ${`%${phone}%`})`
          : undefined,
      ),
    );
  }
  return and(...parts);
}

/** The classes of the institute each profile is in (of the session, when named), school order. */
export async function classNamesOf(
  db: Queryable,
  instituteId: string,
  profileIds: readonly string[],
  sessionId?: string,
): Promise<Map<string, string[]>> {
  if (profileIds.length === 0) return new Map();
  const rows = await db
    .selectDistinct({ profileId: memberships.profileId, name: groups.name })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .where(
      and(
        eq(groups.superGroupId, instituteId),
        eq(groups.type, 'CLASS'),
        inArray(memberships.profileId, [...profileIds]),
        sessionId
          ? or(isNull(memberships.sessionId), eq(memberships.sessionId, sessionId))
          : undefined,
      ),
    );
  const byProfile = new Map<string, string[]>();
  for (const r of rows) byProfile.set(r.profileId, [...(byProfile.get(r.profileId) ?? []), r.name]);
  for (const [id, names] of byProfile)
    byProfile.set(
      id,
      sortClasses(names, (n) => n),
    );
  return byProfile;
}

/** One page of a group's members, by name. */
export async function memberPage(
  db: Queryable,
  groupId: string,
  filter: MemberFilter & { page: number; pageSize: number },
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

/** Distinct profiles with a membership in the group. */
export async function countMembers(db: Queryable, groupId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${memberships.profileId})::int` })
    .from(memberships)
    .where(eq(memberships.groupId, groupId));
  return Number(row?.n ?? 0);
}

export async function countGroupMemberships(db: Queryable, groupId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(eq(memberships.groupId, groupId));
  return row?.n ?? 0;
}
