import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const questionRoutes: FastifyPluginAsyncZod = async () => {};
