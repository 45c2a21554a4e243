import { indiaDay, PAYMENT_METHOD_GROUP, PAYMENT_TEXTS } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { type AuditCaller, type AuditEventInput, recordAudits } from '../audit/index.js';
import type { StudentDue } from '../fees/index.js';
import { applyAllocationLines, bringLateFeesUpToDate, lockDuesForPayment } from '../fees/index.js';
import type { Caller } from '../permissions/index.js';
import { checkAllocation } from './allocation-check.js';
import { checkInputShape, type PaymentInput } from './record-input.js';
import { type PaymentSetting, paymentSetting, recordedTransaction } from './record-queries.js';
import {
  insertRecordsWithReceipts,
  insertTransaction,
  type NewAllocation,
  type NewRecord,
  type WrittenRecord,
} from './record-writes.js';
import { transactionInstant } from './transaction-date.js';

/**
 * Recording a payment (issue 11, spec §4 and §5): one database transaction for one or many
 * students. The transaction row goes first, so a transaction ID the institute has recorded
 * already (a double click, a retried request, two cashiers at once) records nothing and
 * answers 299 with the receipt it got. The students' dues are then locked, the allocation run
 * again on them and compared with the paid-map the dialog sent; the dues take the lines, and
 * last the receipt numbers are taken with the records and their allocations.
 */

export type PaymentOutcome =
  | { recorded: true; transactionPk: string; records: WrittenRecord[] }
  | { recorded: false; transactionPk: string; message: string };

/** Where each student is in the institute (the class of the record), or 404. */
function classesOf(input: PaymentInput, setting: PaymentSetting): Map<string, string> {
  const classOf = new Map<string, string>();
  for (const m of setting.members)
    if (!classOf.has(m.profileId)) classOf.set(m.profileId, m.classId);
  for (const s of input.students) {
    if (!classOf.has(s.profileId)) throw notFound(PAYMENT_TEXTS.studentNotFound);
  }
  return classOf;
}

/** The account must be the institute's, enabled and taking the medium. */
function checkAccount(input: PaymentInput, setting: PaymentSetting): void {
  if (!setting.account) throw notFound(PAYMENT_TEXTS.accountNotFound);
  if (!setting.account.active) throw badRequest(PAYMENT_TEXTS.accountDisabled);
  if (!setting.account.mediums.includes(input.paymentMedium)) {
    throw badRequest(PAYMENT_TEXTS.mediumNotAccepted);
  }
}

function duesByStudent(dues: readonly StudentDue[]): Map<string, StudentDue[]> {
  const by = new Map<string, StudentDue[]>();
  for (const due of dues) {
    const list = by.get(due.profileId) ?? [];
    list.push(due);
    by.set(due.profileId, list);
  }
  return by;
}

/**
 * Writes a payment, telling nobody (record.ts `recordPayment` tells the families; the demo
 * seeder writes its own notices); `caller` null is the gateway (an online payment, no cashier).
 * Throws 4xx (nothing written) when a rule refuses it; a transaction ID recorded before is not
 * an error but `recorded: false` with the words to show.
 *
 * It needs only the app context's database and clock; that database may be a transaction (a
 * transaction is a database to drizzle), which the payment then joins as a savepoint: the
 * demo's seed passes its own. `caller` is a Caller's profile, the transaction's recorder, and
 * what the audit log keeps of it (the demo's seeder acts as the accountant from no address).
 */
export async function writePayment(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  caller: (Pick<Caller, 'profileId'> & AuditCaller) | null,
  input: PaymentInput,
): Promise<PaymentOutcome> {
  checkInputShape(input);
  const profileIds = input.students.map((s) => s.profileId);
  const setting = await paymentSetting(ctx.db, {
    instituteId: input.instituteId,
    sessionId: input.sessionId,
    classId: input.classId,
    financialAccountId: input.financialAccountId,
    profileIds,
  });
  if (!setting.session) throw notFound(PAYMENT_TEXTS.sessionNotFound);
  const sessionId = setting.session.id;
  checkAccount(input, setting);
  const classOf = classesOf(input, setting);
  const now = ctx.clock.now();
  const transactionDate = transactionInstant(input.transactionDate, now, setting.session.startDate);
  const amount = input.students.reduce((sum, s) => sum + s.amount, 0);
  const discount = input.students.reduce((sum, s) => sum + s.discount, 0);

  return ctx.db.transaction(async (tx): Promise<PaymentOutcome> => {
    const transactionPk = await insertTransaction(tx, {
      instituteId: input.instituteId,
      transactionId: input.transactionId,
      recordType: input.recordType,
      transactionDate,
      paymentMethod: PAYMENT_METHOD_GROUP[input.paymentMedium],
      paymentMedium: input.paymentMedium,
      financialAccountId: input.financialAccountId,
      amount,
      discount,
      createdByProfileId: caller?.profileId ?? null,
      createdAt: now,
    });
    if (!transactionPk) {
      const earlier = await recordedTransaction(tx, input.instituteId, input.transactionId);
      return {
        recorded: false,
        transactionPk: earlier?.id ?? '',
        // Named as it was first recorded: "chq1" typed after "CHQ1" finds CHQ1's receipt.
        message: PAYMENT_TEXTS.duplicate(
          earlier?.transactionId ?? input.transactionId,
          earlier?.receiptNumber ?? null,
        ),
      };
    }

    // Late fees fallen due by the payment's day are written first: it pays what the read showed.
    await bringLateFeesUpToDate(tx, {
      instituteId: input.instituteId,
      sessionId,
      profileIds,
      paidAt: transactionDate,
      now,
    });
    const locked = duesByStudent(
      await lockDuesForPayment(tx, {
        instituteId: input.instituteId,
        sessionId,
        profileIds,
        recordType: input.recordType,
      }),
    );
    const records: NewRecord[] = [];
    const allocations: NewAllocation[] = [];
    for (const student of input.students) {
      const dues = locked.get(student.profileId) ?? [];
      const checked = checkAllocation(
        dues,
        student.amount + student.discount,
        student.paid,
        indiaDay(transactionDate),
      );
      const recordId = crypto.randomUUID();
      records.push({
        id: recordId,
        classId: classOf.get(student.profileId) as string,
        profileId: student.profileId,
        amount: student.amount,
        discount: student.discount,
      });
      for (const line of checked.lines) allocations.push({ recordId, ...line });
    }
    await recordAudits(
      tx,
      ctx,
      caller,
      records.map(
        (r): AuditEventInput => ({
          instituteId: input.instituteId,
          action: 'payment.recorded',
          targetType: 'profile',
          targetId: r.profileId,
          detail: {
            classId: r.classId,
            transactionPk,
            transactionId: input.transactionId,
            recordType: input.recordType,
            amount: r.amount,
            discount: r.discount,
            paymentMedium: input.paymentMedium,
            ...(caller ? {} : { online: true }),
          },
        }),
      ),
    );
    // Last: the dues' figures of their class and due date (kept by student_dues' triggers) and
    // the institute's receipt counter stay locked only until the commit.
    await applyAllocationLines(tx, allocations, now, input.instituteId);
    const written = await insertRecordsWithReceipts(tx, {
      instituteId: input.instituteId,
      transactionPk,
      sessionId,
      recordType: input.recordType,
      createdAt: now,
      records,
      allocations,
    });
    return { recorded: true, transactionPk, records: written };
  });
}
