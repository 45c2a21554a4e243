/**
 * The payment calls (issue 11's wire contract; spec §7 names them without paths): the server
 * registers its routes from this table and the web calls them through it. Online payment's
 * are ONLINE_PAYMENT_API (schemas/online-payment.ts).
 */
export const PAYMENT_API = {
  /** GET the institute's financial accounts; POST one; PUT a change. */
  accounts: '/rest/finance/account',
  /** DELETE */
  disableAccount: '/rest/finance/account/disable',
  /** One student of a class. */
  record: '/rest/payment/record',
  /** Several students (the Students Cart). */
  recordCommon: '/rest/payment/record/common',
  recordById: '/rest/payment/record/id',
  /** A student's payment records. */
  student: '/rest/payment/student',
  transactions: '/rest/payment/transactions',
  transactionsCsv: '/rest/payment/transactions/csv',
  mine: '/rest/payment/mine',
  collection: '/rest/payment/collection',
  daySheetCsv: '/rest/payment/collection/csv',
  daySheetPdf: '/rest/payment/collection/pdf',
  revert: '/rest/payment/revert',
  /** One record's receipt (PDF). */
  receipt: '/rest/payment/receipt',
  receiptOfTransaction: '/rest/payment/receipt/transaction',
  receiptsOfDay: '/rest/payment/receipt/day',
} as const;
