import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the roles domain (issue 3). */
export const roleRoutes: FastifyPluginAsyncZod = async () => {};
