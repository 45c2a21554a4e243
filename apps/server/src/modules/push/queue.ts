import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';

/** The job that sends a raised notification event's pushes (push-job.ts runs it). */
export const PUSH_JOB = 'push.send';

/** Queues the pushes of a raised notification event, in the raising transaction. */
export async function queuePushForEvent(ctx: AppContext, db: Queryable, eventId: string) {
  await ctx.jobs.send(PUSH_JOB, { eventId }, { startAfter: ctx.clock.now() }, db);
}
