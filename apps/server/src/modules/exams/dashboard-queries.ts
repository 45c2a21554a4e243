import { and, asc, countDistinct, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  academicTasks,
  examAnswers,
  examAttempts,
  examQuestionEntries,
} from '../../db/schema/index.js';

/**
 * What the dashboard reads of exams (profiles' dashboard): the exams of a day, the next one of a
 * class, and the submitted answers left to mark. Always within one institute, enabled exams only.
 */

export type DayExam = {
  id: string;
  groupId: string;
  title: string;
  startAt: Date;
  endAt: Date;
  status: string;
};

const examColumns = {
  id: academicTasks.id,
  groupId: academicTasks.groupId,
  title: academicTasks.title,
  startAt: academicTasks.startAt,
  endAt: academicTasks.endAt,
  status: academicTasks.status,
};

/** The classes' exams open at some moment of [from, to) (drafts too unless `publishedOnly`). */
export async function examsOfClassesBetween(
  db: Queryable,
  p: { instituteId: string; classIds: string[]; from: Date; to: Date; publishedOnly: boolean },
): Promise<DayExam[]> {
  if (p.classIds.length === 0) return [];
  return db
    .select(examColumns)
    .from(academicTasks)
    .where(
      and(
        eq(academicTasks.instituteId, p.instituteId),
        inArray(academicTasks.groupId, p.classIds),
        eq(academicTasks.disabled, false),
        p.publishedOnly ? ne(academicTasks.status, 'DRAFT') : undefined,
        lt(academicTasks.startAt, p.to),
        gt(academicTasks.endAt, p.from),
      ),
    )
    .orderBy(asc(academicTasks.startAt), asc(academicTasks.title));
}

/** Each class's next published exam not over at `now` (the first by opening time). */
export async function nextExamsOfClasses(
  db: Queryable,
  p: { instituteId: string; classIds: string[]; now: Date },
): Promise<Map<string, DayExam>> {
  if (p.classIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([academicTasks.groupId], examColumns)
    .from(academicTasks)
    .where(
      and(
        eq(academicTasks.instituteId, p.instituteId),
        inArray(academicTasks.groupId, p.classIds),
        eq(academicTasks.disabled, false),
        eq(academicTasks.status, 'PUBLISHED'),
        gt(academicTasks.endAt, p.now),
      ),
    )
    .orderBy(academicTasks.groupId, asc(academicTasks.startAt), asc(academicTasks.id));
  return new Map(rows.map((r) => [r.groupId, r]));
}

/**
 * Per exam of the classes: the answers of submitted (or evaluated) attempts that are given but
 * not marked yet, as the marking screen counts them (a blank save is no answer).
 */
export async function answersLeftToMark(
  db: Queryable,
  p: { instituteId: string; classIds: string[] },
): Promise<(DayExam & { answers: number })[]> {
  if (p.classIds.length === 0) return [];
  return db
    .select({ ...examColumns, answers: countDistinct(examAnswers.id) })
    .from(examAnswers)
    .innerJoin(examAttempts, eq(examAttempts.id, examAnswers.attemptId))
    .innerJoin(academicTasks, eq(academicTasks.id, examAnswers.academicTaskId))
    .innerJoin(examQuestionEntries, eq(examQuestionEntries.id, examAnswers.examQuestionId))
    .where(
      and(
        eq(examAnswers.instituteId, p.instituteId),
        inArray(examAnswers.groupId, p.classIds),
        eq(academicTasks.disabled, false),
        eq(examQuestionEntries.disabled, false),
        inArray(examAttempts.status, ['SUBMITTED', 'EVALUATED']),
        isNull(examAnswers.marks),
        or(sql`btrim(${examAnswers.answer}) <> ''`, sql`${examAnswers.fileId} is not null`),
      ),
    )
    .groupBy(...Object.values(examColumns))
    .orderBy(asc(academicTasks.startAt), asc(academicTasks.title));
}
