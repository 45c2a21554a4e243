import { indiaDay, indiaDayEnd, indiaDayStart } from '@shala/shared';

/**
 * The instants an event is kept with: a timed event as given; an all-day event from the start
 * of its first day in India to the start of the day after its last (a form may send any instant
 * of the first and last days, noon or midnight alike).
 */
export function eventTimes(e: { allDay: boolean; startAt: string; endAt: string }) {
  const start = new Date(e.startAt);
  const end = new Date(e.endAt);
  if (!e.allDay) return { startsAt: start, endsAt: end };
  const lastInstant = end.getTime() > start.getTime() ? new Date(end.getTime() - 1) : start;
  return { startsAt: indiaDayStart(indiaDay(start)), endsAt: indiaDayEnd(indiaDay(lastInstant)) };
}
