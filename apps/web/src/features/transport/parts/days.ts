/** Days as the transport screens read and write them. */

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-04-10" → "10 Apr 2026"; anything else as it is. */
export function dayText(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  return DAY.format(new Date(Date.UTC(y, m - 1, d)));
}

/** A session's wire date "01/04/2026" as "2026-04-01"; anything else as it is. */
export function isoOfWire(wire: string): string {
  const [dd, mm, yyyy] = wire.split('/');
  return dd && mm && yyyy ? `${yyyy}-${mm.padStart(2, '0')}-${dd.padStart(2, '0')}` : wire;
}

/** The day `months` after `iso`'s month, on the `day` (10 by default), as yyyy-mm-dd. */
export function monthsAfter(iso: string, months: number, day = 10): string {
  const [y, m] = iso.split('-').map(Number);
  if (!y || !m) return iso;
  const index = m - 1 + months;
  const year = y + Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
