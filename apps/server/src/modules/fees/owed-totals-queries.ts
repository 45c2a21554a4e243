import type { PaymentRecordType } from '@shala/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * feeTotals' due and overdue (packages/shared rules/fee-totals.ts), added up over many students
 * in the database instead of in the process: a figure that only counts and sums (the
 * dashboard's transport) needs one row, not every due. Each charge's remaining is
 * max(0, amount − paid − discount); it is overdue when its due date is before `today`; discount
 * particulars count only through the charges they lowered, as in feeTotals. The dues are those
 * owed now as duesOfStudents reads them without `today` (not cancelled, not carried over), so
 * late fees not yet written are not among them: for TRANSPORTATION_FEES none ever are.
 */

export type OwedTotalsOf = {
  instituteId: string;
  /** The session's dues; none when null. */
  sessionId: string | null;
  recordType: PaymentRecordType;
  /** A statement answering one `profile_id` column: the students whose dues are added up. */
  students: SQL;
  /** India's day (yyyy-mm-dd). */
  today: string;
};

/** The row's columns: `due` and `overdue` (paise, bigint), `owing` (students with due > 0). */
export type OwedTotalsRow = { due: number | string; overdue: number | string; owing: number };

/** One statement answering one row (OwedTotalsRow), to run alone or inside another. */
export function owedTotalsSql(p: OwedTotalsOf): SQL {
  return sql`select coalesce(sum(o.remaining), 0)::bigint as due,
      coalesce(sum(o.remaining) filter (where o.due_date < ${p.today}::date), 0)::bigint as overdue,
      count(distinct o.profile_id) filter (where o.remaining > 0)::int as owing
    from (select d.profile_id, d.due_date,
          greatest(0, d.amount_paise - d.paid_paise - d.discount_paise) as remaining
        from student_dues d
        where d.institute_id = ${p.instituteId}::uuid
          and d.session_id = ${p.sessionId}::uuid
          and d.record_type = ${p.recordType}
          and d.kind = 'CHARGE'
          and d.cancelled_at is null and d.carried_over_at is null
          and d.profile_id in (${p.students})) o`;
}
