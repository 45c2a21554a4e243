import {
  type Action,
  type GroupPermissions,
  PERMISSION_CHECK_MAX_FAILURES,
  type UserData,
  type UserPermissions,
} from '@shala/shared';

/**
 * Whether the profile holds `action`: a user-level action in its user permissions, a group
 * action in its default institute or default class (or, with neither set, in any of its groups).
 */
export function holdsAction(
  action: Action,
  user: Pick<UserData, 'defaultInstituteId' | 'defaultClassId'>,
  userPermissions: UserPermissions | undefined,
  groups: GroupPermissions | undefined,
): boolean {
  if (userPermissions?.actions.includes(action)) return true;
  if (!groups) return false;
  const selected = [user.defaultInstituteId, user.defaultClassId].filter(
    (id): id is string => typeof id === 'string' && id.length > 0 && id in groups,
  );
  const ids = selected.length > 0 ? selected : Object.keys(groups);
  return ids.some((id) => groups[id]?.includes(action));
}

/**
 * Whether the profile holds `action` in one group: the group's own entry of the permission
 * map, or its institute's (an institute role covers the institute's classes, which the map
 * lists only where the profile is a member).
 */
export function holdsIn(
  action: Action,
  groups: GroupPermissions | undefined,
  groupId: string,
  instituteId?: string | null,
): boolean {
  if (groups?.[groupId]?.includes(action)) return true;
  return !!instituteId && (groups?.[instituteId]?.includes(action) ?? false);
}

/** The first of the profile's groups where it holds `action` (none: null). */
export function firstGroupHolding(
  groups: GroupPermissions | undefined,
  action: Action,
): string | null {
  return Object.keys(groups ?? {}).find((id) => groups?.[id]?.includes(action)) ?? null;
}

/**
 * What the profile may do, as far as the browser knows: any one of `actions`, in the group
 * named (and its institute) or, without one, in its default groups. The server decides; this
 * only hides what it would refuse.
 */
export type May = (
  actions: Action | readonly Action[],
  groupId?: string | null,
  instituteId?: string | null,
) => boolean;

export function mayWith(
  user: Pick<UserData, 'defaultInstituteId' | 'defaultClassId'>,
  userPermissions: UserPermissions | undefined,
  groups: GroupPermissions | undefined,
): May {
  return (actions, groupId, instituteId) => {
    const list: readonly Action[] = typeof actions === 'string' ? [actions] : actions;
    return list.some((action) =>
      groupId
        ? !!userPermissions?.actions.includes(action) ||
          holdsIn(action, groups, groupId, instituteId)
        : holdsAction(action, user, userPermissions, groups),
    );
  };
}

/** The outcome of one periodic permission check (spec §4 "Permissions"). */
export type PermissionCheck =
  | { ok: true; userPermissions: UserPermissions | undefined }
  | { ok: false };

/**
 * Spec §4/§9: a check fails when it leaves the user permissions missing (the call failed, or it
 * answered without any user-level action). Failures count up; a check that brings user
 * permissions back resets the count.
 */
export function nextFailureCount(previous: number, check: PermissionCheck): number {
  const present = check.ok && (check.userPermissions?.actions.length ?? 0) > 0;
  return present ? 0 : previous + 1;
}

/** After PERMISSION_CHECK_MAX_FAILURES failed checks the user is signed out. */
export function shouldSignOut(failures: number): boolean {
  return failures >= PERMISSION_CHECK_MAX_FAILURES;
}
