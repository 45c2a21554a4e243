import type { ServerModule } from '../module.js';
import { groupRoutes } from './routes.js';

/**
 * Groups: institutes and their classes (the groups table), their members' pages and the rules
 * of who may change whom (policy.ts). Other modules find institutes and classes here.
 */
export const groupsModule: ServerModule = { name: 'groups', routes: groupRoutes };
