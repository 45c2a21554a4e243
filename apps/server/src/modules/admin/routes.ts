import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the admin domain (issue 3). */
export const adminRoutes: FastifyPluginAsyncZod = async () => {};
