import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * What a server module offers the app: its routes (under /rest, with an optional prefix), and
 * later its background jobs and live-channel handlers. Each module's index.ts exports one;
 * modules/index.ts lists them, and app.ts registers the list.
 */
export type ServerModule = {
  name: string;
  /** None for a module that only owns tables others use (people). */
  routes?: FastifyPluginAsyncZod;
  /** Under /rest: '/auth' for the auth module; none for the others. */
  prefix?: string;
};
