import {
  type Action,
  DEFAULT_ACTIONS,
  DEFAULT_USER_ACTIONS,
  type GroupPermissions,
  isGroupAction,
  USER_ACTIONS,
  type UserAction,
} from '@shala/shared';
import type { Actor } from './actor.js';
import type { GroupScope } from './queries.js';

type Who = Pick<Actor, 'profileId' | 'verified' | 'memberships'> & {
  selected?: Pick<Actor['selected'], 'sessionId'>;
};

/** Unverified profiles keep only the default actions (spec §4). */
function allowedByVerification(who: Pick<Who, 'verified'>, action: string): boolean {
  return who.verified || (DEFAULT_ACTIONS as readonly string[]).includes(action);
}

/** True when only verification stands between the profile and `action`: tell it so. */
export function needsVerification(who: Pick<Who, 'verified'>, action: string): boolean {
  return !allowedByVerification(who, action);
}

/** The user-level actions the profile holds. */
export function userActions(who: Pick<Who, 'verified'>): readonly UserAction[] {
  return who.verified ? USER_ACTIONS : DEFAULT_USER_ACTIONS;
}

/** Memberships count in the sessions in view: none (staff), the active one, the selected one. */
const inView = (who: Who, r: Who['memberships'][number]) =>
  r.sessionId === null ||
  r.sessionId === r.activeSessionId ||
  r.sessionId === (who.selected?.sessionId ?? null);

/** May the profile do this user-level action? */
export function canAsUser(who: Pick<Who, 'verified'>, action: UserAction): boolean {
  return (userActions(who) as readonly string[]).includes(action);
}

/**
 * The one decision for a group: may this profile do `action` there? It needs a role granting it
 * in the group or in the group's institute (an institute role covers its classes), in a session
 * in view. Decided from the profile's memberships, which the caller already holds: no query.
 */
export function canInScope(who: Who, action: Action, scope: GroupScope): boolean {
  if (!allowedByVerification(who, action) || !isGroupAction(action)) return false;
  return heldActions(who, scope).held.has(action);
}

/** The poll's answer per cached membership list: the same list and session give the same map. */
const answered = new WeakMap<Who['memberships'], Map<string, GroupPermissions>>();

/**
 * Group id -> actions for every group the profile is a member of; a class also lists what its
 * institute's roles grant there. Every open browser asks every 5 s: the answer is kept with the
 * cached memberships it was computed from (and dropped with them).
 */
export function groupActions(who: Who): GroupPermissions {
  const key = `${who.verified}:${who.selected?.sessionId ?? ''}`;
  const known = answered.get(who.memberships)?.get(key);
  if (known) return known;
  const result = computeGroupActions(who);
  const byKey = answered.get(who.memberships) ?? new Map<string, GroupPermissions>();
  byKey.set(key, result);
  answered.set(who.memberships, byKey);
  return result;
}

function computeGroupActions(who: Who): GroupPermissions {
  const rows = who.memberships.filter((r) => inView(who, r));
  const granted = new Map<string, Set<string>>();
  for (const r of rows) {
    const set = granted.get(r.groupId) ?? new Set<string>();
    for (const action of r.permissions) set.add(action);
    granted.set(r.groupId, set);
  }
  const result: GroupPermissions = {};
  for (const r of rows) {
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
 * Every action the profile holds in the scope (sessions in view), and those it holds through
 * institute-level memberships alone. Decisions and grants are judged against these.
 */
export function heldActions(who: Who, scope: GroupScope): HeldActions {
  const held = new Set<string>();
  const heldAtInstitute = new Set<string>();
  for (const r of who.memberships) {
    if (!inView(who, r) || r.instituteId !== scope.instituteId) continue;
    if (r.groupId !== scope.id && r.groupId !== scope.instituteId) continue;
    for (const action of r.permissions) {
      if (!isGroupAction(action) || !allowedByVerification(who, action)) continue;
      held.add(action);
      if (r.groupId === scope.instituteId) heldAtInstitute.add(action);
    }
  }
  return { held, heldAtInstitute };
}
