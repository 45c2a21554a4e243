import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { academicTasks, examAttempts } from '../../db/schema/index.js';

const live = and(eq(academicTasks.status, 'PUBLISHED'), eq(academicTasks.disabled, false));

/**
 * Published exams of these students not yet submitted, ending in the window: the bell's
 * Upcoming Deadlines.
 */
export async function openExamEnds(db: Queryable, profileIds: string[], from: Date, to: Date) {
  if (profileIds.length === 0) return [];
  return db
    .select({
      taskId: academicTasks.id,
      title: academicTasks.title,
      endAt: academicTasks.endAt,
      profileId: examAttempts.profileId,
    })
    .from(examAttempts)
    .innerJoin(academicTasks, eq(academicTasks.id, examAttempts.academicTaskId))
    .where(
      and(
        inArray(examAttempts.profileId, profileIds),
        inArray(examAttempts.status, ['NOT_STARTED', 'AGREED', 'STARTED']),
        live,
        between(academicTasks.endAt, from, to),
      ),
    )
    .orderBy(asc(academicTasks.endAt))
    .limit(50);
}

/** Published exams starting in the window, each with its takers (the reminder's audience). */
export async function examsStartingBetween(db: Queryable, from: Date, to: Date) {
  const rows = await db
    .select({
      id: academicTasks.id,
      title: academicTasks.title,
      instituteId: academicTasks.instituteId,
      groupId: academicTasks.groupId,
      startAt: academicTasks.startAt,
      takerId: examAttempts.profileId,
    })
    .from(academicTasks)
    .innerJoin(examAttempts, eq(examAttempts.academicTaskId, academicTasks.id))
    .where(and(live, between(academicTasks.startAt, from, to)));
  const byTask = new Map<string, (typeof rows)[number] & { takers: string[] }>();
  for (const row of rows) {
    const task = byTask.get(row.id) ?? { ...row, takers: [] };
    task.takers.push(row.takerId);
    byTask.set(row.id, task);
  }
  return [...byTask.values()];
}
