import { DISPLAY_TIME_ZONE } from '@shala/shared';
import { and, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { likePattern } from '../../db/like.js';
import {
  academicSessions,
  accounts,
  groups,
  guardianLinks,
  memberships,
  roles,
  userProfiles,
} from '../../db/schema/index.js';
import { type ChatMembership, STAFF_ACTION } from './policy.js';

/** A membership's institute (the group itself, or a class's institute). */
const institutes = alias(groups, 'chat_institutes');
const instituteOfGroup = sql`coalesce(${groups.superGroupId}, ${groups.id})`;

/**
 * A membership counts today: it has no session, or the institute's active one (the `inView` of
 * permissions/service.ts without a selected session: the chat has no selected year). Needs
 * `institutes` joined (withInstitute).
 */
const countsToday: SQL = sql`(${memberships.sessionId} is null or ${memberships.sessionId} = ${institutes.activeSessionId})`;
const listsMembers: SQL = sql`${STAFF_ACTION} = any(${roles.permissions})`;

/** A session's calendar days as instants (the school's time zone): its first day to its last's end. */
const sessionStart = sql<
  string | null
>`(${academicSessions.startDate}::timestamp at time zone ${DISPLAY_TIME_ZONE})`;
const sessionEnd = sql<
  string | null
>`((${academicSessions.endDate} + 1)::timestamp at time zone ${DISPLAY_TIME_ZONE})`;

/** The memberships the chat rules read, of these profiles (every session's: policy.ts sorts them). */
export async function chatMembershipsOf(
  db: Queryable,
  profileIds: string[],
): Promise<ChatMembership[]> {
  if (profileIds.length === 0) return [];
  const rows = await db
    .select({
      profileId: memberships.profileId,
      groupId: memberships.groupId,
      groupType: groups.type,
      instituteId: sql<string>`${instituteOfGroup}`,
      builtinKey: roles.builtinKey,
      listsMembers: sql<boolean>`${listsMembers}`,
      current: sql<boolean>`${countsToday}`,
      from: sessionStart,
      until: sessionEnd,
    })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .innerJoin(institutes, eq(institutes.id, instituteOfGroup))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .leftJoin(academicSessions, eq(academicSessions.id, memberships.sessionId))
    .where(inArray(memberships.profileId, profileIds));
  return rows.map(({ from, until, ...m }) => ({
    ...m,
    listsMembers: Boolean(m.listsMembers),
    current: Boolean(m.current),
    session: from && until ? { from: new Date(from), until: new Date(until) } : null,
  }));
}

/** Parent-child pairs among these profiles, as 'parent:child'. */
export async function guardianPairs(db: Queryable, profileIds: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ p: guardianLinks.parentProfileId, c: guardianLinks.studentProfileId })
    .from(guardianLinks)
    .where(
      and(
        inArray(guardianLinks.parentProfileId, profileIds),
        inArray(guardianLinks.studentProfileId, profileIds),
      ),
    );
  return new Set(rows.map((r) => `${r.p}:${r.c}`));
}

export async function findGroup(db: Queryable, id: string) {
  const [row] = await db
    .select({
      id: groups.id,
      type: groups.type,
      name: groups.name,
      imageLocation: groups.imageLocation,
      instituteId: sql<string>`coalesce(${groups.superGroupId}, ${groups.id})`,
    })
    .from(groups)
    .where(eq(groups.id, id));
  return row;
}

/**
 * Who is in a group's chat today (policy.ts): a class's students and staff, an institute's
 * staff, by their memberships of the active session or of none.
 */
export async function groupAudience(db: Queryable, group: { id: string; type: string }) {
  const rows = await db
    .selectDistinct({ id: memberships.profileId })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .innerJoin(institutes, eq(institutes.id, instituteOfGroup))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      and(
        eq(memberships.groupId, group.id),
        countsToday,
        group.type === 'INSTITUTE'
          ? listsMembers
          : sql`(${roles.builtinKey} = 'STUDENT' or ${listsMembers})`,
      ),
    );
  return rows.map((r) => r.id);
}

/** Names, photos and chat statuses of these profiles. */
export async function chatPeople(db: Queryable, profileIds: string[]) {
  if (profileIds.length === 0) return [];
  return db
    .select({
      id: userProfiles.id,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      photoLocation: userProfiles.photoLocation,
      chatStatus: accounts.chatStatus,
    })
    .from(userProfiles)
    .innerJoin(accounts, eq(accounts.id, userProfiles.accountId))
    .where(inArray(userProfiles.id, profileIds));
}

export async function chatGroups(db: Queryable, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db
    .select({ id: groups.id, name: groups.name, imageLocation: groups.imageLocation })
    .from(groups)
    .where(inArray(groups.id, groupIds));
}

/**
 * People of these institutes whose name matches, other than the caller: the candidates the
 * search offers (the rules then keep those the caller may reach).
 */
export async function peopleNamed(
  db: Queryable,
  instituteIds: string[],
  exceptProfileId: string,
  query: string,
) {
  if (instituteIds.length === 0) return [];
  const pattern = likePattern(query);
  const rows = await db
    .selectDistinct({ id: memberships.profileId })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .innerJoin(userProfiles, eq(userProfiles.id, memberships.profileId))
    .where(
      and(
        inArray(sql`coalesce(${groups.superGroupId}, ${groups.id})`, instituteIds),
        ne(memberships.profileId, exceptProfileId),
        or(
          ilike(sql`${userProfiles.firstName} || ' ' || ${userProfiles.lastName}`, pattern),
          ilike(userProfiles.lastName, pattern),
        ),
      ),
    )
    .limit(40);
  return rows.map((r) => r.id);
}
