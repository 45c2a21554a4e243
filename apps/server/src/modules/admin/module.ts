import type { ServerModule } from '../module.js';
import { adminRoutes } from './routes.js';

export const adminModule: ServerModule = { name: 'admin', routes: adminRoutes };
