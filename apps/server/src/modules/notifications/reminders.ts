import { indiaDay } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { examsStartingBetween, examTime } from '../exams/index.js';
import { unpaidDueDays } from '../fees/index.js';
import type { ModuleJob } from '../module.js';
import { withGuardians } from '../people/index.js';
import { feeReminder } from './fee-texts.js';
import { announce, type Raised, raiseNotification } from './raise.js';
import { feeAudience } from './recipients.js';

/**
 * Reminders (issue 12): an exam starting within the hour, fees falling due within 3 days, and
 * fees fallen overdue in the last week; a fee reminder names what is already overdue first, and
 * goes to the student's fee audience (recipients.ts feeAudience). A durable sweep job runs at start and then every hour; each
 * reminder carries a dedupe key, so sweeping twice (two processes, a retry) notifies once.
 */
export const REMINDER_SWEEP_JOB = 'notifications.reminders';
const SWEEP_EVERY_MS = 60 * 60_000;
const EXAM_AHEAD_MS = 60 * 60_000;
const FEE_AHEAD_DAYS = 3;
/** Overdue reminders look back this far, so a portal stopped for a few days still sends them. */
const OVERDUE_BEHIND_DAYS = 7;
const DAY_MS = 86_400_000;
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

export async function sweepReminders(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  const raised = await ctx.db.transaction(async (tx) => {
    const raised: Raised[] = [];
    const soon = await examsStartingBetween(tx, now, new Date(now.getTime() + EXAM_AHEAD_MS));
    for (const task of soon) {
      raised.push(
        await raiseNotification(ctx, tx, {
          kind: 'exam.startingSoon',
          profileIds: await withGuardians(tx, task.takers),
          instituteId: task.instituteId,
          groupId: task.groupId,
          title: `Exam starting soon: ${task.title}`,
          message: `${task.title} starts at ${examTime(task.startAt)}.`,
          target: '/exam',
          featureId: task.id,
          featureAction: 'EXAM_STARTING',
          dedupeKey: `exam.startingSoon:${task.id}`,
        }),
      );
    }
    const today = indiaDay(now);
    const dues = await unpaidDueDays(tx, {
      from: indiaDay(new Date(now.getTime() - OVERDUE_BEHIND_DAYS * DAY_MS)),
      to: indiaDay(new Date(now.getTime() + FEE_AHEAD_DAYS * DAY_MS)),
    });
    // Everything each reminded student owes from before today: a reminder names it first.
    const students = [...new Set(dues.map((d) => d.profileId))];
    const overdue = new Map<string, number>();
    for (const row of await unpaidDueDays(tx, { to: dayBefore(today) }, students)) {
      overdue.set(row.profileId, (overdue.get(row.profileId) ?? 0) + row.owed);
    }
    for (const due of dues) {
      const audience = await feeAudience(tx, due.profileId);
      const words = (toStudent: boolean) =>
        feeReminder({
          firstName: due.firstName,
          toStudent,
          due,
          today,
          overdue: overdue.get(due.profileId) ?? 0,
        });
      const { kind } = words(false);
      const to = [
        { profileIds: audience.guardians, ...words(false) },
        { profileIds: audience.student ? [due.profileId] : [], ...words(true) },
      ];
      for (const one of to) {
        raised.push(
          await raiseNotification(ctx, tx, {
            kind,
            profileIds: one.profileIds,
            instituteId: due.instituteId,
            groupId: due.classId,
            title: one.title,
            message: one.message,
            target: `/erp/fee-details/${due.profileId}`,
            featureId: due.profileId,
            featureAction: kind === 'fee.overdue' ? 'FEE_OVERDUE' : 'FEE_DUE',
            dedupeKey: `${kind}:${due.profileId}:${due.dueDate}`,
          }),
        );
      }
    }
    return raised;
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
