import type { ServerModule } from '../module.js';
import { auditRoutes } from './routes.js';

export const auditModule: ServerModule = { name: 'audit', routes: auditRoutes };
