import {
  type AcademicSessionData,
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

/** What the browser keeps under `sessions` (spec §3 "Session (academic)"). */
export type KeptSessions = {
  list: AcademicSessionData[];
  /** The first session with activeStatus 'true', else none. */
  active: AcademicSessionData | null;
  /** The server's message when loading failed. */
  error: string | null;
};

export function keptSessions(
  list: readonly AcademicSessionData[] | undefined,
  error?: string,
): KeptSessions {
  const sessions = [...(list ?? [])];
  return {
    list: sessions,
    active: sessions.find((s) => String(s.activeStatus) === 'true') ?? null,
    error: error ?? null,
  };
}
