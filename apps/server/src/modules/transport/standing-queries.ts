import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { preparedRows } from '../../db/rows.js';
import { type OwedTotalsRow, owedTotalsSql } from '../fees/index.js';

/**
 * The institute's transport as the dashboard shows it every visit: how many routes, how many
 * riders the session has, and what they owe of transportation fees (remaining, overdue, how
 * many owe), counted and summed in one statement rather than read row by row into the process.
 * The riders are the students with a stop in the session (student_transport: one per student
 * and session); their dues are summed by the fees module's own statement (owedTotalsSql, the
 * rule of feeTotals).
 */

export type TransportStanding = {
  routes: number;
  riders: number;
  unpaid: number;
  overdue: number;
  ridersOwing: number;
};

export async function transportStanding(
  db: Queryable,
  p: { instituteId: string; sessionId: string | null; today: string },
): Promise<TransportStanding> {
  const riders = sql`select st.profile_id from student_transport st
    where st.institute_id = ${p.instituteId}::uuid and st.session_id = ${p.sessionId}::uuid`;
  const owed = owedTotalsSql({
    instituteId: p.instituteId,
    sessionId: p.sessionId,
    recordType: 'TRANSPORTATION_FEES',
    students: riders,
    today: p.today,
  });
  // Prepared: the dashboard runs it at every visit, and its planning costs more than its rows.
  const [row] = await preparedRows<OwedTotalsRow & { routes: number; riders: number }>(
    db,
    'dashboard_transport_standing',
    sql`select
        (select count(*)::int from transport_routes r
          where r.institute_id = ${p.instituteId}::uuid) as routes,
        (select count(distinct s.profile_id)::int from (${riders}) s) as riders,
        o.due, o.overdue, o.owing
      from (${owed}) o`,
  );
  return {
    routes: row?.routes ?? 0,
    riders: row?.riders ?? 0,
    unpaid: Number(row?.due ?? 0),
    overdue: Number(row?.overdue ?? 0),
    ridersOwing: row?.owing ?? 0,
  };
}
