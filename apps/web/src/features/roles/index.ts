/** What other features use of roles: an institute's roles, and the panel that manages them. */
export { useRoles } from './api';
export { RolesPanel } from './RolesPanel';
