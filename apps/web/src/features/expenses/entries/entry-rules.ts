import {
  EXPENSE_API,
  EXPENSE_NOTE_MAX,
  EXPENSE_PAGE_SIZE,
  EXPENSE_REASON_MAX,
  EXPENSE_REASON_MIN,
  EXPENSE_TEXTS,
  type ExpenseEntryPage,
  type ExpenseEntryView,
  type ExpenseKind,
  type ExpenseStatus,
  formatRupees,
} from '@shala/shared';
import { shownDateTime } from '../../../core/format';

export const KIND_LABELS: Record<ExpenseKind, string> = { INCOME: 'Income', EXPENSE: 'Expense' };
export const STATUS_LABELS: Record<ExpenseStatus, string> = {
  PENDING: 'Awaiting approval',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  REVERSED: 'Reversed',
};

/** The entries' filters as their fields hold them ('' is "any"). */
export type EntryFilters = {
  from: string;
  to: string;
  kind: ExpenseKind | '';
  status: ExpenseStatus | '';
  categoryId: string;
  q: string;
  page: number;
};

export const NO_ENTRY_FILTERS: EntryFilters = {
  from: '',
  to: '',
  kind: '',
  status: '',
  categoryId: '',
  q: '',
  page: 1,
};

/** The query string of GET /rest/expense/record: empty filters left out. */
export function entryQuery(
  groupId: string,
  filters: EntryFilters,
): Record<string, string | number> {
  const query: Record<string, string | number> = { groupId };
  for (const key of ['from', 'to', 'kind', 'status', 'categoryId', 'q'] as const) {
    const value = filters[key].trim();
    if (value) query[key] = value;
  }
  query.page = filters.page;
  query.size = EXPENSE_PAGE_SIZE;
  return query;
}

/** How many filters are set (the phone's "Filters (2)"); the search box shows its own. */
export const filterCount = (f: EntryFilters) =>
  [f.from, f.to, f.kind, f.status, f.categoryId].filter(Boolean).length;

/** "Income ₹12,000.00 · Expenses ₹4,500.00 · 2 awaiting approval", over every page. */
export function totalsText(page: Pick<ExpenseEntryPage, 'total' | 'totals'>): string {
  const { incomePaise, expensePaise, pending } = page.totals;
  const count = `${page.total} ${page.total === 1 ? 'entry' : 'entries'}`;
  const parts = [
    count,
    `income ${formatRupees(incomePaise)}`,
    `expenses ${formatRupees(expensePaise)}`,
  ];
  if (pending > 0) parts.push(`${pending} awaiting approval`);
  return parts.join(' · ');
}

/** A voucher's address (a plain link: the session cookie is enough). */
export const voucherUrl = (groupId: string, id: string, fileId: string) =>
  `${EXPENSE_API.voucher}?${new URLSearchParams({ groupId, id, fileId })}`;

/** "240 KB", "1.5 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1_048_576) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}

/** An entry's history, oldest first: recorded, approved or rejected, reversed. */
export function historyLines(entry: ExpenseEntryView): string[] {
  const by = (person: ExpenseEntryView['recordedBy']) => (person ? ` by ${person.name}` : '');
  const lines = [`Recorded${by(entry.recordedBy)} on ${shownDateTime(entry.recordedAt)}`];
  if (entry.status === 'PENDING') lines.push('Awaiting approval');
  else if (!entry.decidedAt && entry.status !== 'REJECTED') {
    // Within the approval limit (or recorded by one who approves): approved as it was recorded.
    lines.push('Approved when recorded');
  }
  if (entry.decidedAt) {
    const verb = entry.status === 'REJECTED' ? 'Rejected' : 'Approved';
    const note = entry.decisionNote ? `: ${entry.decisionNote}` : '';
    lines.push(`${verb}${by(entry.decidedBy)} on ${shownDateTime(entry.decidedAt)}${note}`);
  }
  if (entry.reversedAt) {
    const reason = entry.reverseReason ? `: ${entry.reverseReason}` : '';
    lines.push(`Reversed${by(entry.reversedBy)} on ${shownDateTime(entry.reversedAt)}${reason}`);
  }
  return lines;
}

/** A reversal's reason, checked as the server checks it (trimmed, 5 to 300 characters). */
export function reasonError(reason: string): string | undefined {
  const length = reason.trim().length;
  return length < EXPENSE_REASON_MIN || length > EXPENSE_REASON_MAX
    ? EXPENSE_TEXTS.reason
    : undefined;
}

/** An approval's or rejection's note: optional, at most 300 characters. */
export const noteError = (note: string) =>
  note.trim().length > EXPENSE_NOTE_MAX ? EXPENSE_TEXTS.note : undefined;
