import { and, asc, between, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { studentDues, userProfiles } from '../../db/schema/index.js';

/**
 * What is still owed, by student and due day, for days `from` to `to` (yyyy-mm-dd, India's
 * days; either end open when absent), of these students or of everyone: the bell's fee
 * deadlines, the reminders and the demo's notices read it. `owed` is in paise (what is left of
 * each charge after its payments and discounts, summed over the day); `firstName` is the student's.
 */
/** One student's unpaid dues of one day (unpaidDueDays). */
export type UnpaidDueDay = Awaited<ReturnType<typeof unpaidDueDays>>[number];

export async function unpaidDueDays(
  db: Queryable,
  days: { from?: string; to?: string },
  profileIds?: string[],
) {
  if (profileIds?.length === 0) return [];
  const left = sql`${studentDues.amountPaise} - ${studentDues.paidPaise} - ${studentDues.discountPaise}`;
  return db
    .select({
      profileId: studentDues.profileId,
      instituteId: studentDues.instituteId,
      classId: studentDues.classId,
      dueDate: studentDues.dueDate,
      particulars: sql<string>`string_agg(${studentDues.particular}, ', ' order by ${studentDues.position})`,
      owed: sql<number>`sum(${left})`.mapWith(Number),
      firstName: userProfiles.firstName,
    })
    .from(studentDues)
    .innerJoin(userProfiles, eq(userProfiles.id, studentDues.profileId))
    .where(
      and(
        profileIds ? inArray(studentDues.profileId, profileIds) : undefined,
        // Charges only: a discount particular lowers a charge when paid by its date, and is
        // owed by nobody.
        eq(studentDues.kind, 'CHARGE'),
        isNull(studentDues.cancelledAt),
        isNull(studentDues.carriedOverAt),
        sql`${left} > 0`,
        days.from && days.to
          ? between(studentDues.dueDate, days.from, days.to)
          : days.from
            ? gte(studentDues.dueDate, days.from)
            : days.to
              ? lte(studentDues.dueDate, days.to)
              : undefined,
      ),
    )
    .groupBy(
      studentDues.profileId,
      studentDues.instituteId,
      studentDues.classId,
      studentDues.dueDate,
      userProfiles.firstName,
    )
    .orderBy(asc(studentDues.dueDate), asc(studentDues.profileId));
}
