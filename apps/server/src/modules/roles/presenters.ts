import type { RoleData } from '@shala/shared';
import { type Grantor, mayEditRole, mayGrantRole } from './policy.js';
import type { RoleWithCount } from './queries.js';

/** A role with what the caller may do with it: give it, change or delete it. */
export function toRoleData(
  row: RoleWithCount,
  grantor: Grantor,
  heldRoleIds: Set<string>,
): RoleData {
  return {
    id: row.id,
    name: row.name,
    builtinKey: row.builtinKey,
    permissions: [...row.permissions],
    memberCount: Number(row.memberCount),
    grantable: mayGrantRole(grantor, row),
    editable: mayEditRole(grantor, row, heldRoleIds),
  };
}
