import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignmentRoutes } from './assignment-routes.js';
import { costRoutes } from './cost-routes.js';
import { itineraryRoutes } from './itinerary-routes.js';
import { vehicleRoutes } from './vehicle-routes.js';

/** The transport calls of issue 11's wire contract, under /rest/transport. */
export const transportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(vehicleRoutes);
  await app.register(itineraryRoutes);
  await app.register(costRoutes);
  await app.register(assignmentRoutes);
};
