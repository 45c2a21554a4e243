import type { ServerModule } from '../module.js';
import { roleRoutes } from './routes.js';

/** Roles: each institute's roles, who may give which (policy.ts), and their screens. */
export const rolesModule: ServerModule = { name: 'roles', routes: roleRoutes };

export {
  assertMayGrant,
  type Grantor,
  grantorIn,
  grantRefusal,
  outranks,
} from './policy.js';
export {
  findBuiltinRole,
  findRole,
  insertBuiltinRoles,
  insertRole,
  type RoleRow,
  rolesOfInstitute,
} from './queries.js';
