import type { ServerModule } from '../module.js';
import { groupRoutes } from './routes.js';

export const groupsModule: ServerModule = { name: 'groups', routes: groupRoutes };
