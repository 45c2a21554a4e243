import {
  PAYMENT_API,
  type PaymentMethod,
  type PaymentRecordType,
  type TransactionStatus,
} from '@shala/shared';

/** The filters of the transactions screen, as its fields hold them ('' is "any"). */
export type TransactionQuery = {
  /** The institute. */
  groupId: string;
  classId: string;
  /** Days in India, yyyy-mm-dd, both included. */
  from: string;
  to: string;
  recordType: PaymentRecordType | '';
  paymentMedium: PaymentMethod | '';
  status: TransactionStatus | '';
  /** A transaction ID, a receipt number or part of a student's name. */
  q: string;
  pageNo: number;
  limit: number;
};

export const NO_FILTERS: Omit<TransactionQuery, 'groupId' | 'classId'> = {
  from: '',
  to: '',
  recordType: '',
  paymentMedium: '',
  status: '',
  q: '',
  pageNo: 1,
  limit: 20,
};

/** The query string of GET /rest/payment/transactions: empty filters left out. */
export function transactionQueryParams(query: TransactionQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    const kept = typeof value === 'string' ? value.trim() : value;
    if (kept !== '') params[key] = kept;
  }
  return params;
}

/** The CSV export of what the filters find, every page of it. */
export function transactionsCsvUrl(query: TransactionQuery): string {
  const { pageNo: _page, limit: _limit, ...params } = transactionQueryParams(query);
  const text = new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, String(value)]),
  );
  return `${PAYMENT_API.transactionsCsv}?${text}`;
}

/** A range whose start is after its end finds nothing: said before it is asked. */
export function dateRangeError(from: string, to: string): string | undefined {
  return from && to && from > to ? 'The start date must be on or before the end date.' : undefined;
}

/** How many filters are set (the phone's "Filters (2)"); the search box shows its own. */
export function activeFilterCount(query: TransactionQuery): number {
  const set = [query.classId, query.from, query.to, query.recordType, query.paymentMedium];
  return [...set, query.status].filter(Boolean).length;
}
