import { and, asc, between, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { studentDues } from '../../db/schema/index.js';

/**
 * What is still owed, by student and due day, for days `from` to `to` (yyyy-mm-dd, India's
 * days), of these students or of everyone: the bell's fee deadlines and the reminders read it.
 */
export async function unpaidDueDays(
  db: Queryable,
  days: { from: string; to: string },
  profileIds?: string[],
) {
  if (profileIds?.length === 0) return [];
  return db
    .select({
      profileId: studentDues.profileId,
      instituteId: studentDues.instituteId,
      classId: studentDues.classId,
      dueDate: studentDues.dueDate,
      particulars: sql<string>`string_agg(${studentDues.particular}, ', ' order by ${studentDues.position})`,
    })
    .from(studentDues)
    .where(
      and(
        profileIds ? inArray(studentDues.profileId, profileIds) : undefined,
        isNull(studentDues.cancelledAt),
        isNull(studentDues.carriedOverAt),
        sql`${studentDues.paidPaise} + ${studentDues.discountPaise} < ${studentDues.amountPaise}`,
        between(studentDues.dueDate, days.from, days.to),
      ),
    )
    .groupBy(
      studentDues.profileId,
      studentDues.instituteId,
      studentDues.classId,
      studentDues.dueDate,
    )
    .orderBy(asc(studentDues.dueDate));
}
