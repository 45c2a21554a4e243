import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account-routes.js';
import { onlineRoutes } from './online-routes.js';
import { readRoutes } from './read-routes.js';
import { receiptRoutes } from './receipt-routes.js';
import { recordRoutes } from './record-routes.js';
import { revertRoutes } from './revert-routes.js';

/** The payment calls of the wire contract of issue 11 (spec §7 names them without paths). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountRoutes);
  await app.register(recordRoutes);
  await app.register(readRoutes);
  await app.register(receiptRoutes);
  await app.register(revertRoutes);
  await app.register(onlineRoutes);
};
