import type { ServerModule } from '../module.js';
import { permissionRoutes } from './routes.js';

export const permissionsModule: ServerModule = { name: 'permissions', routes: permissionRoutes };
