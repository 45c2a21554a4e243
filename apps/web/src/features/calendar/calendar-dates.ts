import { type CalendarEntry, INDIA_OFFSET_MS, indiaDay } from '@shala/shared';

/**
 * The calendar's days, as people in India count them (yyyy-mm-dd): a month view of six weeks
 * from Monday (en-GB), a week, an agenda of 30 days; which days an entry covers; and the
 * datetime-local inputs of the forms, read and written in Indian time, as every screen shows.
 */

export const CALENDAR_VIEWS = ['month', 'week', 'agenda'] as const;
export type CalendarViewName = (typeof CALENDAR_VIEWS)[number];

const DAY_MS = 86_400_000;
const AGENDA_DAYS = 30;

const at = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, n: number) =>
  new Date(at(day) + n * DAY_MS).toISOString().slice(0, 10);
/** 0 Monday … 6 Sunday. */
export const weekdayOf = (day: string) => (new Date(at(day)).getUTCDay() + 6) % 7;
export const mondayOf = (day: string) => addDays(day, -weekdayOf(day));
export const isDay = (value: string | null): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(at(value));

/** The days a view shows around `day`, first to last. */
export function daysOfView(view: CalendarViewName, day: string): string[] {
  const first =
    view === 'month' ? mondayOf(`${day.slice(0, 7)}-01`) : view === 'week' ? mondayOf(day) : day;
  const count = view === 'month' ? 42 : view === 'week' ? 7 : AGENDA_DAYS;
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}

/** The day a "previous" or "next" step leads to. */
export function stepDay(view: CalendarViewName, day: string, by: 1 | -1): string {
  if (view === 'month') {
    const d = new Date(at(`${day.slice(0, 7)}-01`));
    d.setUTCMonth(d.getUTCMonth() + by);
    return d.toISOString().slice(0, 10);
  }
  return addDays(day, by * (view === 'week' ? 7 : AGENDA_DAYS));
}

/** India's days an entry covers: from its start's day to the day of its last instant. */
export function daysOfEntry(entry: Pick<CalendarEntry, 'startAt' | 'endAt'>): [string, string] {
  const start = Date.parse(entry.startAt);
  const last = Math.max(start, Date.parse(entry.endAt) - 1);
  return [indiaDay(new Date(start)), indiaDay(new Date(last))];
}

/** The entries on a day, all-day ones first, then by start. */
export function entriesOn(entries: readonly CalendarEntry[], day: string): CalendarEntry[] {
  return entries.filter((e) => {
    const [first, last] = daysOfEntry(e);
    return first <= day && day <= last;
  });
}

/**
 * The agenda's days that have something, each with the entries listed there: a long entry (a
 * week's exam window, a two-day Sports Day) once, on its first day, or on the agenda's first
 * day when it began before (its line says how long it lasts).
 */
export function agendaOf(entries: readonly CalendarEntry[], days: readonly string[]) {
  const first = days[0] ?? '';
  const listedOn = (e: CalendarEntry) => {
    const start = daysOfEntry(e)[0];
    return start.localeCompare(first) > 0 ? start : first;
  };
  return days
    .map((day) => ({ day, on: entriesOn(entries, day).filter((e) => listedOn(e) === day) }))
    .filter((d) => d.on.length > 0);
}

/** "2026-06-10T10:00" (Indian time) for a datetime-local input, from an ISO instant. */
export const toIndiaInput = (iso: string | null | undefined) =>
  iso ? new Date(Date.parse(iso) + INDIA_OFFSET_MS).toISOString().slice(0, 16) : '';
/** The ISO instant of a datetime-local value read as Indian time; '' when empty or unreadable. */
export function fromIndiaInput(local: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return '';
  const ms = Date.parse(`${local}:00Z`) - INDIA_OFFSET_MS;
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString();
}
/** An all-day form's day (yyyy-mm-dd) as the instant of its noon in India (the server widens it). */
export const noonOf = (day: string) =>
  new Date(at(day) + 12 * 3_600_000 - INDIA_OFFSET_MS).toISOString();

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const DAY_LONG = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const DAY_SHORT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const TIME = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** "June 2026". */
export const monthName = (day: string) => MONTH.format(new Date(at(day)));
/** "Wednesday 10 June". */
export const longDay = (day: string) => DAY_LONG.format(new Date(at(day)));
/** "10 Jun". */
export const shortDay = (day: string) => DAY_SHORT.format(new Date(at(day)));
/** "10:00" in India. */
export const timeOf = (iso: string) => TIME.format(new Date(iso));

/** A view's heading: "June 2026", "8 Jun – 14 Jun 2026", "From 10 Jun 2026". */
export function viewHeading(view: CalendarViewName, day: string): string {
  const days = daysOfView(view, day);
  if (view === 'month') return monthName(day);
  const year = day.slice(0, 4);
  if (view === 'week') return `${shortDay(days[0] ?? day)} – ${shortDay(days[6] ?? day)} ${year}`;
  return `${shortDay(day)} – ${shortDay(days[days.length - 1] ?? day)} ${year}`;
}

/** When an entry happens, in words: "All day", "10:00 – 12:00", "10 Jun 10:00 – 12 Jun 09:00". */
export function whenOf(entry: CalendarEntry): string {
  const [first, last] = daysOfEntry(entry);
  if (entry.allDay)
    return first === last ? 'All day' : `All day, ${shortDay(first)} – ${shortDay(last)}`;
  if (first === last) return `${timeOf(entry.startAt)} – ${timeOf(entry.endAt)}`;
  return `${shortDay(first)} ${timeOf(entry.startAt)} – ${shortDay(last)} ${timeOf(entry.endAt)}`;
}

/**
 * When a school event happens, for a list of coming events: "12 Dec 2026, 17:00" for a timed
 * one, "18 Dec 2026, all day" or "18 Dec – 19 Dec 2026, all day" for a day or days (never the
 * midnight an all-day event starts at).
 */
export function eventDates(event: Pick<CalendarEntry, 'allDay' | 'startAt' | 'endAt'>): string {
  const [first, last] = daysOfEntry(event);
  const year = first.slice(0, 4);
  if (!event.allDay) return `${shortDay(first)} ${year}, ${timeOf(event.startAt)}`;
  return first === last
    ? `${shortDay(first)} ${year}, all day`
    : `${shortDay(first)} – ${shortDay(last)} ${last.slice(0, 4)}, all day`;
}
