import type { ServerModule } from '../module.js';
import { permissionRoutes } from './routes.js';

/**
 * Permissions: who is calling (the Caller, built once per call from the identity cache), the one
 * decision (authorize), what a caller holds in a group, and the permission poll's routes.
 */
export const permissionsModule: ServerModule = { name: 'permissions', routes: permissionRoutes };

export type { Caller, PermissionSubject } from './caller.js';
export type { IdentityCache } from './identity-cache.js';
export type { AccountProfile } from './identity-queries.js';
export { findGroupScope, type GroupScope, type ProfileMembership } from './queries.js';
export { type HeldActions, heldActions } from './service.js';
