import type { Queryable } from '../db/client.js';

/**
 * Durable background jobs on the database (pg-boss over our own connection: PGlite or
 * PostgreSQL alike, see pg-boss-queue.ts). A job survives a restart, and with several processes
 * only one runs it. Modules declare their jobs (ServerModule.jobs) and send them through the
 * context's queue; the app starts the queue and stops it on close.
 */

export type SendOptions = {
  /** Not before this instant, by the app's clock (the wait is counted from now). */
  startAfter: Date;
  /**
   * On a queue declared `oneWaitingPerKey`, at most one job with this key waits at a time: a
   * second send while one waits is dropped.
   */
  singletonKey?: string;
};

export interface JobQueue {
  /**
   * Schedules a job of a declared queue. With `db`, the job is written in that transaction (it
   * exists only if the transaction commits); otherwise on its own.
   */
  send(
    name: string,
    data: Record<string, unknown>,
    options: SendOptions,
    db?: Queryable,
  ): Promise<void>;
  /**
   * Schedules several jobs in one statement (the mails and pushes of a payment's notices): as
   * `send` each, but one round trip. No `singletonKey` here: a keyed job is sent on its own.
   */
  sendMany(jobs: readonly QueuedJob[], db?: Queryable): Promise<void>;
}

/** A job for `sendMany`: its declared queue, its data and when it may start. */
export type QueuedJob = {
  name: string;
  data: Record<string, unknown>;
  startAfter: Date;
};

/** The job being run: its id, and its try (retryCount) against the queue's retryLimit. */
export type JobAttempt = { id: string; retryCount: number; retryLimit: number };
