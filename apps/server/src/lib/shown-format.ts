import { DISPLAY_TIME_ZONE, LOCALE } from '@shala/shared';

/** How receipts, day books and exports write dates and money for people: en-GB in India, rupees. */

const dateTime = new Intl.DateTimeFormat(LOCALE, {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const dateOnly = new Intl.DateTimeFormat(LOCALE, {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

/** "01/06/2026, 10:00" in India. */
export const indiaDateTime = (at: Date): string => dateTime.format(at);
/** "01 Jun 2026" in India. */
export const indiaDate = (at: Date): string => dateOnly.format(at);
/** "01 Apr 2026" of a calendar day (yyyy-mm-dd), no time zone involved. */
export const calendarDay = (day: string): string =>
  new Intl.DateTimeFormat(LOCALE, {
    timeZone: 'UTC',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));

/** Paise as plain rupees with two decimals for a spreadsheet: 150050 → "1500.50". */
export const rupeesCell = (paise: number): string =>
  `${Math.trunc(paise / 100)}.${String(Math.abs(paise % 100)).padStart(2, '0')}`;

/** "November 2026" of a yyyy-mm month. */
export const calendarMonth = (month: string): string =>
  new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

const clock = new Intl.DateTimeFormat(LOCALE, {
  timeZone: DISPLAY_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
/** "10:32" in India. */
export const indiaClock = (at: Date): string => clock.format(at);
