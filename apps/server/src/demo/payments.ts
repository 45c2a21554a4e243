import {
  allocatePayment,
  cumulativePayable,
  type DueParticular,
  newTransactionId,
  orderDues,
  type PaymentMethod,
  paidMapOf,
} from '@shala/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { academicSessions, studentDues, userProfiles } from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';
import { recordAudit } from '../modules/audit/index.js';
import { duesOfStudents, todayOf } from '../modules/fees/index.js';
import { insertAccount, revertPayment, writePayment } from '../modules/payments/index.js';

/**
 * The demo school's payments (README): a cash counter and the school's bank account (UPI, NEFT,
 * cheques …), and the session's payments so far as the accountant Kavita Rao took them: most
 * families paid each term near its due date, some paid part of the first term, some are overdue
 * and paid nothing, some paid three children together from the cart, and one cheque bounced and
 * was reverted with its reason. Written through the payments module's own writePayment and
 * revertPayment (each a savepoint of the seed's transaction), after the fees and transport demo
 * dues exist, so every receipt, allocation and due agrees. Deterministic: the same school gets
 * the same payments.
 */

export type DemoPaymentsAt = { instituteId: string; sessionId: string; cashierProfileId: string };

const RUPEE = 100;
export const DEMO_ACCOUNTS = {
  cash: { accountName: 'Cash Counter', acceptanceMediums: ['CASH'] as PaymentMethod[] },
  bank: {
    accountName: 'School Bank (SBI)',
    bankName: 'State Bank of India',
    acceptanceMediums: [
      'ONLINE_TRANSFER',
      'NEFT',
      'RTGS',
      'DEBIT_CARD',
      'BHIM_UPI',
      'GOOGLE_PAY',
      'PHONE_PE',
      'DEMAND_DRAFT',
      'BANK_CHEQUE',
    ] as PaymentMethod[],
  },
} as const;
export const DEMO_REVERT_REASON = 'Cheque returned unpaid by the bank (insufficient funds).';

/** What a family does this session, by its place in the school's list. */
type Habit = 'termly' | 'partial' | 'firstTermOnly' | 'overdue' | 'cart';
const HABITS: Habit[] = [
  'termly',
  'termly',
  'termly',
  'partial',
  'partial',
  'firstTermOnly',
  'overdue',
  'overdue',
  'cart',
  'cart',
];
const BANK_MEDIUMS: PaymentMethod[] = ['GOOGLE_PAY', 'BHIM_UPI', 'NEFT', 'BANK_CHEQUE', 'PHONE_PE'];

