import type { CalendarEntry } from '@shala/shared';
import { and, asc, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import type { AppContext, CalendarAsk } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { academicTasks, examAttempts, groups, userProfiles } from '../../db/schema/index.js';
import { classIdsTaughtBy } from '../subjects/index.js';

/** A published, enabled exam whose window overlaps [from, to). */
const shownBetween = (from: Date, to: Date): SQL[] => [
  eq(academicTasks.status, 'PUBLISHED'),
  eq(academicTasks.disabled, false),
  lt(academicTasks.startAt, to),
  gt(academicTasks.endAt, from),
];

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
    .where(and(inArray(examAttempts.profileId, profileIds), ...shownBetween(from, to)))
    .orderBy(asc(academicTasks.startAt))
    .limit(200);
}

/** Published exams of these classes whose window overlaps [from, to), with the class's name. */
async function classExamsOf(db: Queryable, classIds: string[], from: Date, to: Date) {
  if (classIds.length === 0) return [];
  return db
    .select({
      taskId: academicTasks.id,
      title: academicTasks.title,
      startAt: academicTasks.startAt,
      endAt: academicTasks.endAt,
      className: groups.name,
    })
    .from(academicTasks)
    .innerJoin(groups, eq(groups.id, academicTasks.groupId))
    .where(and(inArray(academicTasks.groupId, classIds), ...shownBetween(from, to)))
    .orderBy(asc(academicTasks.startAt))
    .limit(200);
}

const examEntry = (id: string, title: string, startAt: Date, endAt: Date): CalendarEntry => ({
  id,
  kind: 'EXAM',
  title,
  description: null,
  location: null,
  startAt: startAt.toISOString(),
  endAt: endAt.toISOString(),
  allDay: false,
  target: '/exam',
  editableId: null,
});

/**
 * Exams on a calendar (issue 24 §4): each exam window of the people asked, from its start to
 * its end, named after the child when it is not the profile's own ("Aarav: Exam: …"); and for
 * a teacher, the exams of the classes they teach, named after the class ("Class 5 A: Exam: …").
 */
export async function examCalendar(ctx: AppContext, ask: CalendarAsk): Promise<CalendarEntry[]> {
  const [taken, taught] = await Promise.all([
    examWindowsOf(ctx.db, [...ask.people], ask.from, ask.to),
    classIdsTaughtBy(ctx.db, ask.profileId).then((ids) =>
      classExamsOf(ctx.db, ids, ask.from, ask.to),
    ),
  ]);
  return [
    ...taken.map((e) =>
      examEntry(
        `exam:${e.taskId}:${e.profileId}`,
        `${e.profileId === ask.profileId ? '' : `${e.firstName}: `}Exam: ${e.title}`,
        e.startAt,
        e.endAt,
      ),
    ),
    ...taught.map((e) =>
      examEntry(`exam:${e.taskId}:class`, `${e.className}: Exam: ${e.title}`, e.startAt, e.endAt),
    ),
  ];
}
