import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the institutes domain (issue 3). */
export const instituteRoutes: FastifyPluginAsyncZod = async () => {};
