import type { Action } from '@shala/shared';
import type { Access, MenuUser } from '../../core/manifest';
import type { GateVerdict } from '../../ui/ScreenGate';
import type { May } from './rules';

/** The permission every member holds in its institute (also unverified: spec §4). */
export const INSTITUTE_ACTION: Action = 'getGroup';

type AccessUser = Pick<MenuUser, 'defaultInstituteId' | 'defaultClassId' | 'accountRole'>;

/**
 * Whether the profile may open what `access` guards, or be offered a link to it: the one rule
 * behind the menus, the dashboard's shortcuts and the screen gate. `groupId` is the group the
 * address names (a route's `groupParam`); without it the profile's default groups count.
 */
export function mayOpen(
  access: Access,
  may: May,
  user: AccessUser,
  groupId?: string | null,
): boolean {
  if (access.superAdmin && user.accountRole !== 'ROLE_SUPER_ADMIN') return false;
  if (access.needs === 'institute' && !user.defaultInstituteId) return false;
  if (access.needs === 'class' && !(user.defaultInstituteId && user.defaultClassId)) return false;
  if (access.needs && !may(INSTITUTE_ACTION)) return false;
  return !access.anyOf || may(access.anyOf, groupId);
}

/**
 * What the screen gate shows for one visit: the empty state of a screen about an institute (or
 * class) the profile has not chosen, a spinner until the permissions are known, else the screen
 * or its refusal, by mayOpen.
 */
export function screenVerdict(
  access: Access,
  may: May,
  user: AccessUser,
  permissionsKnown: boolean,
  groupId?: string | null,
): GateVerdict {
  if (access.superAdmin && user.accountRole !== 'ROLE_SUPER_ADMIN') return 'refused';
  if (access.needs && !user.defaultInstituteId) return 'no-institute';
  if (access.needs === 'class' && !user.defaultClassId) return 'no-class';
  if (!access.anyOf && !access.needs) return 'open';
  if (!permissionsKnown) return 'pending';
  return mayOpen(access, may, user, groupId) ? 'open' : 'refused';
}

/**
 * Whether `narrow` never offers more than `wide` lets in: every profile `narrow` admits,
 * `wide` admits too. The manifests' links must be at least as strict as their screens.
 */
export function isWithin(narrow: Access, wide: Access): boolean {
  if (wide.superAdmin && !narrow.superAdmin) return false;
  if (wide.needs === 'class' && narrow.needs !== 'class') return false;
  if (wide.needs === 'institute' && !narrow.needs) return false;
  if (wide.groupParam !== narrow.groupParam && narrow.anyOf && wide.anyOf) return false;
  if (!wide.anyOf) return true;
  return !!narrow.anyOf && narrow.anyOf.every((a) => wide.anyOf?.includes(a));
}
