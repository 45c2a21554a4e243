import type { AppContext } from '../context.js';
import type { JobAttempt } from './queue.js';

/**
 * A background job a module declares: its queue's name and what one job does. The app's job
 * queue (jobs/queue.ts) runs them durably on the database: a job survives a restart, runs once
 * even with several processes, and is tried again when `run` throws.
 */
export type ModuleJob = {
  name: string;
  /** `attempt`: which try this is (0 the first) of how many retries the queue allows. */
  run(ctx: AppContext, data: unknown, attempt?: JobAttempt): Promise<void>;
  /**
   * `oneWaitingPerKey`: while a job of the queue waits, a send with the same singleton key (or
   * none, like another without one) is dropped; by default every send is a job of its own.
   */
  policy?: 'oneWaitingPerKey';
  /**
   * A job that ended (done, or given up by its own run) is deleted at once instead of kept as
   * completed (the mail outbox: a sent mail's body does not stay in the table).
   */
  deleteWhenDone?: boolean;
  /** The order to run one fetched batch in (jobs written in one instant come in any order). */
  order?: (a: unknown, b: unknown) => number;
  /** Tries after the first (with back-off from `delaySeconds`); 10 from 15 s unless given. */
  retry?: { limit: number; delaySeconds: number };
  /** Sent once when a serving process starts (a sweep for what a stopped portal left undone). */
  atStart?: boolean;
};
