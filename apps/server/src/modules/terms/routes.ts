import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the terms domain (issue 3). */
export const termRoutes: FastifyPluginAsyncZod = async () => {};
