import {
  type DueTotals,
  type FeeSummaryStudent as StudentSummary,
  sumFeeTotals,
} from '@shala/shared';

/**
 * The class financials table's rules (pure): sorting by any column, the "only with dues"
 * filter, and the class totals when the server does not send them.
 */

export const SORT_KEYS = ['fullName', 'payable', 'paid', 'due', 'overdue'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type Sort = { key: SortKey; direction: 'asc' | 'desc' };

export const SORT_LABELS: Record<SortKey, string> = {
  fullName: 'Student',
  payable: 'Payable',
  paid: 'Paid',
  due: 'Due',
  overdue: 'Overdue',
};

const byName = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });

/** Rows sorted by `sort`; ties keep alphabetical order, so the list never jumps around. */
export function sortedRows(rows: readonly StudentSummary[], sort: Sort): StudentSummary[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const names = byName.compare(a.fullName, b.fullName);
    if (sort.key === 'fullName')
      return sign * names || a.userProfileId.localeCompare(b.userProfileId);
    return sign * (a[sort.key] - b[sort.key]) || names;
  });
}

/** A click on a column's heading: the same column turns round, another starts its own way. */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  // Names read A to Z first; money reads the largest first (who owes most).
  return { key, direction: key === 'fullName' ? 'asc' : 'desc' };
}

export const withDues = (rows: readonly StudentSummary[]) => rows.filter((r) => r.due > 0);

/** The class's totals: its students' added up by the one rule (packages/shared fee-totals.ts). */
export function summaryTotals(rows: readonly StudentSummary[]): DueTotals {
  return sumFeeTotals(rows);
}

/** What is collected of what is payable, as a whole percentage for the progress bar. */
export function collectedPercent(totals: Pick<DueTotals, 'payable' | 'paid'>): number {
  if (totals.payable <= 0) return 0;
  return Math.min(100, Math.floor((totals.paid * 100) / totals.payable));
}

/** Whether a student's name holds what was typed (any case, any accents, spaces trimmed). */
export function matchesName(row: Pick<StudentSummary, 'fullName'>, typed: string): boolean {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const wanted = fold(typed.trim());
  return wanted === '' || fold(row.fullName).includes(wanted);
}
