import type { ServerModule } from '../module.js';
import { permissionRoutes } from './routes.js';

/**
 * Permissions: who is calling (the Caller, built once per call from the identity cache), the one
 * decision (authorize), what a caller holds in a group, and the permission poll's routes.
 */
export const permissionsModule: ServerModule = { name: 'permissions', routes: permissionRoutes };
