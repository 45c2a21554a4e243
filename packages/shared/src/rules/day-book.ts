/**
 * The day book's arithmetic (issue 25 §1), one rule for the screen, the CSV, the PDF and tests:
 * for each financial account, the balance brought forward (opening), the money in (receipts:
 * fee collections and income entries) and out (payments: expense entries) of the range, and the
 * balance carried forward (closing = opening + receipts − payments). A reversed line stays
 * listed and counts in nothing.
 */

export type DayBookMoveLine = {
  accountId: string;
  accountName: string;
  side: 'RECEIPT' | 'PAYMENT';
  amountPaise: number;
  reversed: boolean;
};

export type AccountBalance = {
  accountId: string;
  accountName: string;
  openingPaise: number;
  receiptsPaise: number;
  paymentsPaise: number;
  closingPaise: number;
};

/**
 * Each account's balances over the range: those with an opening balance or a line, by name.
 * `openings` are the balances at the start of the range (the accounts' brought-forward plus all
 * that moved before it).
 */
export function accountBalances(
  openings: ReadonlyArray<{ accountId: string; accountName: string; amountPaise: number }>,
  lines: readonly DayBookMoveLine[],
): AccountBalance[] {
  const by = new Map<string, AccountBalance>();
  const of = (accountId: string, accountName: string) => {
    let entry = by.get(accountId);
    if (!entry) {
      entry = {
        accountId,
        accountName,
        openingPaise: 0,
        receiptsPaise: 0,
        paymentsPaise: 0,
        closingPaise: 0,
      };
      by.set(accountId, entry);
    }
    return entry;
  };
  for (const o of openings) of(o.accountId, o.accountName).openingPaise += o.amountPaise;
  for (const line of lines) {
    const entry = of(line.accountId, line.accountName);
    if (line.reversed) continue;
    if (line.side === 'RECEIPT') entry.receiptsPaise += line.amountPaise;
    else entry.paymentsPaise += line.amountPaise;
  }
  for (const entry of by.values()) {
    entry.closingPaise = entry.openingPaise + entry.receiptsPaise - entry.paymentsPaise;
  }
  return [...by.values()].sort(
    (a, b) => a.accountName.localeCompare(b.accountName) || a.accountId.localeCompare(b.accountId),
  );
}

/** The accounts' sum: the institute's whole opening, receipts, payments and closing. */
export function balancesTotal(accounts: readonly AccountBalance[]) {
  const total = { openingPaise: 0, receiptsPaise: 0, paymentsPaise: 0, closingPaise: 0 };
  for (const a of accounts) {
    total.openingPaise += a.openingPaise;
    total.receiptsPaise += a.receiptsPaise;
    total.paymentsPaise += a.paymentsPaise;
    total.closingPaise += a.closingPaise;
  }
  return total;
}

/** India's financial year starting in April of `year`: its twelve months, yyyy-mm. */
export function financialYearMonths(year: number): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const month = ((3 + i) % 12) + 1;
    const y = i < 9 ? year : year + 1;
    return `${y}-${String(month).padStart(2, '0')}`;
  });
}

/** The financial year (by its first calendar year) a yyyy-mm-dd day falls in. */
export function financialYearOf(day: string): number {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return m >= 4 ? y : y - 1;
}

/** Whole days from `from` to `to`, both counted (yyyy-mm-dd). */
export function daysSpanned(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}
