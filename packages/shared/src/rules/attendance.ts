/**
 * Attendance's pure rules (issue 24 §1): the built-in statuses, how a status counts, which days
 * are school days, and a student's share of days present. The server and the screens read these.
 */

export type StatusCount = 'PRESENT' | 'ABSENT' | 'HALF' | 'EXCUSED';
export type AttendanceStatus = { code: string; label: string; countsAs: StatusCount };

/** What every institute has; its own statuses come beside these (a code is never reused). */
export const BUILTIN_STATUSES: readonly AttendanceStatus[] = [
  { code: 'P', label: 'Present', countsAs: 'PRESENT' },
  { code: 'A', label: 'Absent', countsAs: 'ABSENT' },
  { code: 'L', label: 'Late', countsAs: 'PRESENT' },
  { code: 'H', label: 'Half day', countsAs: 'HALF' },
  { code: 'E', label: 'On leave', countsAs: 'EXCUSED' },
  { code: 'OD', label: 'On duty', countsAs: 'PRESENT' },
];
export const PRESENT = 'P';
export const ABSENT = 'A';
/** Counts as present, but the principal's daily summary names it. */
export const LATE = 'L';
/** Approved leave marks its days with this. */
export const ON_LEAVE = 'E';

/** Figures of a run of marks: days of each kind and the share present. */
export type AttendanceFigures = {
  marked: number;
  present: number;
  absent: number;
  half: number;
  excused: number;
  /** Present (a half day counts half) over the days marked but not excused, 0–100, one decimal; null when none. */
  percent: number | null;
};

/**
 * Counts marks by how their status counts. Excused days (approved leave) are left out of the
 * share, as Indian schools condone them; an unknown code counts as present (never a false alarm).
 */
export function attendanceFigures(
  codes: readonly string[],
  countOf: (code: string) => StatusCount | undefined,
): AttendanceFigures {
  const f = { marked: codes.length, present: 0, absent: 0, half: 0, excused: 0 };
  for (const code of codes) {
    const kind = countOf(code) ?? 'PRESENT';
    if (kind === 'PRESENT') f.present += 1;
    else if (kind === 'ABSENT') f.absent += 1;
    else if (kind === 'HALF') f.half += 1;
    else f.excused += 1;
  }
  const counted = f.marked - f.excused;
  const percent = counted > 0 ? Math.round(((f.present + f.half / 2) / counted) * 1000) / 10 : null;
  return { ...f, percent };
}

/** A holiday or working day, the institute's (classId null) or one class's. */
export type DayOverride = {
  day: string;
  kind: 'HOLIDAY' | 'WORKING';
  name: string;
  classId: string | null;
};

/** Day of the week of yyyy-mm-dd (0 = Sunday). */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/**
 * Is `day` a school day for the class? A class's own entry overrides the institute's, which
 * overrides the weekly days off. Answers the holiday's name when it is not.
 */
export function schoolDay(
  day: string,
  weeklyOff: readonly number[],
  overrides: readonly DayOverride[],
  classId: string | null,
): { open: true } | { open: false; name: string } {
  const onDay = overrides.filter((o) => o.day === day);
  const own = onDay.find((o) => classId !== null && o.classId === classId);
  const entry = own ?? onDay.find((o) => o.classId === null);
  if (entry) return entry.kind === 'WORKING' ? { open: true } : { open: false, name: entry.name };
  if (weeklyOff.includes(weekdayOf(day))) return { open: false, name: 'Weekly off' };
  return { open: true };
}

/** Every day (yyyy-mm-dd) of a month (yyyy-mm). */
export function daysOfMonth(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** The day `n` days after (or before, negative) yyyy-mm-dd. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysFromTo(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < 400; d = addDays(d, 1)) out.push(d);
  return out;
}

/**
 * A student's line of a register (CSV and PDF): Roll, Name, the day's mark (`dayOff` on a
 * holiday left unmarked), Present, %.
 */
export function registerRowLine(
  view: { days: readonly { holiday: string | null }[] },
  row: {
    rollNo: number | null;
    name: string;
    marks: readonly string[];
    present: number;
    percent: number | null;
  },
  dayOff: string,
): string[] {
  return [
    row.rollNo === null ? '' : String(row.rollNo),
    row.name,
    ...row.marks.map((m, i) => m || (view.days[i]?.holiday ? dayOff : '')),
    String(row.present),
    row.percent === null ? '' : String(row.percent),
  ];
}

/**
 * A register's last line (CSV and PDF): the class's percentage each day and over the month, in
 * the columns Roll, Name, the days, Present, %; empty where nobody is marked.
 */
export function registerClassLine(view: {
  days: readonly { percent: number | null }[];
  percent: number | null;
}): string[] {
  const shown = (p: number | null) => (p === null ? '' : String(p));
  return ['', 'Class %', ...view.days.map((d) => shown(d.percent)), '', shown(view.percent)];
}
