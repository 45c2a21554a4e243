import {
  type CommonPaymentBody,
  PAYMENT_METHOD_GROUP,
  PAYMENT_TEXTS,
  type PaymentMethod,
  type PaymentMethodGroup,
  type PaymentRecordType,
  paymentLineError,
  type SinglePaymentBody,
} from '@shala/shared';
import { badRequest } from '../../lib/errors.js';

/** One student's part of a payment, in paise. */
export type StudentPart = {
  profileId: string;
  /** What the cashier takes. */
  amount: number;
  /** What the cashier lets off; never more than the amount (spec §5). */
  discount: number;
  /** The paid-map: due id → paise of amount + discount. */
  paid: Record<string, number>;
};

/** A payment as the service records it, from the single or the multi-student call (or online). */
export type PaymentInput = {
  instituteId: string;
  /** The class it is taken in: each student must be in it. Null: anywhere in the institute. */
  classId: string | null;
  /** The session whose dues are paid; null: the institute's active session. */
  sessionId: string | null;
  recordType: PaymentRecordType;
  transactionId: string;
  /** As the call sent it (an instant or a day); absent or null: now. */
  transactionDate?: string | null | undefined;
  financialAccountId: string;
  paymentMethod?: PaymentMethodGroup | null | undefined;
  paymentMedium: PaymentMethod;
  students: StudentPart[];
};

/** POST /rest/payment/record: the class's one student. */
export function singleInput(
  scope: { instituteId: string; classId: string | null },
  body: SinglePaymentBody,
): PaymentInput {
  return {
    instituteId: scope.instituteId,
    classId: scope.classId,
    sessionId: body.sessionId,
    recordType: body.recordType,
    transactionId: body.transactionId,
    transactionDate: body.transactionDate,
    financialAccountId: body.financialAccountId,
    paymentMethod: body.paymentMethod,
    paymentMedium: body.paymentMedium,
    students: [
      {
        profileId: body.userProfileId,
        amount: body.amount,
        discount: body.discount,
        paid: body.paidMap,
      },
    ],
  };
}

/** POST /rest/payment/record/common: the institute's (or a class's) students in one transaction. */
export function commonInput(
  scope: { instituteId: string; classId: string | null },
  body: CommonPaymentBody,
): PaymentInput {
  return {
    instituteId: scope.instituteId,
    classId: scope.classId,
    sessionId: body.sessionId ?? null,
    recordType: body.recordType,
    transactionId: body.transactionId,
    transactionDate: body.transactionDate,
    financialAccountId: body.financialAccountId,
    paymentMethod: body.paymentMethod,
    paymentMedium: body.paymentMedium,
    students: body.paymentRecordNewInputDtoList.map((s) => ({
      profileId: s.userProfileId,
      amount: s.totalAmountPaid,
      discount: s.discount,
      paid: s.paid,
    })),
  };
}

/**
 * What needs no database: the whole list's rules here (some student, each once, the method the
 * medium's group: spec §9), and each line by the shared rule (rules/payment-line.ts: something
 * paid, no discount above the amount, spec §4 and §5). The API's schemas refuse a bad line
 * already; the gateway's and the demo's payments come with no body, so the service asks again.
 * Throws 400 with the rule's words.
 */
export function checkInputShape(input: PaymentInput): void {
  if (input.students.length === 0) throw badRequest(PAYMENT_TEXTS.noStudentsForPayment);
  const seen = new Set<string>();
  for (const student of input.students) {
    if (seen.has(student.profileId)) throw badRequest(PAYMENT_TEXTS.studentTwice);
    seen.add(student.profileId);
    const refused = paymentLineError(student);
    if (refused) throw badRequest(refused);
  }
  if (input.paymentMethod && input.paymentMethod !== PAYMENT_METHOD_GROUP[input.paymentMedium]) {
    throw badRequest(PAYMENT_TEXTS.methodMismatch);
  }
}
