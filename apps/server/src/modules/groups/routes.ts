import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the groups domain (issue 3). */
export const groupRoutes: FastifyPluginAsyncZod = async () => {};
