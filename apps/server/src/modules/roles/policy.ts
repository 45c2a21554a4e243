import { GRANT_MESSAGES, grantProblem } from '@shala/shared';
import { forbidden } from '../../lib/errors.js';
import {
  type Caller,
  type GroupScope,
  type HeldActions,
  heldActions,
} from '../permissions/index.js';

/**
 * Who hands out access in a scope, with what they hold there. Every grant (a role given by
 * invite, role change or import; a role's permissions set) is judged against it: nobody gives
 * more than they hold, and nobody changes their own membership or role.
 */
export type Grantor = HeldActions & {
  accountId: string;
  profileId: string;
  scope: GroupScope;
};

/** The caller as a grantor in the scope: what it holds there. */
export function grantorIn(caller: Caller, scope: GroupScope): Grantor {
  return {
    ...heldActions(caller, scope),
    accountId: caller.accountId,
    profileId: caller.profileId,
    scope,
  };
}

/** Null when the grantor may give `permissions` here, else the reason in words. */
export function grantRefusal(grantor: Grantor, permissions: readonly string[]): string | null {
  const problem = grantProblem({ ...grantor, granted: permissions });
  return problem ? GRANT_MESSAGES.refused(problem) : null;
}

export function assertMayGrant(grantor: Grantor, permissions: readonly string[]): void {
  const refusal = grantRefusal(grantor, permissions);
  if (refusal) throw forbidden(refusal);
}

/** True when everything `permissions` allow, the grantor holds too (it may touch that member or role). */
export function outranks(grantor: Grantor, permissions: readonly string[]): boolean {
  return permissions.every((a) => grantor.held.has(a));
}

/** May the grantor give this role (in an invite, a role change, an import)? */
export const mayGrantRole = (grantor: Grantor, role: { permissions: readonly string[] }): boolean =>
  grantRefusal(grantor, role.permissions) === null;

type Role = { id: string; permissions: readonly string[] };

/**
 * Null when the grantor may change or delete the role, else why not: it takes manageRoles held
 * for the whole institute, never a role the grantor's own account holds (`heldRoleIds`), nor one
 * above the grantor.
 */
export function roleEditRefusal(
  grantor: Grantor,
  role: Role,
  heldRoleIds: Set<string>,
): string | null {
  if (!grantor.heldAtInstitute.has('manageRoles')) return GRANT_MESSAGES.rolesAtInstitute;
  if (heldRoleIds.has(role.id)) return GRANT_MESSAGES.ownRole;
  if (!outranks(grantor, role.permissions)) return GRANT_MESSAGES.higherRole;
  return null;
}

export const mayEditRole = (grantor: Grantor, role: Role, heldRoleIds: Set<string>): boolean =>
  roleEditRefusal(grantor, role, heldRoleIds) === null;

export function assertMayEditRole(grantor: Grantor, role: Role, heldRoleIds: Set<string>): void {
  const refusal = roleEditRefusal(grantor, role, heldRoleIds);
  if (refusal) throw forbidden(refusal);
}

/** Roles belong to the whole institute: changing them takes manageRoles held there. */
export function assertManagesInstituteRoles(grantor: Grantor): void {
  if (!grantor.heldAtInstitute.has('manageRoles')) throw forbidden(GRANT_MESSAGES.rolesAtInstitute);
}
