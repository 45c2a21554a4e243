import {
  type InstalmentInput,
  isCalendarDay,
  parseRupees,
  rupeesText,
  TRANSPORT_INSTALMENTS_MAX,
  TRANSPORT_NAME_MAX,
  TRANSPORT_TEXTS,
  type TransportCostView,
} from '@shala/shared';
import { monthsAfter } from '../parts/days';

/**
 * The cost dialog's rows as typed (rupees, a day) and what they send (paise): the same rules as
 * the server's schema, read exactly (no floats: parseRupees).
 */

export type InstalmentDraft = { name: string; rupees: string; dueDate: string };
export type DraftErrors = { name?: string; rupees?: string; dueDate?: string };

export const emptyRow = (): InstalmentDraft => ({ name: '', rupees: '', dueDate: '' });

export const draftOf = (costs: readonly TransportCostView[]): InstalmentDraft[] =>
  costs.map((c) => ({ name: c.name, rupees: rupeesText(c.amountPaise), dueDate: c.dueDate }));

/**
 * A plan of `count` instalments splitting `yearlyRupees` exactly (the first takes the odd
 * paise), due on the 10th of the session's months: 2 in terms (April, October), 4 in quarters.
 */
export function presetPlan(
  count: 2 | 4,
  sessionStart: string,
  yearlyRupees: string,
): InstalmentDraft[] {
  const reading = parseRupees(yearlyRupees);
  const total = reading.ok ? reading.paise : 0;
  const share = Math.floor(total / count);
  const odd = total - share * count;
  const step = 12 / count;
  return Array.from({ length: count }, (_, i) => ({
    name: count === 2 ? `Term ${i + 1}` : `Quarter ${i + 1}`,
    rupees: total > 0 ? rupeesText(share + (i === 0 ? odd : 0)) : '',
    dueDate: monthsAfter(sessionStart, i * step),
  }));
}

/** Each row's problems, in the server's words; an empty list of problems when all is well. */
export function draftErrors(
  rows: readonly InstalmentDraft[],
  session: { startDate: string; endDate: string },
): { rows: DraftErrors[]; form?: string } {
  const names = new Set<string>();
  const errors = rows.map((row): DraftErrors => {
    const e: DraftErrors = {};
    const name = row.name.trim();
    if (!name || name.length > TRANSPORT_NAME_MAX) e.name = TRANSPORT_TEXTS.instalmentName;
    else if (names.has(name.toLowerCase())) e.name = TRANSPORT_TEXTS.instalmentNameTwice;
    names.add(name.toLowerCase());
    const money = parseRupees(row.rupees);
    if (!money.ok) e.rupees = money.message;
    else if (money.paise < 1) e.rupees = TRANSPORT_TEXTS.amount;
    if (!isCalendarDay(row.dueDate)) e.dueDate = TRANSPORT_TEXTS.date;
    else if (row.dueDate < session.startDate || row.dueDate > session.endDate) {
      e.dueDate = TRANSPORT_TEXTS.dueDateOutsideSession(session.startDate, session.endDate);
    }
    return e;
  });
  const form =
    rows.length === 0 || rows.length > TRANSPORT_INSTALMENTS_MAX
      ? TRANSPORT_TEXTS.instalments
      : undefined;
  return form ? { rows: errors, form } : { rows: errors };
}

export const hasErrors = (e: ReturnType<typeof draftErrors>) =>
  !!e.form || e.rows.some((r) => r.name || r.rupees || r.dueDate);

/** The rows as the server takes them (call only when draftErrors found nothing). */
export function instalmentsOf(rows: readonly InstalmentDraft[]): InstalmentInput[] {
  return rows.map((row) => {
    const money = parseRupees(row.rupees);
    return { name: row.name.trim(), amountPaise: money.ok ? money.paise : 0, dueDate: row.dueDate };
  });
}

/** What the rows come to, in paise (rows that do not read count nothing). */
export function draftTotal(rows: readonly InstalmentDraft[]): number {
  return rows.reduce((sum, row) => {
    const money = parseRupees(row.rupees);
    return sum + (money.ok ? money.paise : 0);
  }, 0);
}
