import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noticeFileRoutes } from './file-routes.js';
import { noticeManageRoutes } from './manage-routes.js';
import { noticeRoutes } from './notice-routes.js';

/** The notices calls (issue 24 §3), under /rest/notice. */
export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(noticeRoutes);
  await app.register(noticeManageRoutes);
  await app.register(noticeFileRoutes);
};
