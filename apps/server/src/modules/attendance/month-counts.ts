import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';

/*
 * The students' marks of each class counted by month and status (attendance_month_counts), so
 * that statistics over years add up a few rows a class-month rather than every mark. Counted
 * again from the marks themselves, never incremented: a correction or a mark that moved class
 * leaves nothing behind.
 */

/**
 * Counts again the months of `day` of these classes, in the transaction that wrote their marks.
 * A lock per class-month queues two saves of one class at once, so the later one counts after
 * the earlier has committed (read committed: each statement sees what committed before it).
 */
export async function recountClassMonths(
  db: Queryable,
  instituteId: string,
  classIds: readonly string[],
  day: string,
): Promise<void> {
  for (const classId of [...new Set(classIds)].sort()) {
    await db.execute(
      sql`select pg_advisory_xact_lock(hashtext(${classId} || ':' || left(${day}, 7)))`,
    );
    await db.execute(
      sql`delete from attendance_month_counts where institute_id = ${instituteId}::uuid
        and class_id = ${classId}::uuid and month = date_trunc('month', ${day}::date)::date`,
    );
    await db.execute(
      sql`insert into attendance_month_counts (institute_id, class_id, month, status, marks)
        select institute_id, class_id, date_trunc('month', day)::date, status, count(*)::int
        from attendance_records
        where institute_id = ${instituteId}::uuid and class_id = ${classId}::uuid
          and day >= date_trunc('month', ${day}::date)::date
          and day < (date_trunc('month', ${day}::date) + interval '1 month')::date
        group by institute_id, class_id, date_trunc('month', day), status`,
    );
  }
}

/** Counts every class-month of the institute again: after marks written in bulk (the demo). */
export async function recountMonths(db: Queryable, instituteId: string): Promise<void> {
  await db.execute(
    sql`delete from attendance_month_counts where institute_id = ${instituteId}::uuid`,
  );
  await db.execute(
    sql`insert into attendance_month_counts (institute_id, class_id, month, status, marks)
      select institute_id, class_id, date_trunc('month', day)::date, status, count(*)::int
      from attendance_records
      where institute_id = ${instituteId}::uuid and class_id is not null
      group by institute_id, class_id, date_trunc('month', day), status`,
  );
}
