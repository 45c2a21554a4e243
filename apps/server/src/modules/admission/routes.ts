import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicantRoutes } from './applicant-routes.js';
import { configRoutes } from './config-routes.js';
import { publicAdmissionRoutes } from './public-routes.js';
import { reviewRoutes } from './review-routes.js';

/** Routes of the admission domain (spec §2.1 direct admission; issue 3). */
export const admissionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicAdmissionRoutes);
  await app.register(configRoutes);
  await app.register(reviewRoutes);
  await app.register(applicantRoutes);
};
