import { type AttendanceFigures, addDays, type StatusCount } from './attendance.js';

/**
 * The statistics' arithmetic (issue 25 §6), shared by the server (which sums in SQL and finishes
 * here) and the screen: shares as one-decimal percentages, the months of a range, students'
 * genders in three counts, and attendance figures from counts of marks by status.
 */

/** part of whole as a percentage with one decimal (half up); null of nothing. */
export function sharePercent(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/** Every month (yyyy-mm) from the month of `from` to the month of `to` (yyyy-mm-dd), in order. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > last) break;
    months.push(month);
    m += 1;
    if (m === 13) {
      m = 1;
      y += 1;
    }
  }
  return months;
}

export type GenderCounts = { boys: number; girls: number; other: number; total: number };
export const NO_GENDER_COUNTS: GenderCounts = { boys: 0, girls: 0, other: 0, total: 0 };

/** Which count a profile's gender falls in: male, female, or other (anything else, or none). */
export function genderBucket(gender: string | null | undefined): 'boys' | 'girls' | 'other' {
  const g = (gender ?? '').trim().toLowerCase();
  if (g === 'male' || g === 'm' || g === 'boy') return 'boys';
  if (g === 'female' || g === 'f' || g === 'girl') return 'girls';
  return 'other';
}

/** Counts of students by gender (`n` students of each gender as stored) summed into three. */
export function genderCounts(
  rows: ReadonlyArray<{ gender: string | null; n: number }>,
): GenderCounts {
  const counts = { ...NO_GENDER_COUNTS };
  for (const row of rows) {
    counts[genderBucket(row.gender)] += row.n;
    counts.total += row.n;
  }
  return counts;
}

export const NO_ATTENDANCE: AttendanceFigures = {
  marked: 0,
  present: 0,
  absent: 0,
  half: 0,
  excused: 0,
  percent: null,
};

/**
 * Attendance figures of marks counted by status (`n` marks of each code), as attendanceFigures
 * counts a list of them: excused days out of the share, a half day half present, an unknown
 * code present (never a false alarm).
 */
export function tallyAttendance(
  counts: ReadonlyArray<{ status: string; n: number }>,
  countOf: (code: string) => StatusCount | undefined,
): AttendanceFigures {
  const f = { marked: 0, present: 0, absent: 0, half: 0, excused: 0 };
  for (const { status, n } of counts) {
    const kind = countOf(status) ?? 'PRESENT';
    f.marked += n;
    if (kind === 'PRESENT') f.present += n;
    else if (kind === 'ABSENT') f.absent += n;
    else if (kind === 'HALF') f.half += n;
    else f.excused += n;
  }
  const counted = f.marked - f.excused;
  const percent = counted > 0 ? Math.round(((f.present + f.half / 2) / counted) * 1000) / 10 : null;
  return { ...f, percent };
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
export const nextMonthStart = (day: string) => monthStart(addDays(monthStart(day), 31));
const previousMonthStart = (day: string) => monthStart(addDays(monthStart(day), -1));

/**
 * The range's whole months, by the first days of the first and the last (inclusive); null when
 * it holds none. The statistics read whole months from the monthly counts, the rest from rows.
 */
export function wholeMonthsOf(from: string, to: string): { first: string; last: string } | null {
  const first = from === monthStart(from) ? from : nextMonthStart(from);
  const last = addDays(to, 1) === nextMonthStart(to) ? monthStart(to) : previousMonthStart(to);
  return first <= last ? { first, last } : null;
}

const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/**
 * How to read a part-month (`from` to `to`, days of one month): by its own days, or, when it
 * holds more than half of them, as the month's counts less the days outside it (`less`, each
 * from and to). Either way the fewer days' marks are read.
 */
export function partMonthReading(
  from: string,
  to: string,
):
  | { days: { from: string; to: string } }
  | { month: string; less: { from: string; to: string }[] } {
  const first = monthStart(from);
  const last = addDays(nextMonthStart(from), -1);
  if (daysFrom(from, to) <= daysFrom(first, last) / 2) return { days: { from, to } };
  return {
    month: first,
    less: [
      ...(first < from ? [{ from: first, to: addDays(from, -1) }] : []),
      ...(to < last ? [{ from: addDays(to, 1), to: last }] : []),
    ],
  };
}
