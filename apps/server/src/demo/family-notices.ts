import { indiaDay } from '@shala/shared';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.js';
import {
  academicSessions,
  academicTasks,
  admissionApplications,
  examAttempts,
  groups,
  paymentRecords,
  paymentTransactions,
} from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';
import { examTime } from '../modules/exams/index.js';
import { feeReminder, paymentReceivedText, unpaidDueDays } from '../modules/fees/index.js';

const DAY_MS = 86_400_000;
/** The reminder sweep's "due soon": within this many days (fees/reminders.ts). */
const DUE_SOON_DAYS = 3;

/** A notice for a guardian's bell, as the modules would have raised it. */
export type FamilyNotice = {
  kind: 'fee.dueSoon' | 'fee.overdue' | 'payment.received';
  title: string;
  message: string;
  target: string;
  createdAt: Date;
};

/**
 * The demo guardian's fee notices (issue 22), from the child's dues and payments as the seed
 * wrote them, relative to the run: the fee reminder the sweep would send now (what is overdue
 * first, then the next due if it falls within 3 days), raised a few hours ago; and the child's
 * last payment received, dated on its day. Nothing when there is nothing to tell.
 */
export async function feeNoticesOf(
  tx: Tx,
  clock: Clock,
  child: { id: string; firstName: string },
): Promise<FamilyNotice[]> {
  const now = clock.now();
  const today = indiaDay(now);
  const target = `/erp/fee-details/${child.id}`;
  const notices: FamilyNotice[] = [];

  const dues = await unpaidDueDays(tx, {}, [child.id]);
  const overdueDays = dues.filter((d) => d.dueDate < today);
  const overdue = overdueDays.reduce((sum, d) => sum + d.owed, 0);
  const soonest = indiaDay(new Date(now.getTime() + DUE_SOON_DAYS * DAY_MS));
  const next = dues.find((d) => d.dueDate >= today && d.dueDate <= soonest);
  const about = next ?? overdueDays.at(-1);
  if (about) {
    const words = feeReminder({
      firstName: child.firstName,
      toStudent: false,
      due: about,
      today,
      overdue,
    });
    notices.push({ ...words, target, createdAt: new Date(now.getTime() - 6 * 3_600_000) });
  }

  const [last] = await tx
    .select({
      amount: paymentRecords.amountPaise,
      recordType: paymentRecords.recordType,
      receiptNumber: paymentRecords.receiptNumber,
      paidAt: paymentTransactions.transactionDate,
    })
    .from(paymentRecords)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, paymentRecords.transactionPk))
    .where(and(eq(paymentRecords.profileId, child.id), eq(paymentTransactions.status, 'ACTIVE')))
    .orderBy(desc(paymentTransactions.transactionDate))
    .limit(1);
  if (last) {
    // Recorded on its day at the counter: the notice is of that day.
    const paidAt = last.paidAt.getTime() > now.getTime() ? now : last.paidAt;
    notices.push({
      kind: 'payment.received',
      title: 'Payment received',
      message: paymentReceivedText({
        ...last,
        firstName: child.firstName,
        toStudent: false,
        paidAt,
        recordedAt: paidAt,
      }),
      target,
      createdAt: paidAt,
    });
  }
  return notices;
}

/**
 * The admission notices the admin's bell would hold: the newest pending applications, in the
 * admission module's words, each dated when it came (the newest unread).
 */
export async function admissionNoticesOf(tx: Tx, instituteId: string, newest = 2) {
  const classes = alias(groups, 'klass');
  const rows = await tx
    .select({
      firstName: admissionApplications.firstName,
      lastName: admissionApplications.lastName,
      className: classes.name,
      session: academicSessions.name,
      createdAt: admissionApplications.createdAt,
    })
    .from(admissionApplications)
    .innerJoin(classes, eq(classes.id, admissionApplications.classId))
    .innerJoin(academicSessions, eq(academicSessions.id, admissionApplications.sessionId))
    .where(
      and(
        eq(admissionApplications.instituteId, instituteId),
        eq(admissionApplications.status, 'PENDING'),
      ),
    )
    .orderBy(desc(admissionApplications.createdAt))
    .limit(newest);
  return rows.map((a, i) => ({
    kind: 'admission.received' as const,
    title: 'Admission received',
    message: `${a.firstName} ${a.lastName} applied for ${a.className} (${a.session}).`,
    target: '/admission/requests',
    createdAt: a.createdAt,
    visited: i > 0,
    readAt: i > 0 ? a.createdAt : null,
  }));
}

/**
 * A student's exam notices as the exams module raises them: the newest exam published to them
 * (unread) and the newest whose results are out (read), in its words and on its day.
 */
export async function examNoticesOf(tx: Tx, profileId: string) {
  const mine = and(
    eq(examAttempts.profileId, profileId),
    eq(academicTasks.id, examAttempts.academicTaskId),
  );
  const [published] = await tx
    .select({ task: academicTasks })
    .from(academicTasks)
    .innerJoin(examAttempts, mine)
    .where(and(eq(academicTasks.status, 'PUBLISHED'), isNotNull(academicTasks.publishedAt)))
    .orderBy(desc(academicTasks.publishedAt))
    .limit(1);
  const [result] = await tx
    .select({ task: academicTasks })
    .from(academicTasks)
    .innerJoin(examAttempts, mine)
    .where(and(isNotNull(academicTasks.resultsPublishedAt), eq(examAttempts.status, 'EVALUATED')))
    .orderBy(desc(academicTasks.resultsPublishedAt))
    .limit(1);
  const notices = [];
  if (published?.task.publishedAt) {
    const { title, startAt, endAt, publishedAt } = published.task;
    notices.push({
      kind: 'exam.published' as const,
      title: `New exam: ${title}`,
      message: `${title} is open from ${examTime(startAt)} to ${examTime(endAt)}.`,
      target: '/exam',
      createdAt: publishedAt,
      visited: false,
      readAt: null,
    });
  }
  if (result?.task.resultsPublishedAt) {
    const { title, resultsPublishedAt } = result.task;
    notices.push({
      kind: 'exam.resultOut' as const,
      title: `Result out: ${title}`,
      message: `The results of ${title} are published.`,
      target: '/exam',
      createdAt: resultsPublishedAt,
      visited: true,
      readAt: resultsPublishedAt,
    });
  }
  return notices;
}
