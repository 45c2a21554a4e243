import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the imports domain (issue 3). */
export const importRoutes: FastifyPluginAsyncZod = async () => {};
