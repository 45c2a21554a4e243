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
