import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gatePassRoutes } from './gate-pass-routes.js';
import { visitorRoutes } from './visitor-routes.js';

/** The front office's calls (issue 25 §4), under /rest/visitor and /rest/gate-pass. */
export const visitorsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(visitorRoutes);
  await app.register(gatePassRoutes);
};
