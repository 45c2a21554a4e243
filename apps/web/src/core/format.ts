import { DISPLAY_TIME_ZONE, LOCALE } from '@shala/shared';

// One way to show instants across the app: en-GB, Indian time (DESIGN.md: UTC stored).

const DATE = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: DISPLAY_TIME_ZONE,
});
const DATE_TIME = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: DISPLAY_TIME_ZONE,
});
const LONG_DATE = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'long',
  timeZone: DISPLAY_TIME_ZONE,
});

const MONTH = new Intl.DateTimeFormat(LOCALE, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const CALENDAR_DAY = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Mon, 30 Nov 2026" for a calendar day (yyyy-mm-dd, a day in India, not an instant). */
export const shownDay = (day: string) => CALENDAR_DAY.format(new Date(`${day}T12:00:00Z`));
/** "November 2026" for a month (yyyy-mm). */
export const shownMonth = (month: string) => MONTH.format(new Date(`${month}-15T12:00:00Z`));
/** "22 Nov 2026" for an ISO instant. */
export const shownDate = (iso: string) => DATE.format(new Date(iso));
/** "22 Nov 2026, 14:05" for an ISO instant. */
export const shownDateTime = (iso: string) => DATE_TIME.format(new Date(iso));
/** "22 November 2026" for an ISO instant. */
export const shownLongDate = (iso: string) => LONG_DATE.format(new Date(iso));
