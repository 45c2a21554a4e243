import type { AppContext } from '../../context.js';
import { announce, type Raised, raiseNotification } from '../notifications/index.js';
import { withGuardians } from '../people/index.js';
import { examsStartingBetween } from './deadline-queries.js';
import { examTime } from './setup/task-presenters.js';

/** An exam is reminded of when it starts within the hour. */
const EXAM_AHEAD_MS = 60 * 60_000;

/**
 * The hourly sweep's exam reminders (issue 12): each exam starting within the hour, to its
 * takers and their guardians, once (its dedupe key), however often the sweep runs.
 */
export async function examReminders(ctx: AppContext): Promise<void> {
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
    return raised;
  });
  await announce(ctx, raised);
}
