import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { questionRoutes } from './bank/question-routes.js';
import { markingRoutes } from './marking/marking-routes.js';
import { taskRoutes } from './setup/task-routes.js';

/** The exam calls of spec §7 and the exam's own (academic tasks, results, live view). */
export const examRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(questionRoutes);
  await app.register(taskRoutes);
  await app.register(markingRoutes);
};
