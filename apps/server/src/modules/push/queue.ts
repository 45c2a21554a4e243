import type { Queryable } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { Clock } from '../../lib/clock.js';

/** The job that sends a raised notification event's pushes (push-job.ts runs it). */
export const PUSH_JOB = 'push.send';

/**
 * Queues the pushes of a raised notification event, in the raising transaction. It takes the
 * context's queue and clock only (not AppContext), so that context.ts, which reads the push
 * network from this module, is not imported back.
 */
export async function queuePushForEvent(
  ctx: { jobs: JobQueue; clock: Clock },
  db: Queryable,
  eventId: string,
) {
  await ctx.jobs.send(PUSH_JOB, { eventId }, { startAfter: ctx.clock.now() }, db);
}
