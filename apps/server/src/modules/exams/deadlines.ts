import { type Deadline, deadlineLabel } from '@shala/shared';
import type { AppContext, DeadlineAsk } from '../../context.js';
import { openExamEnds } from './deadline-queries.js';

const DAY_MS = 86_400_000;
/** Exams shown: ending within the next 30 days, or over within the last 7. */
const AHEAD_DAYS = 30;
const BEHIND_DAYS = 7;

/** Exams in Upcoming Deadlines: the open attempts' ends of the people asked. */
export async function examDeadlines(ctx: AppContext, ask: DeadlineAsk): Promise<Deadline[]> {
  const { now } = ask;
  const from = new Date(now.getTime() - BEHIND_DAYS * DAY_MS);
  const to = new Date(now.getTime() + AHEAD_DAYS * DAY_MS);
  const ends = await openExamEnds(ctx.db, [...ask.people], from, to);
  return ends.map((e) => ({
    id: `exam:${e.taskId}:${e.profileId}`,
    kind: 'EXAM' as const,
    title: e.title,
    dueAt: e.endAt.toISOString(),
    deadline: deadlineLabel(e.endAt, now),
    target: '/exam',
  }));
}
