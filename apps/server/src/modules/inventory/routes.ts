import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemRoutes } from './item-routes.js';
import { movementRoutes } from './movement-routes.js';

/** The stock calls (issue 25 §3), under /rest/inventory. */
export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(itemRoutes);
  await app.register(movementRoutes);
};
