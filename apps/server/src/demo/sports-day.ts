import { addDays, indiaDay, weekdayOf } from '@shala/shared';

/**
 * The demo's Sports Day, placed from the seed's clock: a Friday and the Saturday after it, the
 * first Friday at least two weeks out (India's days), so the school is open on both, whatever day
 * the demo is seeded. The calendar's event and the pinned notice that announces it both read this
 * one answer, so they name the same days.
 */

/** At least this many days after the seed's day; on a Friday; for two days. */
const SPORTS_DAY = { atLeast: 14, weekday: 5, days: 2 } as const;

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });
const DAY_MONTH = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** "Friday, 11 December" for an India day (yyyy-mm-dd). */
export function dayWords(day: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  return `${WEEKDAY.format(noon)}, ${DAY_MONTH.format(noon)}`;
}

/** Sports Day's first and last India days for a seed at `now`, and its first day in words. */
export function sportsDayOf(now: Date) {
  const today = indiaDay(now);
  let fromNow: number = SPORTS_DAY.atLeast;
  while (weekdayOf(addDays(today, fromNow)) !== SPORTS_DAY.weekday) fromNow += 1;
  const lastOffset = fromNow + SPORTS_DAY.days - 1;
  const first = addDays(today, fromNow);
  const last = addDays(today, lastOffset);
  return {
    /** Offsets from the seed's day, for the calendar's all-day event. */
    firstOffset: fromNow,
    lastOffset,
    first,
    last,
    firstWords: dayWords(first),
    lastWords: dayWords(last),
  };
}
