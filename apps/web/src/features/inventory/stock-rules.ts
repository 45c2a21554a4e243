import {
  DAY_PATTERN,
  daysSpanned,
  INVENTORY_API,
  INVENTORY_TEXTS,
  isRealDay,
  STOCK_REGISTER_MAX_DAYS,
  type StockIssueTarget,
  type StockMovementKind,
  type StockMovementView,
} from '@shala/shared';

/** How the stock screens say things: a movement in words, units, days, the register's range. */

/** Whom an issue can go to, as the form and the lists name them. */
export const ISSUE_TARGET_LABELS: Record<StockIssueTarget, string> = {
  STAFF: 'Staff member',
  CLASS: 'Class',
  ROOM: 'Room',
};

/** A receipt or units coming back add to the stock; an issue or a write-off take from it. */
export const isInward = (kind: StockMovementKind) => kind === 'IN' || kind === 'RETURN';

/**
 * A line of the register in words: "Stock in from Sharma Stationers", "Issued to Class 7 A",
 * "Returned from Asha Verma", "Written off".
 */
export function movementWords(m: Pick<StockMovementView, 'kind' | 'party'>): string {
  const party = m.party?.trim();
  switch (m.kind) {
    case 'IN':
      return party ? `Stock in from ${party}` : 'Stock in';
    case 'ISSUE':
      return party ? `Issued to ${party}` : 'Issued';
    case 'RETURN':
      return party ? `Returned from ${party}` : 'Returned';
    case 'WRITE_OFF':
      return 'Written off';
  }
}

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "30 Nov 2026" for a calendar day (yyyy-mm-dd): short enough for a register's column. */
export const shortDay = (day: string) => DAY.format(new Date(`${day}T12:00:00Z`));

/** The register's range to begin with: this month up to today. */
export const firstRange = (today: string) => ({ from: `${today.slice(0, 8)}01`, to: today });

const realDay = (day: string) => DAY_PATTERN.test(day) && isRealDay(day);

/** The server's own checks, said before it is asked: real days, the first first, ≤ 366 days. */
export function rangeError(from: string, to: string): string | undefined {
  if (!realDay(from) || !realDay(to)) return INVENTORY_TEXTS.date;
  if (from > to || daysSpanned(from, to) > STOCK_REGISTER_MAX_DAYS) return INVENTORY_TEXTS.range;
  return undefined;
}

/** The register of a range (and an item, if one is chosen) as CSV: a plain link. */
export function registerCsvUrl(groupId: string, from: string, to: string, itemId = ''): string {
  const query = new URLSearchParams({ groupId, from, to });
  if (itemId) query.set('itemId', itemId);
  return `${INVENTORY_API.registerCsv}?${query}`;
}

/** Units in and out over the movements (one item's: units of different items do not add). */
export function unitTotals(movements: readonly Pick<StockMovementView, 'kind' | 'quantity'>[]) {
  let inward = 0;
  let outward = 0;
  for (const m of movements) {
    if (isInward(m.kind)) inward += m.quantity;
    else outward += m.quantity;
  }
  return { inward, outward };
}

/** What the items list asks for: the search, category and the two switches. */
export type ItemFilters = { q: string; categoryId: string; low: boolean; inactive: boolean };
export const NO_FILTERS: ItemFilters = { q: '', categoryId: '', low: false, inactive: false };

/** The query of GET items: only what is set. */
export function itemsQuery(groupId: string, f: ItemFilters): Record<string, string> {
  const query: Record<string, string> = { groupId };
  const q = f.q.trim();
  if (q) query.q = q;
  if (f.categoryId) query.categoryId = f.categoryId;
  if (f.low) query.low = 'true';
  if (f.inactive) query.inactive = 'true';
  return query;
}
