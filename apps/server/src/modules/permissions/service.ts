import {
  type Action,
  DEFAULT_ACTIONS,
  DEFAULT_USER_ACTIONS,
  type GroupPermissions,
  isGroupAction,
  USER_ACTIONS,
  type UserAction,
} from '@shala/shared';
import type { PermissionSubject } from './caller.js';
import type { GroupScope, ProfileMembership } from './queries.js';

/** Unverified profiles keep only the default actions (spec §4). */
function allowedByVerification(
  subject: Pick<PermissionSubject, 'verified'>,
  action: string,
): boolean {
  return subject.verified || (DEFAULT_ACTIONS as readonly string[]).includes(action);
}

/** True when only verification stands between the profile and `action`: tell it so. */
export function needsVerification(
  subject: Pick<PermissionSubject, 'verified'>,
  action: string,
): boolean {
  return !allowedByVerification(subject, action);
}

/** The user-level actions the profile holds. */
export function userActions(subject: Pick<PermissionSubject, 'verified'>): readonly UserAction[] {
  return subject.verified ? USER_ACTIONS : DEFAULT_USER_ACTIONS;
}

/** Memberships count in the sessions in view: none (staff), the active one, the selected one. */
const inView = (subject: PermissionSubject, r: PermissionSubject['memberships'][number]) =>
  r.sessionId === null ||
  r.sessionId === r.activeSessionId ||
  r.sessionId === (subject.selected?.sessionId ?? null);

/** May the profile do this user-level action? */
export function canAsUser(
  subject: Pick<PermissionSubject, 'verified'>,
  action: UserAction,
): boolean {
  return (userActions(subject) as readonly string[]).includes(action);
}

/**
 * The one decision for a group: may this profile do `action` there? It needs a role granting it
 * in the group or in the group's institute (an institute role covers its classes), in a session
 * in view. Decided from the profile's memberships, which the caller already holds: no query.
 */
export function canInScope(subject: PermissionSubject, action: Action, scope: GroupScope): boolean {
  if (!allowedByVerification(subject, action) || !isGroupAction(action)) return false;
  // heldActions' memberships, asked for the one action: every call of a group route asks this,
  // and gathering all that is held cost more than the answer (the exam day's save).
  return subject.memberships.some(
    (r) =>
      inView(subject, r) &&
      r.instituteId === scope.instituteId &&
      (r.groupId === scope.id || r.groupId === scope.instituteId) &&
      r.permissions.includes(action),
  );
}

/** The poll's answer per cached membership list: the same list and session give the same map. */
const answered = new WeakMap<PermissionSubject['memberships'], Map<string, GroupPermissions>>();

/**
 * Group id -> actions for every group the profile is a member of; a class also lists what its
 * institute's roles grant there. Every open browser asks every 5 s: the answer is kept with the
 * cached memberships it was computed from (and dropped with them).
 */
export function groupActions(subject: PermissionSubject): GroupPermissions {
  const key = `${subject.verified}:${subject.selected?.sessionId ?? ''}`;
  const known = answered.get(subject.memberships)?.get(key);
  if (known) return known;
  const result = computeGroupActions(subject);
  const byKey = answered.get(subject.memberships) ?? new Map<string, GroupPermissions>();
  byKey.set(key, result);
  answered.set(subject.memberships, byKey);
  return result;
}

function computeGroupActions(subject: PermissionSubject): GroupPermissions {
  const rows = subject.memberships.filter((r) => inView(subject, r));
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
      .filter((a) => isGroupAction(a) && allowedByVerification(subject, a))
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
export function heldActions(subject: PermissionSubject, scope: GroupScope): HeldActions {
  const held = new Set<string>();
  const heldAtInstitute = new Set<string>();
  for (const r of subject.memberships) {
    if (!inView(subject, r) || r.instituteId !== scope.instituteId) continue;
    if (r.groupId !== scope.id && r.groupId !== scope.instituteId) continue;
    for (const action of r.permissions) {
      if (!isGroupAction(action) || !allowedByVerification(subject, action)) continue;
      held.add(action);
      if (r.groupId === scope.instituteId) heldAtInstitute.add(action);
    }
  }
  return { held, heldAtInstitute };
}

/**
 * The class-teacher memberships among `memberships`: a Teacher membership of a class of the
 * institute, in the session (a membership without one counts in every session). The dashboard's
 * "Your classes" and a teacher's classes and subjects read the same rule.
 */
export function classTeacherships<
  M extends Pick<ProfileMembership, 'instituteId' | 'groupType' | 'builtinKey' | 'sessionId'>,
>(memberships: readonly M[], instituteId: string, sessionId: string | null): M[] {
  return memberships.filter(
    (m) =>
      m.instituteId === instituteId &&
      m.groupType === 'CLASS' &&
      m.builtinKey === 'TEACHER' &&
      (m.sessionId === null || m.sessionId === sessionId),
  );
}
