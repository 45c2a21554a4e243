import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { todayOf } from './today.js';

/**
 * Late fees: a structure's charge still unpaid more than lateFeeGraceDays after its due date gets
 * the structure's late fee, once, as a LATE_FEE due (its sourceId the charge's due), due the
 * first day it was late. Written by the fees module's daily job (late-fee-job.ts) and by a
 * payment being recorded (payments' record service, for its students, before it allocates);
 * never by a read. A read shows the late fees fallen due but not yet written (`pendingLateFees`)
 * as they will be written: a late fee's id is a function of its charge's (see lateFeeId), so
 * the paid-map a dialog builds from a read names the row the payment then pays into.
 * Writing is one statement, idempotent (the unique source index and ON CONFLICT DO NOTHING),
 * safe when two writers race. `today` is a day in India (yyyy-mm-dd).
 */

export type LateFeeScope = {
  /** Every institute (the daily job) when absent. */
  instituteId?: string;
  /** Every session when absent. */
  sessionId?: string;
  /** Every student when absent. */
  profileIds?: readonly string[];
  today: string;
};

/** The charges of the scope late on `today`, with the late fee each owes (d: the charge). */
function lateCharges(p: LateFeeScope): SQL {
  const institute = p.instituteId ? sql`and d.institute_id = ${p.instituteId}::uuid` : sql``;
  const session = p.sessionId ? sql`and d.session_id = ${p.sessionId}::uuid` : sql``;
  const profiles =
    p.profileIds === undefined
      ? sql``
      : p.profileIds.length === 0
        ? sql`and false`
        : sql`and d.profile_id in (${sql.join(
            p.profileIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`;
  // Unpaid, in two spellings of one rule. For a few students (a payment) it is spelt so that it
  // does not match student_dues_unpaid_idx's predicate: that index holds every unpaid charge of
  // the institute, and on tables not yet analysed the planner took it over the students' own
  // index, reading a thousand unpaid charges for each payment (bench/payments: 6 ms of
  // PostgreSQL's CPU a payment). The daily job, over whole institutes, may use it.
  const unpaid =
    p.profileIds === undefined
      ? sql`d.paid_paise + d.discount_paise < d.amount_paise`
      : sql`d.amount_paise - d.paid_paise - d.discount_paise > 0`;
  return sql`from student_dues d
      join fee_particulars fp on fp.id = d.source_id and fp.institute_id = d.institute_id
      join fee_structures s on s.id = fp.structure_id and s.institute_id = d.institute_id
      where d.source = 'STRUCTURE' and d.kind = 'CHARGE'
        ${institute} ${session} ${profiles}
        and d.cancelled_at is null and d.carried_over_at is null
        and ${unpaid}
        and s.late_fee_paise > 0
        and d.due_date + s.late_fee_grace_days < ${p.today}::date`;
}

/**
 * The late fee's id: the same for the same charge, in the job, a payment and a read. The md5 of
 * the charge's id, marked as a UUID of version 8 (custom) and the RFC's variant, so it passes
 * the wire's UUID check like any other due's id.
 */
const lateFeeId = sql`overlay(overlay(md5('late-fee:' || d.id::text) placing '8' from 13)
  placing 'a' from 17)::uuid`;

/** Writes the late fees of the scope fallen due by `today`; returns how many were added. */
export async function applyLateFees(
  tx: Queryable,
  p: LateFeeScope & { now: Date },
): Promise<number> {
  const at = p.now.toISOString();
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`insert into student_dues (id, institute_id, class_id, session_id, profile_id, record_type,
        source, source_id, particular, kind, due_date, position, amount_paise, created_at, updated_at)
      select ${lateFeeId}, d.institute_id, d.class_id, d.session_id, d.profile_id, 'FEES',
        'LATE_FEE', d.id, 'Late fee: ' || d.particular, 'CHARGE',
        d.due_date + s.late_fee_grace_days + 1, d.position, s.late_fee_paise,
        ${at}::timestamptz, ${at}::timestamptz
      ${lateCharges(p)}
      on conflict (profile_id, session_id, source, source_id) where source_id is not null do nothing
      returning id`,
  );
  return rows.length;
}

type PendingRow = {
  id: string;
  instituteId: string;
  classId: string;
  sessionId: string;
  profileId: string;
  sourceId: string;
  particular: string;
  dueDate: string;
  position: number;
  amount: number | string;
};

/**
 * The late fees of these students fallen due by `today` and not written yet, as `applyLateFees`
 * would write them (nothing is written).
 */
export async function pendingLateFees(
  db: Queryable,
  p: LateFeeScope & { instituteId: string; sessionId: string; profileIds: readonly string[] },
) {
  if (p.profileIds.length === 0) return [];
  const rows = await selectRows<PendingRow>(
    db,
    sql`select ${lateFeeId} as "id", d.institute_id as "instituteId", d.class_id as "classId",
        d.session_id as "sessionId", d.profile_id as "profileId", d.id as "sourceId",
        'Late fee: ' || d.particular as "particular",
        to_char(d.due_date + s.late_fee_grace_days + 1, 'YYYY-MM-DD') as "dueDate",
        d.position as "position", s.late_fee_paise as "amount"
      ${lateCharges(p)}
        and not exists (select 1 from student_dues l where l.profile_id = d.profile_id
          and l.session_id = d.session_id and l.source = 'LATE_FEE' and l.source_id = d.id)`,
  );
  return rows.map((r) => ({
    id: r.id,
    particular: r.particular,
    dueDate: r.dueDate,
    position: Number(r.position),
    kind: 'CHARGE' as const,
    amount: Number(r.amount),
    paid: 0,
    discount: 0,
    previousCarryOver: false,
    profileId: r.profileId,
    classId: r.classId,
    sessionId: r.sessionId,
    instituteId: r.instituteId,
    recordType: 'FEES' as const,
    source: 'LATE_FEE' as const,
    sourceId: r.sourceId,
    concession: 0,
  }));
}

/**
 * A payment's students' late fees brought up to date, in the payment's transaction before it
 * locks their dues and allocates (payments' record service): those fallen due by the day the
 * payment was made (`paidAt`, India's day; today for a payment taken now), so a payment pays
 * what the dues read showed, and a payment dated back to before a charge was late adds none.
 */
export function bringLateFeesUpToDate(
  tx: Queryable,
  p: {
    instituteId: string;
    sessionId: string;
    profileIds: readonly string[];
    paidAt: Date;
    now: Date;
  },
): Promise<number> {
  return applyLateFees(tx, {
    instituteId: p.instituteId,
    sessionId: p.sessionId,
    profileIds: p.profileIds,
    today: todayOf(p.paidAt),
    now: p.now,
  });
}
