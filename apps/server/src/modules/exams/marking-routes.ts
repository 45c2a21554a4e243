import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const markingRoutes: FastifyPluginAsyncZod = async () => {};
