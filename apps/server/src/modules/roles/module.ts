import type { ServerModule } from '../module.js';
import { roleRoutes } from './routes.js';

/** Roles: each institute's roles, who may give which (policy.ts), and their screens. */
export const rolesModule: ServerModule = { name: 'roles', routes: roleRoutes };
