import { z } from 'zod';
import {
  PAYMENT_METHOD_GROUPS,
  PAYMENT_METHODS,
  PAYMENT_RECORD_TYPES,
  TRANSACTION_STATUSES,
} from '../../constants/payments.js';
import {
  dayField,
  mediumField,
  paymentGroupIdField,
  paymentIdField,
  queryNumber,
  recordTypeField,
} from './fields.js';
import { PAYMENT_TEXTS as M } from './messages.js';

/** What the payment reads answer: a student's record, lists of them, a day's collection. */

/** What one record gave one due (the paid-map as kept). */
export const allocationViewSchema = z.object({
  dueId: z.string(),
  particular: z.string(),
  /** yyyy-mm-dd */
  dueDate: z.string(),
  kind: z.enum(['CHARGE', 'DISCOUNT']),
  /** Paise of the payment's total this due took. */
  paid: z.number().int(),
  /** Paise of discount particulars applied to it (or, for a discount particular, applied of it). */
  discount: z.number().int(),
});

/** A student's part of a payment, as lists and the record page show it. */
export const paymentRecordViewSchema = z.object({
  id: z.string(),
  transactionPk: z.string(),
  transactionId: z.string(),
  receiptNumber: z.number().int(),
  instituteId: z.string(),
  classId: z.string(),
  className: z.string(),
  sessionId: z.string(),
  sessionName: z.string(),
  userProfileId: z.string(),
  studentName: z.string(),
  recordType: z.enum(PAYMENT_RECORD_TYPES),
  /** Paise the cashier took for this student. */
  amount: z.number().int(),
  /** Paise the cashier let off. */
  discount: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHOD_GROUPS),
  paymentMedium: z.enum(PAYMENT_METHODS),
  financialAccountId: z.string(),
  accountName: z.string(),
  /** ISO 8601, UTC. */
  transactionDate: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  recordedByName: z.string().nullable(),
  revertedAt: z.string().nullable(),
  revertedByName: z.string().nullable(),
  revertReason: z.string().nullable(),
  /** The receipt of this record (PDF). */
  receiptUrl: z.string(),
});
export type PaymentRecordView = z.infer<typeof paymentRecordViewSchema>;

export const paymentRecordDetailSchema = paymentRecordViewSchema.extend({
  particulars: z.array(allocationViewSchema),
});
export type PaymentRecordDetail = z.infer<typeof paymentRecordDetailSchema>;

export const paymentRecordListSchema = z.array(paymentRecordViewSchema);

export const studentRecordsQuerySchema = z.object({
  groupId: paymentGroupIdField,
  userProfileId: z.uuid({ error: M.studentNotFound }),
});

export const PAYMENT_PAGE_SIZE_DEFAULT = 20;
export const PAYMENT_PAGE_SIZE_MAX = 100;
/** What the CSV export takes at most in one file. */
export const PAYMENT_CSV_ROWS_MAX = 20_000;

/** The filters of an institute's or a class's transactions (and of their CSV). */
export const transactionFiltersSchema = z
  .object({
    groupId: paymentGroupIdField,
    classId: z.uuid({ error: M.group }).optional(),
    /** Days of the transaction date in India (yyyy-mm-dd), both included. */
    from: dayField.optional(),
    to: dayField.optional(),
    recordType: recordTypeField.optional(),
    paymentMedium: mediumField.optional(),
    status: z.enum(TRANSACTION_STATUSES, { error: M.id }).optional(),
    /** A transaction ID, a receipt number or part of a student's name. */
    q: z.string({ error: M.search }).trim().max(100, M.search).optional(),
    pageNo: queryNumber(M.page, 1, 100_000).default(1),
    limit: queryNumber(M.limit, 1, PAYMENT_PAGE_SIZE_MAX).default(PAYMENT_PAGE_SIZE_DEFAULT),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: M.dateRange, path: ['to'] });
export type TransactionFilters = z.infer<typeof transactionFiltersSchema>;

export const paymentRecordPageSchema = z.object({
  items: z.array(paymentRecordViewSchema),
  pageNo: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  /** Of every record matching the filters (not only this page), reverted ones left out. */
  totals: z.object({ amount: z.number().int(), discount: z.number().int() }),
});
export type PaymentRecordPage = z.infer<typeof paymentRecordPageSchema>;

export const minePaymentsQuerySchema = z.object({
  pageNo: queryNumber(M.page, 1, 100_000).default(1),
  limit: queryNumber(M.limit, 1, PAYMENT_PAGE_SIZE_MAX).default(PAYMENT_PAGE_SIZE_DEFAULT),
});

export const dayQuerySchema = z.object({ groupId: paymentGroupIdField, date: dayField });
export const receiptQuerySchema = z.object({ groupId: paymentGroupIdField, id: paymentIdField });

const bucket = z.object({
  key: z.string(),
  label: z.string(),
  amount: z.number().int(),
  discount: z.number().int(),
  count: z.number().int(),
});

const daySum = z.object({
  amount: z.number().int(),
  discount: z.number().int(),
  /** Receipts (a student's part of a payment each). */
  count: z.number().int(),
});
const dayTotals = { gross: daySum, reverted: daySum, net: daySum };

/**
 * A day's collection: the net (active payments only) totalled four ways, and the day sheet
 * (issue 22): every receipt of the day, reverted ones kept and marked, with the day's gross,
 * reverted and net (packages/shared rules/day-sheet.ts), for the day and for each account.
 */
export const dayCollectionSchema = z.object({
  /** yyyy-mm-dd, a day in India. */
  date: z.string(),
  /** The net: payments still paid (count: transactions). */
  total: z.object({
    amount: z.number().int(),
    discount: z.number().int(),
    count: z.number().int(),
  }),
  sheet: z.object({
    ...dayTotals,
    /** The day's receipts in receipt order, reverted ones included (status REVERTED). */
    entries: z.array(paymentRecordViewSchema),
    /** The accounts' day book: each account's gross, reverted and net. */
    accounts: z.array(z.object({ accountId: z.string(), accountName: z.string(), ...dayTotals })),
  }),
  byMethodGroup: z.array(bucket),
  byMedium: z.array(bucket),
  byAccount: z.array(bucket),
  /** 24 entries, hour 0 to 23 of the day in India. */
  byHour: z.array(bucket.extend({ hour: z.number().int() })),
});
export type DayCollection = z.infer<typeof dayCollectionSchema>;
