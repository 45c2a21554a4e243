import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const taskRoutes: FastifyPluginAsyncZod = async () => {};
