import { z } from 'zod';
import { DAY_PATTERN } from '../../constants/formats.js';
import {
  PAYMENT_METHOD_GROUPS,
  PAYMENT_STUDENTS_MAX,
  REVERT_REASON_MAX,
  REVERT_REASON_MIN,
} from '../../constants/payments.js';
import { paymentLineError } from '../../rules/payment-line.js';
import {
  mediumField,
  paiseField,
  paymentGroupIdField,
  paymentIdField,
  recordTypeField,
  transactionIdField,
} from './fields.js';
import { PAYMENT_TEXTS as M } from './messages.js';

/**
 * Recording a payment (spec §3 "Single payment record" and "Multi-user payment input"). Money
 * is integer paise. The paid-map says what each due receives of the student's total (amount
 * plus discount); the server runs the allocation again on the locked dues and refuses a map
 * that differs.
 */

/** due id → paise of the total it takes. */
export const paidMapField = z.record(z.uuid({ error: M.paidMap }), paiseField, {
  error: M.paidMap,
});

/**
 * When the money came: an instant (ISO 8601: the dialog's manual day at noon, or now) or a day
 * (yyyy-mm-dd); absent means now. The server bounds it by today and the day before the session
 * started (spec §4).
 */
export const transactionDateField = z
  .string({ error: M.transactionDate })
  .trim()
  .refine(
    (v) =>
      (DAY_PATTERN.test(v) || /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(v)) &&
      !Number.isNaN(Date.parse(v.length === 10 ? `${v}T00:00:00Z` : v)),
    M.transactionDate,
  );

/** Spec §9's method group; optional, and when sent it must be the medium's group. */
const methodField = z.enum(PAYMENT_METHOD_GROUPS, { error: M.methodMismatch });

const sharedFields = {
  recordType: recordTypeField,
  transactionId: transactionIdField,
  transactionDate: transactionDateField.nullish(),
  financialAccountId: z.uuid({ error: M.accountNotFound }),
  paymentMethod: methodField.nullish(),
  paymentMedium: mediumField,
};

/**
 * Refuses a student's line as the shared rule does (rules/payment-line.ts: something paid, the
 * discount no more than the amount), in its words; `amountKey` names the line's amount field.
 */
const lineRule =
  <K extends string>(amountKey: K) =>
  (line: Record<K | 'discount', number>, ctx: z.RefinementCtx) => {
    const message = paymentLineError({ amount: line[amountKey], discount: line.discount });
    if (!message) return;
    const path = [message === M.discountTooLarge ? 'discount' : amountKey];
    ctx.addIssue({ code: 'custom', message, path });
  };

/** POST /rest/payment/record: one student of a class. */
export const singlePaymentBodySchema = z
  .object({
    groupId: paymentGroupIdField,
    sessionId: z.uuid({ error: M.sessionNotFound }),
    userProfileId: z.uuid({ error: M.studentNotFound }),
    ...sharedFields,
    amount: paiseField,
    discount: paiseField.default(0),
    paidMap: paidMapField,
  })
  .superRefine(lineRule('amount'));
export type SinglePaymentBody = z.infer<typeof singlePaymentBodySchema>;

/** One student of a multi-student payment. */
export const studentPaymentSchema = z
  .object({
    userProfileId: z.uuid({ error: M.studentList }),
    paid: paidMapField,
    /** What the cashier takes for this student (the amount), discount apart. */
    totalAmountPaid: paiseField,
    discount: paiseField.default(0),
  })
  .superRefine(lineRule('totalAmountPaid'));
export type StudentPaymentInput = z.infer<typeof studentPaymentSchema>;

const studentListSchema = z
  .array(studentPaymentSchema, { error: M.studentList })
  .min(1, M.noStudentsForPayment)
  .max(PAYMENT_STUDENTS_MAX, M.tooManyStudents);

/**
 * The list as the spec sends it, JSON text, or (for other clients) the list itself. Text that is
 * no JSON reads as no list: the list's own message.
 */
export const studentPaymentListField = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}, studentListSchema);

/** POST /rest/payment/record/common: several students of the institute (or of one class). */
export const commonPaymentBodySchema = z.object({
  groupId: paymentGroupIdField,
  /** The session whose dues are paid; the institute's active one when absent. */
  sessionId: z.uuid({ error: M.sessionNotFound }).nullish(),
  ...sharedFields,
  paymentRecordNewInputDtoList: studentPaymentListField,
});
export type CommonPaymentBody = z.infer<typeof commonPaymentBodySchema>;
/** What the browser sends: the students' list as JSON text (the spec's), read by the schema. */
export type CommonPaymentRequest = Omit<
  z.input<typeof commonPaymentBodySchema>,
  'paymentRecordNewInputDtoList'
> & { paymentRecordNewInputDtoList: string };

/** A body as the browser sends it: its students' list written as JSON text (the spec's). */
export function commonPaymentRequest(body: CommonPaymentBody): CommonPaymentRequest {
  return {
    ...body,
    paymentRecordNewInputDtoList: JSON.stringify(body.paymentRecordNewInputDtoList),
  };
}

export const recordedPaymentSchema = z.object({
  message: z.string(),
  transactionPk: z.string(),
  records: z.array(
    z.object({ id: z.string(), userProfileId: z.string(), receiptNumber: z.number().int() }),
  ),
  /** Opens the receipt of the whole transaction (PDF). */
  receiptUrl: z.string(),
});
export type RecordedPayment = z.infer<typeof recordedPaymentSchema>;

/** Status 299 (spec §4 "Payment response"): recorded already; the message says which receipt. */
export const paymentNoticeSchema = z.object({
  message: z.string(),
  transactionPk: z.string().optional(),
  receiptUrl: z.string().optional(),
});
export type PaymentNotice = z.infer<typeof paymentNoticeSchema>;

export const revertBodySchema = z.object({
  groupId: paymentGroupIdField,
  /** The transaction's id (transactionPk). */
  id: paymentIdField,
  /**
   * One receipt of the transaction (a record's id, issue 22): only that student's part is
   * reverted and the others stay paid. Absent: the whole transaction, every receipt of it.
   */
  recordId: paymentIdField.optional(),
  reason: z
    .string({ error: M.revertReason })
    .trim()
    .min(REVERT_REASON_MIN, M.revertReason)
    .max(REVERT_REASON_MAX, M.revertReason),
});

export const revertedPaymentSchema = z.object({
  message: z.string(),
  transactionPk: z.string(),
  /** ISO 8601, UTC. */
  revertedAt: z.string(),
  /** The receipts whose dues were restored. */
  receiptNumbers: z.array(z.number().int()),
  /** What was reverted: one receipt, or the whole transaction (what was still paid of it). */
  scope: z.enum(['RECEIPT', 'TRANSACTION']),
  /** For a payment made online: that the money goes back outside the portal. */
  refund: z.string().nullable(),
});
export type RevertedPayment = z.infer<typeof revertedPaymentSchema>;
export type RevertBody = z.infer<typeof revertBodySchema>;
