/** Dates and times in the console: en-GB, Indian time. */
const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** "22 Nov 2026" for an ISO instant. */
export const shownDate = (iso: string) => DATE.format(new Date(iso));
/** "22 Nov 2026, 14:05" for an ISO instant. */
export const shownDateTime = (iso: string) => DATE_TIME.format(new Date(iso));

/** "Showing 21–40 of 57", or "No results". */
export function rangeText(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'No results';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return `Showing ${first}–${last} of ${total}`;
}

/** The number of pages a list of `total` items needs (at least one). */
export const pageCount = (pageSize: number, total: number) =>
  Math.max(1, Math.ceil(total / pageSize));
