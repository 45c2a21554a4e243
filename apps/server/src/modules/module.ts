import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';

/**
 * A background job a module declares: its queue's name and what one job does. The app's job
 * queue (jobs/queue.ts) runs them durably on the database: a job survives a restart, runs once
 * even with several processes, and is tried again when `run` throws.
 */
export type ModuleJob = {
  name: string;
  run(ctx: AppContext, data: unknown): Promise<void>;
  /**
   * `oneWaitingPerKey`: while a job of the queue waits, a send with the same singleton key (or
   * none, like another without one) is dropped; by default every send is a job of its own.
   */
  policy?: 'oneWaitingPerKey';
  /** Sent once when a serving process starts (a sweep for what a stopped portal left undone). */
  atStart?: boolean;
};

/**
 * What a server module offers the app: its routes (under /rest, with an optional prefix), its
 * background jobs, and later its live-channel handlers. Each module's index.ts exports one;
 * modules/index.ts lists them, and app.ts registers the list.
 */
export type ServerModule = {
  name: string;
  /** None for a module that only owns tables others use (people). */
  routes?: FastifyPluginAsyncZod;
  /** Under /rest: '/auth' for the auth module; none for the others. */
  prefix?: string;
  /** The jobs the module sends and runs (the exams' finalisation). */
  jobs?: ModuleJob[];
};
