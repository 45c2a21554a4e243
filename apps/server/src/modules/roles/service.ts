import { type GroupAction, ROLE_MESSAGES } from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { lockInstitute } from '../../db/locks.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import {
  assertManagesInstituteRoles,
  assertMayEditRole,
  assertMayGrant,
  type Grantor,
  grantorIn,
} from './policy.js';
import { toRoleData } from './presenters.js';
import {
  countRoleMemberships,
  deleteRole,
  findRoleByName,
  findRoleWithCount,
  insertRole,
  listRoles,
  rolesHeldBy,
  updateRole,
} from './queries.js';

type RoleInput = { name: string; permissions: GroupAction[] };

/** The institute's roles (a class's scope answers for its institute), each with what the caller may do. */
export async function rolesOf(ctx: AppContext, caller: Caller, scope: GroupScope) {
  const grantor = grantorIn(caller, scope);
  const held = await rolesHeldBy(ctx.db, grantor.accountId, scope.instituteId);
  return (await listRoles(ctx.db, scope.instituteId)).map((row) => toRoleData(row, grantor, held));
}

async function roleData(db: Db, grantor: Grantor, roleId: string) {
  const row = await findRoleWithCount(db, grantor.scope.instituteId, roleId);
  if (!row) throw notFound(ROLE_MESSAGES.notFound);
  return toRoleData(
    row,
    grantor,
    await rolesHeldBy(db, grantor.accountId, grantor.scope.instituteId),
  );
}

/** The unique index backs the duplicate check when two admins race. */
function duplicateName<T>(name: string) {
  return (error: unknown): T => {
    if (uniqueViolation(error) === 'roles_institute_name_uq') {
      throw conflict(ROLE_MESSAGES.duplicateName(name));
    }
    throw error;
  };
}

/** A new role of the institute, with permissions the grantor may give. */
export async function createRole(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  input: RoleInput,
) {
  const grantor = grantorIn(caller, scope);
  const instituteId = scope.instituteId;
  assertManagesInstituteRoles(grantor);
  assertMayGrant(grantor, input.permissions);
  const id = await ctx.db
    .transaction(async (tx) => {
      await lockInstitute(tx, instituteId);
      if (await findRoleByName(tx, instituteId, input.name)) {
        throw conflict(ROLE_MESSAGES.duplicateName(input.name));
      }
      const row = await insertRole(tx, {
        instituteId,
        name: input.name,
        permissions: input.permissions,
      });
      await recordAudit(tx, ctx, caller, {
        instituteId,
        action: 'role.created',
        targetType: 'role',
        targetId: row.id,
        detail: { name: input.name, permissions: input.permissions },
      });
      return row.id;
    })
    .catch(duplicateName<string>(input.name));
  return roleData(ctx.db, grantor, id);
}

/**
 * Renames a role and sets its permissions. Built-in roles keep their key (so the institute's
 * own names for them still mean the same); the Institute Admin role keeps manageRoles, or no one
 * could ever give it back.
 */
export async function changeRole(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  roleId: string,
  input: RoleInput,
) {
  const grantor = grantorIn(caller, scope);
  const instituteId = scope.instituteId;
  const heldRoles = await rolesHeldBy(ctx.db, grantor.accountId, instituteId);
  await ctx.db
    .transaction(async (tx) => {
      await lockInstitute(tx, instituteId);
      const before = await findRoleWithCount(tx, instituteId, roleId);
      if (!before) throw notFound(ROLE_MESSAGES.notFound);
      assertMayEditRole(grantor, before, heldRoles);
      assertMayGrant(grantor, input.permissions);
      if (before.builtinKey === 'INSTITUTE_ADMIN' && !input.permissions.includes('manageRoles')) {
        throw conflict(ROLE_MESSAGES.adminKeepsRoles);
      }
      if (await findRoleByName(tx, instituteId, input.name, roleId)) {
        throw conflict(ROLE_MESSAGES.duplicateName(input.name));
      }
      await updateRole(tx, instituteId, roleId, {
        name: input.name,
        permissions: input.permissions,
      });
      const added = input.permissions.filter((p) => !before.permissions.includes(p));
      const removed = before.permissions.filter(
        (p) => !(input.permissions as string[]).includes(p),
      );
      await recordAudit(tx, ctx, caller, {
        instituteId,
        action: 'role.updated',
        targetType: 'role',
        targetId: roleId,
        detail: { from: before.name, name: input.name, added, removed },
      });
    })
    .catch(duplicateName<void>(input.name));
  return roleData(ctx.db, grantor, roleId);
}

/** Deletes an institute's own role that no membership holds. */
export async function removeRole(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  roleId: string,
) {
  const grantor = grantorIn(caller, scope);
  const instituteId = scope.instituteId;
  const heldRoles = await rolesHeldBy(ctx.db, grantor.accountId, instituteId);
  await ctx.db.transaction(async (tx) => {
    await lockInstitute(tx, instituteId);
    const role = await findRoleWithCount(tx, instituteId, roleId);
    if (!role) throw notFound(ROLE_MESSAGES.notFound);
    assertMayEditRole(grantor, role, heldRoles);
    if (role.builtinKey) throw conflict(ROLE_MESSAGES.builtinDelete);
    const held = await countRoleMemberships(tx, roleId);
    if (held > 0) throw conflict(ROLE_MESSAGES.inUse(role.name, held));
    await deleteRole(tx, instituteId, roleId);
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'role.deleted',
      targetType: 'role',
      targetId: roleId,
      detail: { name: role.name, permissions: role.permissions },
    });
  });
}
