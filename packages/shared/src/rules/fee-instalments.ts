/**
 * Instalment plans (issue 11): a charge split into N instalments with their due dates, exact to
 * the paisa. The fee-structure form uses it to write the particulars; nothing is rounded away:
 * the instalments always add up to the charge.
 */

export type Instalment = { name: string; amountPaise: number; dueDate: string };

export const INSTALMENTS_MAX = 24;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * `day` moved by whole months, kept on its day of the month, or the month's last day when the
 * month is shorter (31 January + 1 month is 28 or 29 February).
 */
export function addMonths(day: string, months: number): string {
  const m = DAY.exec(day);
  if (!m) throw new RangeError('day must be yyyy-mm-dd');
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const target = new Date(Date.UTC(y, mo + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * `totalPaise` in `count` instalments due every `everyMonths` months from `firstDueDate`. Each
 * is the total divided evenly; the paise that do not divide go one each to the first
 * instalments, so none differs from another by more than a paisa.
 */
export function splitInstalments(p: {
  name: string;
  totalPaise: number;
  count: number;
  firstDueDate: string;
  everyMonths: number;
}): Instalment[] {
  const { totalPaise, count, everyMonths } = p;
  if (!Number.isSafeInteger(totalPaise) || totalPaise <= 0) {
    throw new RangeError('total must be whole paise above 0');
  }
  if (!Number.isInteger(count) || count < 1 || count > INSTALMENTS_MAX || count > totalPaise) {
    throw new RangeError(`count must be 1 to ${INSTALMENTS_MAX}, and at most the paise`);
  }
  if (!Number.isInteger(everyMonths) || everyMonths < 1 || everyMonths > 12) {
    throw new RangeError('everyMonths must be 1 to 12');
  }
  const base = Math.floor(totalPaise / count);
  const extra = totalPaise - base * count;
  return Array.from({ length: count }, (_, i) => ({
    name: count === 1 ? p.name : `${p.name} (instalment ${i + 1} of ${count})`,
    amountPaise: base + (i < extra ? 1 : 0),
    dueDate: addMonths(p.firstDueDate, i * everyMonths),
  }));
}
