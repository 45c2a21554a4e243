import { indiaDay } from '@shala/shared';

/**
 * The demo's Sports Day, placed from the seed's clock: two days, four weeks out (India's days).
 * The calendar's event and the pinned notice that announces it both read this one answer, so
 * they name the same days whenever the demo is seeded.
 */

const DAY_MS = 86_400_000;
/** Days after the seed's day that Sports Day starts, and how many days it lasts. */
export const SPORTS_DAY = { fromNow: 26, days: 2 } as const;

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
  const dayAfter = (n: number) => indiaDay(new Date(now.getTime() + n * DAY_MS));
  const first = dayAfter(SPORTS_DAY.fromNow);
  const last = dayAfter(SPORTS_DAY.fromNow + SPORTS_DAY.days - 1);
  return {
    /** Offsets from the seed's day, for the calendar's all-day event. */
    firstOffset: SPORTS_DAY.fromNow,
    lastOffset: SPORTS_DAY.fromNow + SPORTS_DAY.days - 1,
    first,
    last,
    firstWords: dayWords(first),
    lastWords: dayWords(last),
  };
}
