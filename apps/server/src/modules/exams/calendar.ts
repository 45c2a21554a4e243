import type { CalendarEntry } from '@shala/shared';
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { AppContext, CalendarAsk } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { academicTasks, examAttempts, userProfiles } from '../../db/schema/index.js';

/** Published exams of these students whose window overlaps [from, to), each with its taker. */
async function examWindowsOf(db: Queryable, profileIds: string[], from: Date, to: Date) {
  if (profileIds.length === 0) return [];
  return db
    .select({
      taskId: academicTasks.id,
      title: academicTasks.title,
      startAt: academicTasks.startAt,
      endAt: academicTasks.endAt,
      profileId: examAttempts.profileId,
      firstName: userProfiles.firstName,
    })
    .from(examAttempts)
    .innerJoin(academicTasks, eq(academicTasks.id, examAttempts.academicTaskId))
    .innerJoin(userProfiles, eq(userProfiles.id, examAttempts.profileId))
    .where(
      and(
        inArray(examAttempts.profileId, profileIds),
        eq(academicTasks.status, 'PUBLISHED'),
        eq(academicTasks.disabled, false),
        lt(academicTasks.startAt, to),
        gt(academicTasks.endAt, from),
      ),
    )
    .orderBy(asc(academicTasks.startAt))
    .limit(200);
}

/**
 * Exams on a calendar (issue 24 §4): each exam window of the people asked, from its start to
 * its end, named after the child when it is not the profile's own ("Aarav: exam …").
 */
export async function examCalendar(ctx: AppContext, ask: CalendarAsk): Promise<CalendarEntry[]> {
  const rows = await examWindowsOf(ctx.db, [...ask.people], ask.from, ask.to);
  return rows.map((e) => ({
    id: `exam:${e.taskId}:${e.profileId}`,
    kind: 'EXAM' as const,
    title: `${e.profileId === ask.profileId ? '' : `${e.firstName}: `}Exam: ${e.title}`,
    description: null,
    location: null,
    startAt: e.startAt.toISOString(),
    endAt: e.endAt.toISOString(),
    allDay: false,
    target: '/exam',
    editableId: null,
  }));
}
