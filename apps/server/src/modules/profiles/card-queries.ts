import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { academicSessions, groups, memberships, roles } from '../../db/schema/index.js';

// What a profile card shows and who may see how much of it: views over people's tables (the
// profiles themselves are the people module's).

const institute = alias(groups, 'card_institute');

/** Every membership of the profile with the names a card shows. */
export async function membershipsWithNames(db: Queryable, profileId: string) {
  return db
    .select({
      groupId: groups.id,
      name: groups.name,
      type: groups.type,
      instituteId: institute.id,
      instituteName: institute.name,
      role: roles.name,
      permissions: roles.permissions,
      sessionName: academicSessions.name,
    })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .innerJoin(institute, eq(institute.id, sql`coalesce(${groups.superGroupId}, ${groups.id})`))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .leftJoin(academicSessions, eq(academicSessions.id, memberships.sessionId))
    .where(eq(memberships.profileId, profileId))
    .orderBy(institute.name, groups.type, groups.name);
}

/**
 * The institutes where the profile holds `action` for the whole institute: through an
 * institute-level membership of a session in view (none, or the institute's active one).
 * A class-only or past-session grant does not open the institute's people.
 */
export async function institutesWhereHeld(db: Queryable, profileId: string, action: string) {
  const rows = await db
    .select({ instituteId: groups.id })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      and(
        eq(memberships.profileId, profileId),
        eq(groups.type, 'INSTITUTE'),
        sql`(${memberships.sessionId} is null or ${memberships.sessionId} = ${groups.activeSessionId})`,
        sql`${action} = any(${roles.permissions})`,
      ),
    );
  return new Set(rows.map((r) => r.instituteId));
}

/**
 * Does the viewer hold getMemberDetails where the target is a member: in one of the target's
 * groups, or in the institute of one (an institute grant covers its classes), in a session in
 * view?
 */
export const holdsDetailsOf = (db: Queryable, viewerProfileId: string, targetProfileId: string) =>
  holdsOverMember(db, viewerProfileId, targetProfileId, 'getMemberDetails');

/** Does the viewer hold `action` where the target is a member (as holdsDetailsOf says)? */
export async function holdsOverMember(
  db: Queryable,
  viewerProfileId: string,
  targetProfileId: string,
  action: string,
) {
  const vm = alias(memberships, 'viewer_membership');
  const vg = alias(groups, 'viewer_group');
  const vi = alias(groups, 'viewer_institute');
  const tm = alias(memberships, 'target_membership');
  const tg = alias(groups, 'target_group');
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(vm)
    .innerJoin(roles, eq(roles.id, vm.roleId))
    .innerJoin(vg, eq(vg.id, vm.groupId))
    .innerJoin(vi, eq(vi.id, sql`coalesce(${vg.superGroupId}, ${vg.id})`))
    .innerJoin(tm, eq(tm.profileId, targetProfileId))
    .innerJoin(tg, eq(tg.id, tm.groupId))
    .where(
      and(
        eq(vm.profileId, viewerProfileId),
        sql`${action} = any(${roles.permissions})`,
        sql`(${vm.sessionId} is null or ${vm.sessionId} = ${vi.activeSessionId})`,
        sql`(${vm.groupId} = ${tm.groupId} or ${vm.groupId} = coalesce(${tg.superGroupId}, ${tg.id}))`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The institutes `profileIds` belong to (any group, any session). */
export async function institutesOf(db: Queryable, profileIds: string[]) {
  if (profileIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ instituteId: sql<string>`coalesce(${groups.superGroupId}, ${groups.id})` })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .where(inArray(memberships.profileId, profileIds));
  return new Set(rows.map((r) => r.instituteId));
}
