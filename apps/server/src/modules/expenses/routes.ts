import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dayBookRoutes } from './day-book-routes.js';
import { entryRoutes } from './entry-routes.js';
import { setupRoutes } from './setup-routes.js';

/** The expenses calls (issue 25 §1), under /rest/expense. */
export const expensesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(entryRoutes);
  await app.register(dayBookRoutes);
  await app.register(setupRoutes);
};
