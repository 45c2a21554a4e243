import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the admission domain (issue 3). */
export const admissionRoutes: FastifyPluginAsyncZod = async () => {};