/** A small deterministic generator (mulberry32), so every seed writes the same payments. */
function randomFrom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function seedDemoPayments(
  tx: Tx,
  clock: Clock,
  at: DemoPaymentsAt,
): Promise<{ accounts: number; payments: number; reverted: number }> {
  const now = clock.now();
  const today = todayOf(now);
  const random = randomFrom(2026);
  const [cashier] = await tx
    .select({ accountId: userProfiles.accountId })
    .from(userProfiles)
    .where(eq(userProfiles.id, at.cashierProfileId));
  // Kavita Rao at the counter, from no address (the audit log keeps none for the seed).
  const actor = { accountId: cashier?.accountId ?? null, profileId: at.cashierProfileId, ip: null };
  // The app context's database and clock, the database being the seed's transaction.
  const ctx = { db: tx, clock };

  const cash = await insertAccount(tx, {
    instituteId: at.instituteId,
    ...DEMO_ACCOUNTS.cash,
    createdAt: now,
  });
  const bank = await insertAccount(tx, {
    instituteId: at.instituteId,
    ...DEMO_ACCOUNTS.bank,
    createdAt: now,
  });
  for (const account of [cash, bank]) {
    await recordAudit(tx, ctx, actor, {
      instituteId: at.instituteId,
      action: 'financialAccount.created',
      targetType: 'financialAccount',
      targetId: account.id,
      detail: { name: account.accountName, acceptanceMediums: [...account.acceptanceMediums] },
    });
  }

  // The students owing fees this session, in a fixed order (class, then name).
  const owing = await tx
    .selectDistinct({
      profileId: studentDues.profileId,
      classId: studentDues.classId,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
    })
    .from(studentDues)
    .innerJoin(userProfiles, eq(userProfiles.id, studentDues.profileId))
    .where(
      and(
        eq(studentDues.instituteId, at.instituteId),
        eq(studentDues.sessionId, at.sessionId),
        eq(studentDues.recordType, 'FEES'),
        isNull(studentDues.cancelledAt),
      ),
    )
    .orderBy(asc(studentDues.classId), asc(userProfiles.firstName), asc(userProfiles.lastName));

  const duesOf = async (profileIds: string[]) => {
    const rows = await duesOfStudents(tx, {
      instituteId: at.instituteId,
      sessionId: at.sessionId,
      profileIds,
      recordType: 'FEES',
    });
    return (id: string): DueParticular[] => rows.filter((r) => r.profileId === id);
  };
  /** What settles every due up to and including those due on `day` (its discount too). */
  const upTo = (dues: DueParticular[], day: string, paidOn: string) => {
    const last = orderDues(dues)
      .filter((d) => d.dueDate <= day)
      .at(-1);
    return last ? cumulativePayable(dues, last.id, paidOn) : 0;
  };

  /** A payment to make: each student pays `total` (amount + discount), or settles up to a day. */
  type Planned = {
    day: string;
    medium: PaymentMethod;
    lines: { profileId: string; total: number | { upTo: string }; discount: number }[];
  };
  const planned: Planned[] = [];
  const mediumOf = (): PaymentMethod =>
    random() < 0.45 ? 'CASH' : (BANK_MEDIUMS[Math.floor(random() * BANK_MEDIUMS.length)] ?? 'NEFT');
  const firstDues = await duesOf(owing.map((s) => s.profileId));
  const cart: string[] = [];
  owing.forEach((student, i) => {
    const dues = firstDues(student.profileId);
    const days = [...new Set(orderDues(dues).map((d) => d.dueDate))].filter((d) => d <= today);
    const first = days[0];
    if (!first) return;
    const habit = HABITS[i % HABITS.length] as Habit;
    if (habit === 'termly') {
      // Each term's dues a few days before their date; now and then ₹200 let off.
      for (const day of days) {
        planned.push({
          day: addDays(day, -Math.floor(random() * 6)),
          medium: mediumOf(),
          lines: [
            {
              profileId: student.profileId,
              total: { upTo: day },
              discount: random() < 0.15 ? 200 * RUPEE : 0,
            },
          ],
        });
      }
    } else if (habit === 'partial' || habit === 'firstTermOnly') {
      // Paid three days after the date: the early-payment discount has lapsed by then.
      const whole = upTo(dues, first, addDays(first, 3));
      // Three fifths of the first term, in whole hundreds of rupees.
      const hundred = 100 * RUPEE;
      const total =
        habit === 'partial'
          ? Math.max(hundred, Math.floor((whole * 0.6) / hundred) * hundred)
          : whole;
      planned.push({
        day: addDays(first, 3),
        medium: mediumOf(),
        lines: [{ profileId: student.profileId, total, discount: 0 }],
      });
    } else if (habit === 'cart') {
      cart.push(student.profileId);
    }
  });
  // Three students' first term together from the cart, by UPI.
  for (let i = 0; i + 3 <= cart.length; i += 3) {
    const ids = cart.slice(i, i + 3);
    const first = orderDues(ids.flatMap((id) => firstDues(id)))[0]?.dueDate;
    if (!first || first > today) continue;
    planned.push({
      day: addDays(first, 5),
      medium: 'BHIM_UPI',
      lines: ids.map((profileId) => ({ profileId, total: { upTo: first }, discount: 0 })),
    });
  }
  planned.sort((a, b) => a.day.localeCompare(b.day));

  // Spec §4: no date before the day before the session started, none after today.
  const [session] = await tx
    .select({ startDate: academicSessions.startDate })
    .from(academicSessions)
    .where(eq(academicSessions.id, at.sessionId));
  const earliest = session ? addDays(session.startDate, -1) : today;
  if (earliest > today) return { accounts: 2, payments: 0, reverted: 0 };

  let payments = 0;
  let reverted = 0;
  let bounced: string | undefined;
  for (const plan of planned) {
    const current = await duesOf(plan.lines.map((l) => l.profileId));
    const day = [earliest, plan.day, today].sort()[1] as string;
    const students = plan.lines.flatMap((line) => {
      const dues = current(line.profileId);
      const total = typeof line.total === 'number' ? line.total : upTo(dues, line.total.upTo, day);
      if (total <= 0) return [];
      const discount = Math.min(line.discount, Math.floor(total / 2));
      const paid = paidMapOf(allocatePayment(dues, total, day));
      return [{ profileId: line.profileId, amount: total - discount, discount, paid }];
    });
    if (students.length === 0) continue;
    const outcome = await writePayment(ctx, actor, {
      instituteId: at.instituteId,
      classId: null,
      sessionId: at.sessionId,
      recordType: 'FEES',
      transactionId: newTransactionId((array) => array.map(() => Math.floor(random() * 2 ** 32))),
      transactionDate: day,
      financialAccountId: plan.medium === 'CASH' ? cash.id : bank.id,
      paymentMedium: plan.medium,
      students,
    });
    if (!outcome.recorded) continue;
    payments += 1;
    if (!bounced && plan.medium === 'BANK_CHEQUE') bounced = outcome.transactionPk;
  }
  // One cheque bounced: reverted with the bank's reason, its dues owed again.
  if (bounced) {
    await revertPayment(
      ctx,
      actor,
      { type: 'INSTITUTE', id: at.instituteId, instituteId: at.instituteId },
      { id: bounced, reason: DEMO_REVERT_REASON },
    );
    reverted = 1;
  }
  return { accounts: 2, payments, reverted };
}
