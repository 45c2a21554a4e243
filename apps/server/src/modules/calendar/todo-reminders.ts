import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import type { ModuleJob } from '../module.js';
import { announce, type Raised, raiseNotification } from '../notifications/index.js';
import { dueReminders, type TodoRow, updateTodo } from './todo-queries.js';
import { shownIndiaTime } from './todo-texts.js';

/** The job that raises to-do reminders at their time (the hourly sweep catches any it missed). */
export const TODO_REMINDER_JOB = 'calendar.todoReminders';

/**
 * Each open to-do whose reminder time has come, reminded once in its owner's bell (and mail
 * and push, by their settings) with `/todo/{id}` as the click target. Its dedupe key names the
 * reminder time, so a sweep and the job, or two processes, remind once; a new time reminds again.
 */
export async function todoReminders(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  const raised = await ctx.db.transaction(async (tx) => {
    const raised: Raised[] = [];
    for (const todo of await dueReminders(tx, now)) {
      raised.push(await raiseNotification(ctx, tx, reminderOf(todo)));
      await updateTodo(tx, todo.profileId, todo.id, { remindedAt: now }, now);
    }
    return raised;
  });
  await announce(ctx, raised);
}

function reminderOf(todo: TodoRow) {
  return {
    kind: 'todo.reminder' as const,
    profileIds: [todo.profileId],
    instituteId: null,
    title: `Reminder: ${todo.title}`,
    message: todo.dueAt ? `Due ${shownIndiaTime(todo.dueAt)}.` : 'A to-do of yours.',
    target: `/todo/${todo.id}`,
    featureId: todo.id,
    featureAction: 'TODO_REMINDER',
    dedupeKey: `todo.reminder:${todo.id}:${todo.remindAt?.toISOString() ?? ''}`,
  };
}

/** Schedules the reminder job at the to-do's reminder time, in the saving transaction. */
export async function scheduleReminder(ctx: AppContext, db: Queryable, remindAt: Date | null) {
  if (!remindAt) return;
  const at = remindAt.getTime() > ctx.clock.now().getTime() ? remindAt : ctx.clock.now();
  await ctx.jobs.send(TODO_REMINDER_JOB, {}, { startAfter: at }, db);
}

export const todoReminderJob: ModuleJob = {
  name: TODO_REMINDER_JOB,
  run: (ctx) => todoReminders(ctx),
};
