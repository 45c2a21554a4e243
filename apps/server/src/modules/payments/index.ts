// The demo school's payments (src/demo/payments.ts) go through the same rules.
export { findAccount, insertAccount } from './account-queries.js';
// The dashboard's day's collection and whether online payment is on.
export { dayTotal } from './collection-service.js';
// The day book (expenses) reads the fee collections and prints under the same letterhead.
export {
  type FeeReceiptLine,
  feeCollectionsBefore,
  feeCollectionsByMonth,
  feeReceiptsBetween,
} from './day-book-queries.js';
export { onlineConfig } from './online-service.js';
export { recordPayment } from './record.js';
// Online payments (online-*.ts) record through the same rules as the cashier's.
export type { PaymentInput, StudentPart } from './record-input.js';
export { type PaymentOutcome, writePayment } from './record-service.js';
export { revertPayment } from './revert-service.js';
export { schoolOf } from './school-letterhead.js';
