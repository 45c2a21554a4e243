/** Fee and payment constants of spec §8 and §9, and the platform's own limits for them. */

/** Spec §9: the 18 payment methods, verbatim. A financial account accepts some of them. */
export const PAYMENT_METHODS = [
  'CASH',
  'ONLINE_TRANSFER',
  'NEFT',
  'RTGS',
  'CREDIT_CARD',
  'DEBIT_CARD',
  'BANK_DEPOSIT',
  'BHIM_UPI',
  'GOOGLE_PAY',
  'AMAZON_PAY',
  'APPLE_PAY',
  'PAYTM',
  'PHONE_PE',
  'MONEY_ORDER',
  'DEMAND_DRAFT',
  'CASHIER_CHEQUE',
  'PAYMENT_VOUCHER',
  'BANK_CHEQUE',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Spec §9's 4 method groups, and UPI as a fifth (issue 22): a payment by BHIM UPI, Google Pay,
 * PhonePe, Paytm or Amazon Pay is a UPI payment, and a receipt or the day's collection that
 * called it "Net Banking" told the parent and the bank something else than happened.
 */
export const PAYMENT_METHOD_GROUPS = [
  'CASH',
  'MONEY_ORDER',
  'NET_BANKING',
  'UPI',
  'MANUAL',
] as const;
export type PaymentMethodGroup = (typeof PAYMENT_METHOD_GROUPS)[number];

/** Which group each method belongs to (the day's collection is totalled by group and method). */
export const PAYMENT_METHOD_GROUP: Record<PaymentMethod, PaymentMethodGroup> = {
  CASH: 'CASH',
  ONLINE_TRANSFER: 'NET_BANKING',
  NEFT: 'NET_BANKING',
  RTGS: 'NET_BANKING',
  CREDIT_CARD: 'NET_BANKING',
  DEBIT_CARD: 'NET_BANKING',
  BANK_DEPOSIT: 'MANUAL',
  BHIM_UPI: 'UPI',
  GOOGLE_PAY: 'UPI',
  AMAZON_PAY: 'UPI',
  APPLE_PAY: 'NET_BANKING',
  PAYTM: 'UPI',
  PHONE_PE: 'UPI',
  MONEY_ORDER: 'MONEY_ORDER',
  DEMAND_DRAFT: 'MANUAL',
  CASHIER_CHEQUE: 'MANUAL',
  PAYMENT_VOUCHER: 'MANUAL',
  BANK_CHEQUE: 'MANUAL',
};

/** Spec §9: record types. */
export const PAYMENT_RECORD_TYPES = ['FEES', 'TRANSPORTATION_FEES'] as const;
export type PaymentRecordType = (typeof PAYMENT_RECORD_TYPES)[number];

export const CURRENCY_CODE = 'INR';

/** Spec §9: the transaction ID is pre-filled with 15 random uppercase characters, at most 32. */
export const TRANSACTION_ID_LENGTH = 15;
export const TRANSACTION_ID_MAX = 32;

/** Spec §9: the cart's table is 340 px high. */
export const CART_TABLE_HEIGHT_PX = 340;

/** The status the spec's client reads as "recorded already, here is why" (spec §4, §7). */
export const PAYMENT_NOTICE_STATUS = 299;

/** Spec §8 payment messages, verbatim. */
export const PAYMENT_MESSAGES = {
  receiptFailed:
    'Receipt not generated correctly. Please check the payment record and reprint or revert the transaction and try again.',
  amountExceeding: 'Amount Exceeding total Payable',
  discountTooLarge: 'Discount cannot be granted if the amount paid is less than the discount.',
  noStudentsForPayment: 'No students found for payment!',
  noStudentsForGatePass: 'No students found for gate pass!',
  /** Spec §5: the amount and discount fields. */
  amountNumeric: 'Amount can have only numeric values',
} as const;

/** A concession's kind: the two rules the institute sets, or one given by hand with a reason. */
export const CONCESSION_KINDS = ['SIBLING', 'STAFF_CHILD', 'MANUAL'] as const;
export type ConcessionKind = (typeof CONCESSION_KINDS)[number];

/** Where a due came from. */
export const DUE_SOURCES = ['STRUCTURE', 'TRANSPORT', 'CARRY_OVER', 'LATE_FEE'] as const;
export type DueSource = (typeof DUE_SOURCES)[number];

/** A charge is owed; a discount particular lowers the charge before it (spec §4). */
export const DUE_KINDS = ['CHARGE', 'DISCOUNT'] as const;
export type DueKind = (typeof DUE_KINDS)[number];

export const TRANSACTION_STATUSES = ['ACTIVE', 'REVERTED'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** A revert needs a reason someone can read later. */
export const REVERT_REASON_MIN = 5;
export const REVERT_REASON_MAX = 500;

/** Largest single payment the portal accepts: ₹1 crore, in paise. */
export const PAYMENT_MAX_PAISE = 1_000_000_000;
/** Students in one multi-student payment. */
export const PAYMENT_STUDENTS_MAX = 50;
