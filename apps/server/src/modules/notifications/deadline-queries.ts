import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { academicTasks, examAttempts, studentDues } from '../../db/schema/index.js';

/** Exams of these students that are published and not yet submitted, ending in the window. */
export async function examEnds(db: Queryable, profileIds: string[], from: Date, to: Date) {
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
        eq(academicTasks.status, 'PUBLISHED'),
        eq(academicTasks.disabled, false),
        gte(academicTasks.endAt, from),
        lte(academicTasks.endAt, to),
      ),
    )
    .orderBy(asc(academicTasks.endAt))
    .limit(50);
}

/** Unpaid dues of these students falling due in the window (calendar dates). */
export async function dueDates(db: Queryable, profileIds: string[], from: string, to: string) {
  if (profileIds.length === 0) return [];
  return db
    .select({
      profileId: studentDues.profileId,
      dueDate: studentDues.dueDate,
      particulars: sql<string>`string_agg(${studentDues.particular}, ', ' order by ${studentDues.position})`,
    })
    .from(studentDues)
    .where(
      and(
        inArray(studentDues.profileId, profileIds),
        isNull(studentDues.cancelledAt),
        isNull(studentDues.carriedOverAt),
        sql`${studentDues.paidPaise} + ${studentDues.discountPaise} < ${studentDues.amountPaise}`,
        gte(studentDues.dueDate, from),
        lte(studentDues.dueDate, to),
      ),
    )
    .groupBy(studentDues.profileId, studentDues.dueDate)
    .orderBy(asc(studentDues.dueDate))
    .limit(50);
}
