import {
  type Action,
  API,
  type GroupPermissions,
  PERMISSION_CHECK_MS,
  type UserPermissions,
} from '@shala/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { http } from '../../core/http';
import type { Access } from '../../core/manifest';
import { useShellUser } from '../../core/shell-user';
import { signOut } from '../../core/sign-out';
import { kept, STORAGE_KEYS } from '../../core/storage';
import type { GateVerdict } from '../../ui/ScreenGate';
import { screenVerdict } from './access';
import {
  firstGroupHolding,
  type May,
  mayWith,
  nextFailureCount,
  type PermissionCheck,
  shouldSignOut,
} from './rules';

/** Every permission query: a change of roles, memberships or profile reloads them all. */
export const PERMISSIONS_KEY = ['permissions'] as const;
export const USER_PERMISSIONS_KEY = [...PERMISSIONS_KEY, 'user'] as const;
export const GROUP_PERMISSIONS_KEY = [...PERMISSIONS_KEY, 'groups'] as const;

/** Fetches the user-level permissions and keeps them under `permissions` (spec §3). */
export async function loadUserPermissions(background = false): Promise<UserPermissions> {
  const data = await http<UserPermissions>('GET', API.userPermissions, undefined, { background });
  kept.write(STORAGE_KEYS.permissions, data);
  return data;
}

/** Fetches group id -> actions and keeps it under the group map (spec §3). */
export async function loadGroupPermissions(background = false): Promise<GroupPermissions> {
  const data = await http<GroupPermissions>('GET', API.groupPermissions, undefined, {
    background,
  });
  kept.write(STORAGE_KEYS.groupMap, data);
  return data;
}

export function useUserPermissions() {
  return useQuery({
    queryKey: USER_PERMISSIONS_KEY,
    queryFn: () => loadUserPermissions(),
    initialData: () => kept.read<UserPermissions>(STORAGE_KEYS.permissions),
    initialDataUpdatedAt: 0,
  });
}

export function useGroupPermissions() {
  return useQuery({
    queryKey: GROUP_PERMISSIONS_KEY,
    queryFn: () => loadGroupPermissions(),
    initialData: () => kept.read<GroupPermissions>(STORAGE_KEYS.groupMap),
    initialDataUpdatedAt: 0,
  });
}

/**
 * What the signed-in profile may do (mayWith): `may('manageGroup', groupId, instituteId)`.
 * For a screen's several checks, or a list of groups.
 */
export function usePermissions(): May {
  const user = useShellUser();
  const userPermissions = useUserPermissions().data;
  const groups = useGroupPermissions().data;
  return useMemo(() => mayWith(user, userPermissions, groups), [user, userPermissions, groups]);
}

/**
 * Whether the signed-in profile holds `action` (or any one of several) in `groupId` and its
 * institute, or without a group in its default institute and class.
 */
export function usePermission(
  action: Action | readonly Action[],
  groupId?: string | null,
  instituteId?: string | null,
): boolean {
  return usePermissions()(action, groupId, instituteId);
}

/** The first of the profile's groups where it holds `action` (a screen without a default). */
export function useGroupHolding(action: Action): string | null {
  return firstGroupHolding(useGroupPermissions().data, action);
}

/** The screen gate's verdict for one visit of a screen that declares `access`. */
export function useScreenVerdict(access: Access, groupId?: string | null): GateVerdict {
  const user = useShellUser();
  const userPermissions = useUserPermissions();
  const groups = useGroupPermissions();
  const known = [userPermissions, groups].every((q) => q.data !== undefined || !q.isPending);
  const may = mayWith(user, userPermissions.data, groups.data);
  return screenVerdict(access, may, user, known, groupId);
}

/**
 * Spec §4 "Permissions": every PERMISSION_CHECK_MS the permissions are fetched again; after
 * PERMISSION_CHECK_MAX_FAILURES failed checks with the user permissions missing, sign out.
 */
export function usePermissionCheck(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let failures = 0;
    let stopped = false;
    let running = false;
    const timer = window.setInterval(async () => {
      if (stopped || running) return;
      running = true;
      let check: PermissionCheck;
      try {
        const userPermissions = await loadUserPermissions(true);
        queryClient.setQueryData(USER_PERMISSIONS_KEY, userPermissions);
        check = { ok: true, userPermissions };
      } catch {
        check = { ok: false };
      }
      loadGroupPermissions(true).then(
        (groups) => queryClient.setQueryData(GROUP_PERMISSIONS_KEY, groups),
        () => undefined,
      );
      running = false;
      failures = nextFailureCount(failures, check);
      if (!stopped && shouldSignOut(failures)) {
        stopped = true;
        window.clearInterval(timer);
        void signOut({ forced: true });
      }
    }, PERMISSION_CHECK_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [queryClient]);
}
