import type { AppContext } from '../../context.js';
import type { ModuleJob } from '../module.js';

/**
 * The hourly reminder sweep (issue 12): each module's reminders (ServerModule.reminders: exams
 * starting within the hour, fees falling due or overdue …), one after another. A durable job
 * runs it at start and then every hour; each reminder carries a dedupe key, so sweeping twice
 * (two processes, a retry) notifies once. Notifications know no domain: a module adds its
 * reminders in its module.ts.
 */
export const REMINDER_SWEEP_JOB = 'notifications.reminders';
const SWEEP_EVERY_MS = 60 * 60_000;

export async function sweepReminders(ctx: AppContext): Promise<void> {
  for (const remind of ctx.declared.reminders) await remind(ctx);
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
