/** Bounds of the expenses' fields (the screens and the server share them). */
export const EXPENSE_DESCRIPTION_MAX = 300;
export const EXPENSE_REFERENCE_MAX = 40;
export const EXPENSE_NAME_MAX = 80;
export const EXPENSE_NOTE_MAX = 300;
/** A reversal says why, as a payment's revert does. */
export const EXPENSE_REASON_MIN = 5;
export const EXPENSE_REASON_MAX = 300;
/** Vouchers of one entry: bills and receipts as PDF or images of at most 2 MB each. */
export const EXPENSE_VOUCHERS_MAX = 5;
export const EXPENSE_VOUCHER_MAX_BYTES = 2 * 1_048_576;
/**
 * Expenses above this need the approval of one who holds approveExpenseRecord, until the
 * institute sets its own limit (₹25,000: a month's small purchases stay with the accountant).
 */
export const EXPENSE_APPROVAL_DEFAULT_PAISE = 2_500_000;
/** The day book covers at most a quarter at once (a financial year's figures are `monthly`). */
export const DAY_BOOK_MAX_DAYS = 92;
export const EXPENSE_PAGE_SIZE = 20;
export const EXPENSE_PAGE_MAX = 100;
export const EXPENSE_SEARCH_MAX = 100;
