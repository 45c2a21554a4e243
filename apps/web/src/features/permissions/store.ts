import {
  type Action,
  API,
  type GroupPermissions,
  PERMISSION_CHECK_MS,
  type UserPermissions,
} from '@shala/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { http } from '../../core/http';
import { kept, STORAGE_KEYS } from '../../core/storage';
import { useShellUser } from '../shell/shell-user';
import { signOut } from '../shell/sign-out';
import { holdsAction, nextFailureCount, type PermissionCheck, shouldSignOut } from './rules';

export const USER_PERMISSIONS_KEY = ['permissions', 'user'] as const;
export const GROUP_PERMISSIONS_KEY = ['permissions', 'groups'] as const;

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

/** Whether the signed-in profile holds an action (user-level, or in its default groups). */
export function useHolds(): (action: Action) => boolean {
  const user = useShellUser();
  const userPermissions = useUserPermissions().data;
  const groups = useGroupPermissions().data;
  return useCallback(
    (action: Action) => holdsAction(action, user, userPermissions, groups),
    [user, userPermissions, groups],
  );
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
