import { addDays, nextMonthStart, partMonthReading, wholeMonthsOf } from '@shala/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';

/** The raw marks of some days counted by class, month and status. */
const markedBetween = (instituteId: string, from: string, to: string) =>
  sql`select a.class_id as "classId", to_char(date_trunc('month', a.day), 'YYYY-MM') as month,
      a.status, count(*)::int as n
    from attendance_records a
    where a.institute_id = ${instituteId}::uuid and a.class_id is not null
      and a.day between ${from}::date and ${to}::date
    group by a.class_id, date_trunc('month', a.day), a.status`;

/** The monthly counts by class and status of the months from `first` to `last` (first days). */
const countedMonths = (instituteId: string, first: string, last: string) =>
  sql`select c.class_id as "classId", to_char(c.month, 'YYYY-MM') as month, c.status,
      c.marks as n
    from attendance_month_counts c
    where c.institute_id = ${instituteId}::uuid
      and c.month between ${first}::date and ${last}::date`;

/** The raw marks of some days, counted to be taken away. */
const takenAway = (instituteId: string, from: string, to: string) =>
  sql`select "classId", month, status, -n as n from (${markedBetween(instituteId, from, to)}) m`;

/** A part-month's marks, read by whichever of its days are fewer (rules/statistics.ts). */
function partMonth(instituteId: string, from: string, to: string) {
  const reading = partMonthReading(from, to);
  if ('days' in reading) return [markedBetween(instituteId, from, to)];
  return [
    countedMonths(instituteId, reading.month, reading.month),
    ...reading.less.map((d) => takenAway(instituteId, d.from, d.to)),
  ];
}

/**
 * The students' marks of a range (India days) counted by class, month and status: whole months
 * from the attendance module's monthly counts (a few rows a class-month, however many years),
 * the range's first and last part-months from the marks of whichever of their days are fewer
 * (partMonth).
 */
export function marksByClassMonth(db: Queryable, instituteId: string, from: string, to: string) {
  const whole = wholeMonthsOf(from, to);
  const parts = whole
    ? [
        countedMonths(instituteId, whole.first, whole.last),
        ...(from < whole.first ? partMonth(instituteId, from, addDays(whole.first, -1)) : []),
        ...(nextMonthStart(whole.last) <= to
          ? partMonth(instituteId, nextMonthStart(whole.last), to)
          : []),
      ]
    : [markedBetween(instituteId, from, to)];
  return selectRows<{ classId: string; month: string; status: string; n: number }>(
    db,
    sql.join(parts, sql` union all `),
  );
}
