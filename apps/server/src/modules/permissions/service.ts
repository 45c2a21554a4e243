import {
  type Action,
  DEFAULT_ACTIONS,
  DEFAULT_USER_ACTIONS,
  type GroupPermissions,
  isGroupAction,
  USER_ACTIONS,
  type UserAction,
} from '@shala/shared';
import type { Db } from '../../db/client.js';
import type { Actor } from './actor.js';
import { findGroupScope, type GroupScope, holdsAction, profileMemberships } from './queries.js';

type Who = Pick<Actor, 'profileId' | 'verified'> & {
  selected?: Pick<Actor['selected'], 'sessionId'>;
  memberships?: Actor['memberships'];
};

/** Unverified profiles keep only the default actions (spec §4). */
function allowedByVerification(who: Who, action: string): boolean {
  return who.verified || (DEFAULT_ACTIONS as readonly string[]).includes(action);
}

/** True when only verification stands between the profile and `action`: tell it so. */
export function needsVerification(who: Who, action: string): boolean {
  return !allowedByVerification(who, action);
}

/** The user-level actions the profile holds. */
export function userActions(who: Pick<Who, 'verified'>): readonly UserAction[] {
  return who.verified ? USER_ACTIONS : DEFAULT_USER_ACTIONS;
}

/**
 * The one decision: may this profile do `action` in this group? A user-level action needs only
 * the profile; a group action needs a role granting it in the group or in the group's institute
 * (an institute role covers its classes), in a session in view.
 */
export async function can(db: Db, who: Who, action: Action, groupId?: string): Promise<boolean> {
  if (!allowedByVerification(who, action)) return false;
  if (!isGroupAction(action)) return (userActions(who) as readonly string[]).includes(action);
  if (!groupId) return false;
  const scope = await findGroupScope(db, groupId);
  return scope ? canInScope(db, who, action, scope) : false;
}

/** `can` for a group already loaded (the access guard loads it to tell 404 from 403). */
export async function canInScope(
  db: Db,
  who: Who,
  action: Action,
  scope: GroupScope,
): Promise<boolean> {
  if (!allowedByVerification(who, action) || !isGroupAction(action)) return false;
  return holdsAction(db, who.profileId, scope, action, who.selected?.sessionId ?? null);
}

/**
 * Group id -> actions for every group the profile is a member of; a class also lists what its
 * institute's roles grant there.
 */
export async function groupActions(db: Db, who: Who): Promise<GroupPermissions> {
  // Polled every 5 s by each browser: reuse what checking the selected headers read.
  const rows = who.memberships ?? (await profileMemberships(db, who.profileId));
  const inView = rows.filter(
    (r) =>
      r.sessionId === null ||
      r.sessionId === r.activeSessionId ||
      r.sessionId === (who.selected?.sessionId ?? null),
  );
  const granted = new Map<string, Set<string>>();
  for (const r of inView) {
    const set = granted.get(r.groupId) ?? new Set<string>();
    for (const action of r.permissions) set.add(action);
    granted.set(r.groupId, set);
  }
  const result: GroupPermissions = {};
  for (const r of inView) {
    if (result[r.groupId]) continue;
    const own = granted.get(r.groupId) ?? new Set<string>();
    const fromInstitute =
      r.groupId === r.instituteId ? new Set<string>() : granted.get(r.instituteId);
    const all = new Set([...own, ...(fromInstitute ?? [])]);
    result[r.groupId] = [...all]
      .filter((a) => isGroupAction(a) && allowedByVerification(who, a))
      .sort();
  }
  return result;
}

/** What the profile holds in a group: through its memberships there and, for a class, its institute's. */
export type HeldActions = { held: Set<string>; heldAtInstitute: Set<string> };

/**
 * Every action the profile holds in the scope (sessions in view, as `can` counts them), and
 * those it holds through institute-level memberships alone. Grants are judged against these.
 */
export async function heldActions(db: Db, who: Who, scope: GroupScope): Promise<HeldActions> {
  const rows = who.memberships ?? (await profileMemberships(db, who.profileId));
  const held = new Set<string>();
  const heldAtInstitute = new Set<string>();
  for (const r of rows) {
    const inView =
      r.sessionId === null ||
      r.sessionId === r.activeSessionId ||
      r.sessionId === (who.selected?.sessionId ?? null);
    if (!inView || r.instituteId !== scope.instituteId) continue;
    if (r.groupId !== scope.id && r.groupId !== scope.instituteId) continue;
    for (const action of r.permissions) {
      if (!isGroupAction(action) || !allowedByVerification(who, action)) continue;
      held.add(action);
      if (r.groupId === scope.instituteId) heldAtInstitute.add(action);
    }
  }
  return { held, heldAtInstitute };
}
