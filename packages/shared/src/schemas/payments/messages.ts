import {
  PAYMENT_MESSAGES,
  REVERT_REASON_MAX,
  REVERT_REASON_MIN,
} from '../../constants/payments.js';

/**
 * What the payment calls answer in words: the spec's §8 messages (PAYMENT_MESSAGES) where it has
 * them, ours beside them. The server sends these; the screens show them as they come.
 */
export const PAYMENT_TEXTS = {
  ...PAYMENT_MESSAGES,
  group: 'Please choose a group.',
  id: 'Please choose a valid id.',
  accountNotFound: 'This financial account does not exist.',
  accountName: 'Account name required (at most 100 characters).',
  accountNameTaken: 'A financial account with this name exists already.',
  accountMediums: 'Choose the payment mediums the account accepts.',
  accountDisabled: 'This financial account is disabled.',
  bankName: 'Bank name can have at most 100 characters.',
  accountSaved: 'Financial account saved.',
  accountDisabledNow: 'Financial account disabled.',
  medium: 'Choose a payment medium.',
  mediumNotAccepted: 'The financial account does not accept this payment medium.',
  methodMismatch: 'The payment method does not match the payment medium.',
  recordType: 'Choose FEES or TRANSPORTATION_FEES.',
  transactionId:
    'Transaction ID required (at most 32 characters: letters, digits, spaces and - _ / .).',
  transactionDate: 'Choose a valid date for the payment.',
  money: 'Amounts are whole paise from 0 to 1,00,00,00,000.',
  paidMap: 'The paid particulars could not be read.',
  studentList: 'The students of the payment could not be read.',
  tooManyStudents: 'At most 50 students can pay in one transaction.',
  studentTwice: 'A student appears twice in the payment.',
  nothingPaid: 'Enter an amount or a discount for the payment.',
  studentNotFound: 'This student is not in the class in this session.',
  sessionNotFound: 'This session does not exist.',
  allocationMismatch:
    'The paid particulars do not match what the dues take now. Reload the dues and try again.',
  duplicate: (transactionId: string, receiptNumber: number | null) =>
    `Transaction ID ${transactionId} is already recorded${receiptNumber === null ? '' : ` (receipt ${receiptNumber})`}.`,
  recorded: 'Payment recorded.',
  recordNotFound: 'This payment record does not exist.',
  transactionNotFound: 'This payment does not exist.',
  alreadyReverted: 'This payment has been reverted already.',
  revertReason: `Give the reason for the revert (${REVERT_REASON_MIN} to ${REVERT_REASON_MAX} characters).`,
  reverted: 'Payment reverted. The dues are restored.',
  /** One receipt of a transaction reverted (issue 22): the others stay paid. */
  revertedReceipt: (receiptNumber: number, studentName: string) =>
    `Receipt ${receiptNumber} of ${studentName} reverted. Its dues are owed again; the other receipts of the transaction stay paid.`,
  /** A payment made online is reverted in the portal only: the money is returned elsewhere. */
  onlineRefund:
    "It was paid online: the portal does not return the money. Refund it to the payer from the payment gateway's dashboard.",
  date: 'Choose a valid day (yyyy-mm-dd).',
  dateRange: 'Choose a valid range of days: from before to.',
  search: 'Search text can have at most 100 characters.',
  page: 'Please choose a valid page.',
  limit: 'Please choose a valid page size.',
} as const;
