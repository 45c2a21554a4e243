import type { QueuedJob } from '../../jobs/queue.js';

/** The job that sends a raised notification event's pushes (push-job.ts runs it). */
export const PUSH_JOB = 'push.send';

/**
 * The job that sends the pushes of a raised notification event, for the raising transaction to
 * queue. It is data only (not AppContext), so that context.ts, which reads the push network from
 * this module, is not imported back.
 */
export const pushJobFor = (eventId: string, now: Date): QueuedJob => ({
  name: PUSH_JOB,
  data: { eventId },
  startAfter: now,
});
