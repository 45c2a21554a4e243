import { indiaDay, indiaDayStart } from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';

/** When the principal's daily summary goes (daily-summary.ts): its job and the mark-by instant. */
export const DAILY_SUMMARY_JOB = 'attendance.dailySummary';

/**
 * The instant of `markBy` ("HH:MM", India's) on `day`: the summary goes then, and a staff
 * member's own mark from the minute after it is Late.
 */
export function markByInstant(day: string, markBy: string): Date {
  const [h = 10, m = 0] = markBy.split(':').map(Number);
  return new Date(indiaDayStart(day).getTime() + (h * 60 + m) * 60_000);
}

/** Waits for the institute's mark-by time today (one job per institute, day and time). */
export async function scheduleDailySummary(
  ctx: AppContext,
  instituteId: string,
  markBy: string,
  db?: Queryable,
): Promise<void> {
  const day = indiaDay(ctx.clock.now());
  const at = markByInstant(day, markBy);
  if (at <= ctx.clock.now()) return;
  await ctx.jobs.send(
    DAILY_SUMMARY_JOB,
    { instituteId, day },
    { startAfter: at, singletonKey: `${instituteId}:${day}:${markBy}` },
    db,
  );
}
