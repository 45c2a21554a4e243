/**
 * The expenses calls (issue 25 §1): the day book, income and expense entries with their
 * vouchers, approval and reversal, categories, vendors and the institute's settings. The spec
 * names only the screen (`/expense/day-book/{instituteId}/{classId}`) and getExpenseRecord; the
 * paths follow the project's `…?groupId` reads.
 */
export const EXPENSE_API = {
  /** GET (groupId, from, to, kind, status, categoryId, q, page, size); POST (form) records one. */
  entries: '/rest/expense/record',
  /** GET (groupId, id): one entry with its vouchers and history. */
  entry: '/rest/expense/record/id',
  /** PUT (groupId, id, approve, note): an entry awaiting approval approved or rejected. */
  decide: '/rest/expense/record/decision',
  /** PUT (groupId, id, reason): an approved entry reversed, kept and marked. */
  reverse: '/rest/expense/record/reverse',
  /** GET (groupId, id, fileId): a voucher; POST (form: groupId, id, files) adds vouchers. */
  voucher: '/rest/expense/voucher',
  /** GET (groupId, from, to): opening, every receipt and payment, closing, per account. */
  dayBook: '/rest/expense/day-book',
  dayBookCsv: '/rest/expense/day-book/csv',
  dayBookPdf: '/rest/expense/day-book/pdf',
  /** GET (groupId, year): each month of the financial year's income, fees and expenses. */
  monthly: '/rest/expense/monthly',
  /** GET (groupId): categories, vendors, accounts, the approval limit and opening balances. */
  setup: '/rest/expense/setup',
  /** PUT (groupId, approvalAbovePaise, openings). */
  settings: '/rest/expense/settings',
  /** POST (groupId, kind, name); PUT (groupId, id, name, active). */
  category: '/rest/expense/category',
  /** POST (groupId, name, phone, gstin); PUT (groupId, id, name, phone, gstin, active). */
  vendor: '/rest/expense/vendor',
} as const;
