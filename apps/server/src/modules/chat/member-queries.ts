import { and, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { likePattern } from '../../db/like.js';
import {
  accounts,
  groups,
  guardianLinks,
  memberships,
  roles,
  userProfiles,
} from '../../db/schema/index.js';
import type { ChatMembership } from './policy.js';

/** The memberships the chat rules read, of these profiles. */
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
      instituteId: sql<string>`coalesce(${groups.superGroupId}, ${groups.id})`,
      builtinKey: roles.builtinKey,
    })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(inArray(memberships.profileId, profileIds));
  return rows;
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

/** Who hears a group's messages: a class's members; an institute's staff. */
export async function groupAudience(db: Queryable, group: { id: string; type: string }) {
  const rows = await db
    .selectDistinct({ id: memberships.profileId })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      and(
        eq(memberships.groupId, group.id),
        group.type === 'INSTITUTE'
          ? sql`coalesce(${roles.builtinKey}, '') not in ('STUDENT', 'PARENT', 'MEMBER')`
          : undefined,
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
