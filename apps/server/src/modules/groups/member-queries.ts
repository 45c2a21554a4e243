import { and, asc, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { likePattern } from '../../db/like.js';
import {
  academicSessions,
  accounts,
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
