import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Substitutions (issue 24 §2): filled in by a later step. */
export const substitutionRoutes: FastifyPluginAsyncZod = async () => {};
