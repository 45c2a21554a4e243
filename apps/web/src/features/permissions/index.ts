/**
 * What other features use of permissions: who may do what where (the acting profile's
 * permissions, read once and kept), who may open a screen (the gate, the menus, the dashboard)
 * and the pure rules beneath them.
 */
export { INSTITUTE_ACTION, isWithin, mayOpen, screenVerdict } from './access';
export { holdsIn, type May } from './rules';
export {
  loadGroupPermissions,
  loadUserPermissions,
  PERMISSIONS_KEY,
  useGroupHolding,
  usePermission,
  usePermissionCheck,
  usePermissions,
  useScreenVerdict,
} from './store';
