import {
  TIMETABLE_AVAILABILITY_COLUMNS,
  TIMETABLE_EXPORT_COLUMNS,
  TIMETABLE_LIMITS,
  TIMETABLE_LOAD_COLUMNS,
} from '../../schemas/timetable/limits.js';
import { TIMETABLE_TEXTS } from '../../schemas/timetable/messages.js';
import { csvLine } from '../csv-import.js';

/**
 * The timetable's CSV files (issue 24 §2): the teaching load
 * (class,subject,teacher,lessons_per_week,duration,room; `+` joins classes or teachers taught
 * together; duration empty = 1; room may be empty), teachers' availability (teacher,day,period:
 * a period they cannot teach) and the exported week (day,period,class,subject,teacher,room).
 */

export type LoadRow = {
  classes: string[];
  subject: string;
  teachers: string[];
  lessonsPerWeek: number;
  duration: number;
  room: string;
};
export type AvailabilityRow = { teacher: string; day: number; period: number };
type Checked<T> = { ok: true; value: T } | { ok: false; errors: string[] };

/** Reads a header by the exact column names (case and spaces aside); `missing` lists the absent. */
function readExactHeader(columns: readonly string[], header: readonly string[]) {
  const read = header.map((cell) => {
    const name = cell
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase();
    return columns.includes(name) ? name : null;
  });
  return { columns: read, missing: columns.filter((c) => !read.includes(c)) };
}

export const readLoadHeader = (header: readonly string[]) =>
  readExactHeader(TIMETABLE_LOAD_COLUMNS, header);
export const readAvailabilityHeader = (header: readonly string[]) =>
  readExactHeader(TIMETABLE_AVAILABILITY_COLUMNS, header);

/** "Class 6 A + Class 6 B" → the names, spaces tidied. */
export function splitJoined(cell: string): string[] {
  return cell
    .split('+')
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part !== '');
}

function wholeNumber(cell: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(cell.trim())) return null;
  const n = Number(cell.trim());
  return n >= min && n <= max ? n : null;
}

function repeated(names: string[]): string | undefined {
  const seen = new Set<string>();
  for (const name of names) {
    const key = name.toLowerCase();
    if (seen.has(key)) return name;
    seen.add(key);
  }
  return undefined;
}

/** A teaching-load row checked against a day of `periods` periods. */
export function validateLoadRow(record: Record<string, string>, periods: number): Checked<LoadRow> {
  const errors: string[] = [];
  const classes = splitJoined(record.class ?? '');
  const teachers = splitJoined(record.teacher ?? '');
  const subject = (record.subject ?? '').trim().replace(/\s+/g, ' ');
  if (classes.length === 0) errors.push(TIMETABLE_TEXTS.classMissing);
  if (!subject) errors.push(TIMETABLE_TEXTS.subjectMissing);
  if (teachers.length === 0) errors.push(TIMETABLE_TEXTS.teacherMissing);
  for (const twice of [repeated(classes), repeated(teachers)]) {
    if (twice) errors.push(TIMETABLE_TEXTS.twiceInRow(twice));
  }
  const lessonsPerWeek = wholeNumber(
    record.lessons_per_week ?? '',
    1,
    TIMETABLE_LIMITS.maxLessonsPerWeek,
  );
  if (lessonsPerWeek === null) errors.push(TIMETABLE_TEXTS.badLessons);
  const durationCell = (record.duration ?? '').trim();
  const duration =
    durationCell === ''
      ? 1
      : wholeNumber(durationCell, 1, Math.min(periods, TIMETABLE_LIMITS.maxDuration));
  if (duration === null) errors.push(TIMETABLE_TEXTS.badDuration(periods));
  if (errors.length > 0 || lessonsPerWeek === null || duration === null)
    return { ok: false, errors };
  const room = (record.room ?? '').trim().replace(/\s+/g, ' ');
  return { ok: true, value: { classes, subject, teachers, lessonsPerWeek, duration, room } };
}

/** An availability row checked against the week's days and periods. */
export function validateAvailabilityRow(
  record: Record<string, string>,
  days: number,
  periods: number,
): Checked<AvailabilityRow> {
  const errors: string[] = [];
  const teacher = (record.teacher ?? '').trim().replace(/\s+/g, ' ');
  if (!teacher) errors.push(TIMETABLE_TEXTS.teacherMissing);
  const day = wholeNumber(record.day ?? '', 1, days);
  if (day === null) errors.push(TIMETABLE_TEXTS.badDay(days));
  const period = wholeNumber(record.period ?? '', 1, periods);
  if (period === null) errors.push(TIMETABLE_TEXTS.badPeriod(periods));
  if (errors.length > 0 || day === null || period === null) return { ok: false, errors };
  return { ok: true, value: { teacher, day, period } };
}

/** A placed lesson as the export reads it (names, day and first period from 1). */
export type ExportLesson = {
  day: number;
  period: number;
  duration: number;
  classes: readonly string[];
  subject: string;
  teachers: readonly string[];
  room: string | null;
};

/**
 * The week as CSV: one row per class and period taught, in day, period and class order;
 * teachers joined by `+`, room empty where none is set; CRLF line ends as spreadsheets write.
 */
export function exportTimetableCsv(lessons: readonly ExportLesson[]): string {
  const rows: { day: number; period: number; klass: string; cells: string[] }[] = [];
  for (const lesson of lessons) {
    for (let k = 0; k < lesson.duration; k += 1) {
      for (const klass of lesson.classes) {
        const period = lesson.period + k;
        rows.push({
          day: lesson.day,
          period,
          klass,
          cells: [
            String(lesson.day),
            String(period),
            klass,
            lesson.subject,
            lesson.teachers.join('+'),
            lesson.room ?? '',
          ],
        });
      }
    }
  }
  rows.sort((a, b) => a.day - b.day || a.period - b.period || a.klass.localeCompare(b.klass));
  return [csvLine(TIMETABLE_EXPORT_COLUMNS), ...rows.map((r) => csvLine(r.cells))]
    .map((line) => `${line}\r\n`)
    .join('');
}
