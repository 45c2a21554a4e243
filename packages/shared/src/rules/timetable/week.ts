import type { TimetableSlotWire } from '../../schemas/timetable/timetable.js';

/** The school week's shape (issue 24 §2): its periods among the slots, and a starting week. */

const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

/** "Monday" for ISO weekday 1. */
export const weekdayName = (isoDay: number): string => WEEKDAY_NAMES[isoDay - 1] ?? '';

/** How many teaching periods a day has (breaks apart). */
export const periodCount = (slots: readonly TimetableSlotWire[]): number =>
  slots.filter((s) => s.kind === 'PERIOD').length;

/** The teaching periods, in order, with their number from 1. */
export function periodsOf(slots: readonly TimetableSlotWire[]) {
  let n = 0;
  return slots.flatMap((slot) => (slot.kind === 'PERIOD' ? [{ number: ++n, slot }] : []));
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A week to start from when a school gives only how many days and periods: Monday onwards,
 * 40-minute periods from 08:00 with a 20-minute lunch break halfway through.
 */
export function startingWeek(days: number, periods: number) {
  const slots: TimetableSlotWire[] = [];
  let at = 8 * 60;
  for (let p = 1; p <= periods; p += 1) {
    slots.push({ kind: 'PERIOD', label: `Period ${p}`, start: hhmm(at), end: hhmm(at + 40) });
    at += 40;
    if (p === Math.ceil(periods / 2) && p < periods) {
      slots.push({ kind: 'BREAK', label: 'Lunch', start: hhmm(at), end: hhmm(at + 20) });
      at += 20;
    }
  }
  return { days: Array.from({ length: days }, (_, i) => i + 1), slots, maxConsecutive: 4 };
}

/** The day of the school week (from 1) a date (YYYY-MM-DD) falls on, or null when none. */
export function schoolDayOf(days: readonly number[], isoDate: string): number | null {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  const iso = weekday === 0 ? 7 : weekday;
  const index = days.indexOf(iso);
  return index < 0 ? null : index + 1;
}
