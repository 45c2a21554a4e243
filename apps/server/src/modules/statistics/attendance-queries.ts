import { addDays, nextMonthStart, wholeMonthsOf } from '@shala/shared';
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

/** A month's counts by class and status. */
const countedMonth = (instituteId: string, month: string) =>
  sql`select c.class_id as "classId", to_char(c.month, 'YYYY-MM') as month, c.status,
      c.marks as n
    from attendance_month_counts c
    where c.institute_id = ${instituteId}::uuid and c.month = ${month}::date`;

/** The raw marks of some days, counted to be taken away. */
const takenAway = (instituteId: string, from: string, to: string) =>
  sql`select "classId", month, status, -n as n from (${markedBetween(instituteId, from, to)}) m`;

const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/**
 * The marks of `from` to `to`, days of one month, counted whichever way reads fewer marks: the
 * days themselves, or the month's counts less the days outside them (five years from 2 December
 * read the month less its first day, not 30 days of a school's marks).
 */
function partMonth(instituteId: string, from: string, to: string) {
  const first = `${from.slice(0, 7)}-01`;
  const last = addDays(nextMonthStart(from), -1);
  if (daysFrom(from, to) <= daysFrom(first, last) / 2)
    return [markedBetween(instituteId, from, to)];
  return [
    countedMonth(instituteId, first),
    ...(first < from ? [takenAway(instituteId, first, addDays(from, -1))] : []),
    ...(to < last ? [takenAway(instituteId, addDays(to, 1), last)] : []),
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
        sql`select c.class_id as "classId", to_char(c.month, 'YYYY-MM') as month, c.status,
            c.marks as n
          from attendance_month_counts c
          where c.institute_id = ${instituteId}::uuid
            and c.month between ${whole.first}::date and ${whole.last}::date`,
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
