import { indiaDayEnd } from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { ModuleJob } from '../module.js';
import { applyLateFees } from './late-fees.js';
import { todayOf } from './today.js';

/**
 * The daily late-fee job: every institute's late fees fallen due by India's day (by the app's
 * clock) are written, in one idempotent statement, so running it twice (two processes, a retry,
 * the sweep at start and the day's run) adds each late fee once. Sent when a serving process
 * starts and then again for the first minute of India's next day, one waiting at a time.
 */
export const LATE_FEES_JOB = 'fees.lateFees';
/** A minute into the day, so a clock a little behind the database's is in the new day too. */
const AFTER_MIDNIGHT_MS = 60_000;

export async function writeLateFees(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  return ctx.db.transaction((tx) => applyLateFees(tx, { today: todayOf(now), now }));
}

async function runLateFees(ctx: AppContext): Promise<void> {
  const added = await writeLateFees(ctx);
  if (added > 0) ctx.log.info({ added }, 'late fees written');
  const next = new Date(indiaDayEnd(todayOf(ctx.clock.now())).getTime() + AFTER_MIDNIGHT_MS);
  await ctx.jobs.send(LATE_FEES_JOB, {}, { startAfter: next });
}

export const lateFeesJob: ModuleJob = {
  name: LATE_FEES_JOB,
  run: runLateFees,
  policy: 'oneWaitingPerKey',
  atStart: true,
};
