import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classRoutes } from './class-routes.js';
import { subjectRoutes } from './subject-routes.js';

/** The subjects calls (issue 24 §0), under /rest/subjects. */
export const subjectsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(subjectRoutes);
  await app.register(classRoutes);
};
