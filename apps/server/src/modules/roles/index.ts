import type { ServerModule } from '../module.js';
import { roleRoutes } from './routes.js';

export const rolesModule: ServerModule = { name: 'roles', routes: roleRoutes };
