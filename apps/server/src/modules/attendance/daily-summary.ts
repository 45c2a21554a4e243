import { addDays, indiaDay, LATE, schoolDay } from '@shala/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { notifications } from '../../db/schema/index.js';
import { announce, holdersOf, raiseNotification } from '../notifications/index.js';
import { daySummary } from './report-service.js';
import { calendarBetween } from './settings-queries.js';
import { rulesOf } from './settings-service.js';
import { markByInstant, scheduleDailySummary } from './summary-schedule.js';

/**
 * The principal's daily summary (issue 24 §1): at the institute's mark-by time (India's), the
 * holders of manageAttendance are told which classes are not marked yet, how many are absent in
 * each, and which have late arrivals, half days or leave, once per institute and day (the
 * notification's dedupe key). A durable job waits for each institute's mark-by time; the hourly
 * reminder sweep sends that job for the day, and sends the summary itself where the time has
 * passed and nobody was told (a stopped portal's job).
 * An institute uses attendance once it has saved its settings or marked a day in the last two
 * weeks; a day with no class open (a holiday) tells nobody.
 */
const summaryKey = (instituteId: string, day: string) => `attendance.summary:${instituteId}:${day}`;

type Institute = { id: string; activeSessionId: string | null };

/** The institutes that use attendance (settings saved, or a mark since `since`). */
function attendanceInstitutes(db: Queryable, since: string, only?: string) {
  return selectRows<Institute>(
    db,
    sql`select g.id, g.active_session_id as "activeSessionId" from groups g
      where g.type = 'INSTITUTE' ${only ? sql`and g.id = ${only}` : sql``}
        and (exists (select 1 from attendance_settings s where s.institute_id = g.id)
          or exists (select 1 from attendance_records a
            where a.institute_id = g.id and a.day >= ${since}))`,
  );
}

/** Has each of these people had the day's summary? */
async function everyoneTold(db: Queryable, profileIds: readonly string[], key: string) {
  const told = await db
    .select({ id: notifications.profileId })
    .from(notifications)
    .where(
      and(inArray(notifications.profileId, [...profileIds]), eq(notifications.dedupeKey, key)),
    );
  return new Set(told.map((r) => r.id)).size >= profileIds.length;
}

/** "Class 5 A, Class 6 B" or "Class 5 A (2), Class 7 C (1)"; at most `max` named. */
function listed(items: readonly string[], max = 12): string {
  return items.length > max
    ? `${items.slice(0, max).join(', ')} and ${items.length - max} more`
    : items.join(', ');
}

/**
 * Tells the institute's attendance keepers the day's summary when its mark-by time has come;
 * answers whether anyone was told now (false before the time, on a day off, when told already).
 */
export async function sendDailySummary(
  ctx: AppContext,
  institute: Institute,
  day: string,
): Promise<boolean> {
  const rules = await rulesOf(ctx.db, institute.id);
  if (ctx.clock.now() < markByInstant(day, rules.markBy)) return false;
  const holders = await holdersOf(ctx.db, institute.id, 'manageAttendance');
  const key = summaryKey(institute.id, day);
  if (holders.length === 0 || (await everyoneTold(ctx.db, holders, key))) return false;
  const scope = {
    id: institute.id,
    type: 'INSTITUTE' as const,
    instituteId: institute.id,
    activeSessionId: institute.activeSessionId,
  };
  const { view: summary, firstMarks } = await daySummary(ctx.db, scope, day);
  const calendar = await calendarBetween(ctx.db, institute.id, day, day);
  const open = summary.classes.filter(
    (c) => c.students > 0 && schoolDay(day, rules.weeklyOff, calendar, c.id).open,
  );
  if (open.length === 0) return false;
  const unmarked = open.filter((c) => !c.marked).map((c) => c.name);
  /** "Class 5 A (2), Class 6 B (1)": the open classes with first marks of these codes. */
  const classesWith = (codes: ReadonlySet<string>) =>
    open.flatMap((c) => {
      const n = firstMarks.filter((m) => m.classId === c.id && codes.has(m.status)).length;
      return n > 0 ? [`${c.name} (${n})`] : [];
    });
  const absent = classesWith(
    new Set(rules.statuses.filter((s) => s.countsAs === 'ABSENT').map((s) => s.code)),
  );
  // Then each other status worth a principal's eye, by its label: late, half days, leave, and
  // the institute's own statuses that do not count as present.
  const others = rules.statuses
    .filter((s) => s.code === LATE || s.countsAs === 'HALF' || s.countsAs === 'EXCUSED')
    .flatMap((s) => {
      const named = classesWith(new Set([s.code]));
      return named.length > 0 ? [`${s.label}: ${listed(named)}.`] : [];
    });
  const title =
    unmarked.length === 0
      ? `Attendance at ${rules.markBy}: every class is marked`
      : `Attendance at ${rules.markBy}: ${unmarked.length} of ${open.length} ${open.length === 1 ? 'class' : 'classes'} not marked`;
  const message = [
    unmarked.length > 0 ? `Not marked yet: ${listed(unmarked)}.` : '',
    absent.length > 0 ? `Absent by class: ${listed(absent)}.` : 'Nobody is marked absent.',
    ...others,
  ]
    .filter(Boolean)
    .join(' ');
  const raised = await ctx.db.transaction((tx) =>
    raiseNotification(ctx, tx, {
      kind: 'attendance.summary',
      profileIds: holders,
      instituteId: institute.id,
      title,
      message,
      target: '/erp/attendance/reports',
      groupId: institute.id,
      featureId: 'attendance',
      featureAction: 'summary',
      dedupeKey: key,
    }),
  );
  await announce(ctx, raised);
  return raised.profileIds.length > 0;
}

/** The job at the mark-by time: the summary of its institute's day (if the time is still now). */
export async function runDailySummary(ctx: AppContext, data: unknown): Promise<void> {
  const { instituteId, day } = (data ?? {}) as { instituteId?: string; day?: string };
  if (!instituteId || !day) return;
  const [institute] = await attendanceInstitutes(ctx.db, addDays(day, -14), instituteId);
  if (institute) await sendDailySummary(ctx, institute, day);
}

/**
 * The hourly sweep's part: for each institute using attendance, today's summary waits for its
 * mark-by time (a job), or goes now where the time has passed and nobody was told yet.
 */
export async function sweepDailySummaries(ctx: AppContext): Promise<void> {
  const day = indiaDay(ctx.clock.now());
  for (const institute of await attendanceInstitutes(ctx.db, addDays(day, -14))) {
    const rules = await rulesOf(ctx.db, institute.id);
    if (ctx.clock.now() < markByInstant(day, rules.markBy)) {
      await scheduleDailySummary(ctx, institute.id, rules.markBy);
    } else {
      await sendDailySummary(ctx, institute, day);
    }
  }
}
