import { and, between, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { academicTasks, examAttempts, studentDues } from '../../db/schema/index.js';
import type { ModuleJob } from '../module.js';
import { announce, type Raised, raiseNotification } from './raise.js';
import { withGuardians } from './recipients.js';

/**
 * Reminders (issue 12): an exam starting within the hour, fees falling due within 3 days, and
 * fees overdue since yesterday. A durable sweep job runs at start and then every hour; each
 * reminder carries a dedupe key, so sweeping twice (two processes, a retry) notifies once.
 */
export const REMINDER_SWEEP_JOB = 'notifications.reminders';
const SWEEP_EVERY_MS = 60 * 60_000;
const EXAM_AHEAD_MS = 60 * 60_000;
const FEE_AHEAD_DAYS = 3;
/** Overdue reminders look back this far, so a portal stopped for a few days still sends them. */
const OVERDUE_BEHIND_DAYS = 7;
const DAY_MS = 86_400_000;
const indianDate = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

export async function sweepReminders(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  const raised: Raised[] = [];
  await ctx.db.transaction(async (tx) => {
    const soon = await tx
      .select({
        id: academicTasks.id,
        title: academicTasks.title,
        instituteId: academicTasks.instituteId,
        groupId: academicTasks.groupId,
        startAt: academicTasks.startAt,
      })
      .from(academicTasks)
      .where(
        and(
          eq(academicTasks.status, 'PUBLISHED'),
          eq(academicTasks.disabled, false),
          between(academicTasks.startAt, now, new Date(now.getTime() + EXAM_AHEAD_MS)),
        ),
      );
    for (const task of soon) {
      const takers = await tx
        .select({ id: examAttempts.profileId })
        .from(examAttempts)
        .where(eq(examAttempts.academicTaskId, task.id));
      raised.push(
        await raiseNotification(ctx, tx, {
          kind: 'exam.startingSoon',
          profileIds: await withGuardians(
            tx,
            takers.map((t) => t.id),
          ),
          instituteId: task.instituteId,
          groupId: task.groupId,
          title: `Exam starting soon: ${task.title}`,
          message: `${task.title} starts at ${task.startAt.toISOString().slice(11, 16)} UTC.`,
          target: '/exam',
          featureId: task.id,
          featureAction: 'EXAM_STARTING',
          dedupeKey: `exam.startingSoon:${task.id}`,
        }),
      );
    }
    const today = indianDate(now);
    const horizon = indianDate(new Date(now.getTime() + FEE_AHEAD_DAYS * DAY_MS));
    const behind = indianDate(new Date(now.getTime() - OVERDUE_BEHIND_DAYS * DAY_MS));
    const dues = await tx
      .select({
        profileId: studentDues.profileId,
        instituteId: studentDues.instituteId,
        classId: studentDues.classId,
        dueDate: studentDues.dueDate,
        particulars: sql<string>`string_agg(${studentDues.particular}, ', ' order by ${studentDues.position})`,
      })
      .from(studentDues)
      .where(
        and(
          isNull(studentDues.cancelledAt),
          isNull(studentDues.carriedOverAt),
          sql`${studentDues.paidPaise} + ${studentDues.discountPaise} < ${studentDues.amountPaise}`,
          between(studentDues.dueDate, behind, horizon),
        ),
      )
      .groupBy(
        studentDues.profileId,
        studentDues.instituteId,
        studentDues.classId,
        studentDues.dueDate,
      );
    for (const due of dues) {
      const overdue = due.dueDate < today;
      raised.push(
        await raiseNotification(ctx, tx, {
          kind: overdue ? 'fee.overdue' : 'fee.dueSoon',
          profileIds: await withGuardians(tx, [due.profileId]),
          instituteId: due.instituteId,
          groupId: due.classId,
          title: overdue ? 'Fees overdue' : 'Fees due soon',
          message: `${due.particulars}: due on ${due.dueDate}.`,
          target: `/erp/fee-details/${due.profileId}`,
          featureId: due.profileId,
          featureAction: overdue ? 'FEE_OVERDUE' : 'FEE_DUE',
          dedupeKey: `${overdue ? 'fee.overdue' : 'fee.dueSoon'}:${due.profileId}:${due.dueDate}`,
        }),
      );
    }
  });
  await announce(ctx, raised);
}

async function runSweep(ctx: AppContext): Promise<void> {
  await sweepReminders(ctx);
  await ctx.jobs.send(
    REMINDER_SWEEP_JOB,
    {},
    { startAfter: new Date(ctx.clock.now().getTime() + SWEEP_EVERY_MS) },
  );
}

export const reminderSweepJob: ModuleJob = {
  name: REMINDER_SWEEP_JOB,
  run: runSweep,
  policy: 'oneWaitingPerKey',
  atStart: true,
};
