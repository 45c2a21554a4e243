import { indiaDay } from '@shala/shared';
import type { EventRow } from './event-queries.js';

const DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
});
const TIME = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/**
 * When and where an event is, as its notification says it (Indian time): "Sat 12 Dec,
 * 17:00–20:00 · School auditorium"; "Sat 26 Dec – Sun 27 Dec, all day".
 */
export function eventWhen(e: Pick<EventRow, 'startsAt' | 'endsAt' | 'allDay' | 'location'>) {
  const last = new Date(Math.max(e.startsAt.getTime(), e.endsAt.getTime() - 1));
  const oneDay = indiaDay(e.startsAt) === indiaDay(last);
  const when = e.allDay
    ? `${DAY.format(e.startsAt)}${oneDay ? '' : ` – ${DAY.format(last)}`}, all day`
    : oneDay
      ? `${DAY.format(e.startsAt)}, ${TIME.format(e.startsAt)}–${TIME.format(e.endsAt)}`
      : `${DAY.format(e.startsAt)} ${TIME.format(e.startsAt)} – ${DAY.format(last)} ${TIME.format(e.endsAt)}`;
  return e.location ? `${when} · ${e.location}` : when;
}

/**
 * The click target of an event's notification: the calendar on its first day (India's), with
 * the event opened when it is still there (`open`), else the day alone (a cancelled one).
 */
export function eventLink(e: Pick<EventRow, 'id' | 'startsAt'>, open: boolean): string {
  const day = indiaDay(e.startsAt);
  return open ? `/event?day=${day}&event=${e.id}` : `/event?day=${day}`;
}
