import { type GroupAction, ROLE_MESSAGES, type RoleData } from '@shala/shared';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../http/errors.js';
import type { Clock } from '../../lib/clock.js';
import { type AuditSource, recordAudit } from '../audit/record.js';
import { uniqueViolation } from '../auth/unique-violation.js';
import { lockInstitute } from '../groups/queries.js';
import {
  countRoleMemberships,
  deleteRole,
  findRoleByName,
  findRoleWithCount,
  insertRole,
  listRoles,
  type RoleWithCount,
  updateRole,
} from './queries.js';

type Deps = { db: Db; clock: Clock };
type Actor = Omit<AuditSource, 'clock'>;
type RoleInput = { name: string; permissions: GroupAction[] };

export function toRoleData(row: RoleWithCount): RoleData {
  return {
    id: row.id,
    name: row.name,
    builtinKey: row.builtinKey,
    permissions: [...row.permissions],
    memberCount: Number(row.memberCount),
  };
}

export async function rolesOf(deps: Deps, instituteId: string) {
  return (await listRoles(deps.db, instituteId)).map(toRoleData);
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

export async function createRole(deps: Deps, instituteId: string, input: RoleInput, actor: Actor) {
  const id = await deps.db
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
      await recordAudit(
        tx,
        { ...actor, clock: deps.clock },
        {
          instituteId,
          action: 'role.created',
          targetType: 'role',
          targetId: row.id,
          detail: { name: input.name, permissions: input.permissions },
        },
      );
      return row.id;
    })
    .catch(duplicateName<string>(input.name));
  const created = await findRoleWithCount(deps.db, instituteId, id);
  if (!created) throw notFound(ROLE_MESSAGES.notFound);
  return toRoleData(created);
}

/**
 * Renames a role and sets its permissions. Built-in roles keep their key (so the institute's
 * own names for them still mean the same); the Institute Admin role keeps manageRoles, or no one
 * could ever give it back.
 */
export async function changeRole(
  deps: Deps,
  instituteId: string,
  roleId: string,
  input: RoleInput,
  actor: Actor,
) {
  await deps.db
    .transaction(async (tx) => {
      await lockInstitute(tx, instituteId);
      const before = await findRoleWithCount(tx, instituteId, roleId);
      if (!before) throw notFound(ROLE_MESSAGES.notFound);
      if (before.builtinKey === 'INSTITUTE_ADMIN' && !input.permissions.includes('manageRoles')) {
        throw conflict(ROLE_MESSAGES.adminKeepsRoles);
      }
      if (await findRoleByName(tx, instituteId, input.name, roleId)) {
        throw conflict(ROLE_MESSAGES.duplicateName(input.name));
      }
      await updateRole(tx, roleId, { name: input.name, permissions: input.permissions });
      const added = input.permissions.filter((p) => !before.permissions.includes(p));
      const removed = before.permissions.filter(
        (p) => !(input.permissions as string[]).includes(p),
      );
      await recordAudit(
        tx,
        { ...actor, clock: deps.clock },
        {
          instituteId,
          action: 'role.updated',
          targetType: 'role',
          targetId: roleId,
          detail: { from: before.name, name: input.name, added, removed },
        },
      );
    })
    .catch(duplicateName<void>(input.name));
  const updated = await findRoleWithCount(deps.db, instituteId, roleId);
  if (!updated) throw notFound(ROLE_MESSAGES.notFound);
  return toRoleData(updated);
}

/** Deletes an institute's own role that no membership holds. */
export async function removeRole(deps: Deps, instituteId: string, roleId: string, actor: Actor) {
  await deps.db.transaction(async (tx) => {
    await lockInstitute(tx, instituteId);
    const role = await findRoleWithCount(tx, instituteId, roleId);
    if (!role) throw notFound(ROLE_MESSAGES.notFound);
    if (role.builtinKey) throw conflict(ROLE_MESSAGES.builtinDelete);
    const held = await countRoleMemberships(tx, roleId);
    if (held > 0) throw conflict(ROLE_MESSAGES.inUse(role.name, held));
    await deleteRole(tx, roleId);
    await recordAudit(
      tx,
      { ...actor, clock: deps.clock },
      {
        instituteId,
        action: 'role.deleted',
        targetType: 'role',
        targetId: roleId,
        detail: { name: role.name, permissions: role.permissions },
      },
    );
  });
}
