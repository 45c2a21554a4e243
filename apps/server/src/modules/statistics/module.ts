import type { ServerModule } from '../module.js';
import { statisticsRoutes } from './routes.js';

/**
 * Statistics (issue 25 §6): read-only figures of the institute, summed by the database over the
 * other modules' tables (memberships, attendance marks, dues and payments, expense entries, exam
 * attempts), one call per chart of the screen. It writes nothing and owns no table.
 */
export const statisticsModule: ServerModule = {
  name: 'statistics',
  routes: statisticsRoutes,
};
