import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { rulesOf } from './settings-service.js';

/**
 * Each staff member's loss-of-pay days from `from` to `to` (payroll, issue 25 §2), twice over so
 * that halves are whole: a day marked as absent is two, a half day one. A day of approved leave
 * is marked On leave (excused) and costs nothing; so does a day nobody marked.
 */
export async function lossOfPayHalfDays(
  db: Queryable,
  instituteId: string,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  // One after the other: payroll asks in its transaction, one connection.
  const rules = await rulesOf(db, instituteId);
  const rows = await selectRows<{ profileId: string; status: string; days: number }>(
    db,
    sql`select profile_id as "profileId", status, count(*)::int as days
      from attendance_records
      where institute_id = ${instituteId}::uuid and class_id is null and period is null
        and day between ${from}::date and ${to}::date
      group by profile_id, status`,
  );
  const halves = new Map<string, number>();
  for (const r of rows) {
    const counts = rules.countOf(r.status);
    const cost = counts === 'ABSENT' ? 2 : counts === 'HALF' ? 1 : 0;
    if (cost > 0) halves.set(r.profileId, (halves.get(r.profileId) ?? 0) + cost * r.days);
  }
  return halves;
}
