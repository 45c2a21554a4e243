import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { holidayRoutes } from './holiday-routes.js';
import { leaveRoutes } from './leave-routes.js';
import { markRoutes } from './mark-routes.js';
import { reportRoutes } from './report-routes.js';
import { staffRoutes } from './staff-routes.js';

/** The attendance calls (issue 24 §1), under /rest/attendance. */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(markRoutes);
  await app.register(leaveRoutes);
  await app.register(holidayRoutes);
  await app.register(reportRoutes);
  await app.register(staffRoutes);
};
