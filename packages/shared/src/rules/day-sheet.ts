/**
 * The day sheet (issue 22): every receipt dated on a day, reverted ones kept and marked, with the
 * day's gross (all of them), reverted and net (gross less reverted), for the whole day and for
 * each financial account (the accounts' day book). One rule for the screen, the CSV and tests.
 */

export type DaySheetLine = {
  /** Paise taken. */
  amount: number;
  /** Paise let off. */
  discount: number;
  status: 'ACTIVE' | 'REVERTED';
  financialAccountId: string;
  accountName: string;
};

/** Money and how many receipts. */
export type DaySheetSum = { amount: number; discount: number; count: number };
export type DaySheetTotals = { gross: DaySheetSum; reverted: DaySheetSum; net: DaySheetSum };
export type AccountDayBook = DaySheetTotals & { accountId: string; accountName: string };

const none = (): DaySheetSum => ({ amount: 0, discount: 0, count: 0 });
const add = (sum: DaySheetSum, line: DaySheetLine) => {
  sum.amount += line.amount;
  sum.discount += line.discount;
  sum.count += 1;
};

/** Gross, reverted and net of the lines; net is always gross less reverted. */
export function daySheetTotals(lines: readonly DaySheetLine[]): DaySheetTotals {
  const gross = none();
  const reverted = none();
  for (const line of lines) {
    add(gross, line);
    if (line.status === 'REVERTED') add(reverted, line);
  }
  return {
    gross,
    reverted,
    net: {
      amount: gross.amount - reverted.amount,
      discount: gross.discount - reverted.discount,
      count: gross.count - reverted.count,
    },
  };
}

/** The day book of the accounts: each account's gross, reverted and net, by account name. */
export function dayBookOfAccounts(lines: readonly DaySheetLine[]): AccountDayBook[] {
  const by = new Map<string, { name: string; lines: DaySheetLine[] }>();
  for (const line of lines) {
    const entry = by.get(line.financialAccountId) ?? { name: line.accountName, lines: [] };
    entry.lines.push(line);
    by.set(line.financialAccountId, entry);
  }
  return [...by.entries()]
    .map(([accountId, e]) => ({ accountId, accountName: e.name, ...daySheetTotals(e.lines) }))
    .sort(
      (a, b) =>
        a.accountName.localeCompare(b.accountName) || a.accountId.localeCompare(b.accountId),
    );
}
