import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';

/**
 * Late fees: a structure's charge still unpaid more than lateFeeGraceDays after its due date gets
 * the structure's late fee, once, as a LATE_FEE due (its sourceId the charge's due), due the
 * first day it was late. Written when dues are read (estimation, cart, summary): one statement,
 * idempotent (the unique source index and ON CONFLICT DO NOTHING), safe when two reads race.
 * `today` is the clock's day (yyyy-mm-dd); returns how many were added.
 */
export async function applyLateFees(
  tx: Queryable,
  p: {
    instituteId: string;
    sessionId: string;
    profileIds?: readonly string[];
    today: string;
    now: Date;
  },
): Promise<number> {
  const profiles =
    p.profileIds === undefined
      ? sql``
      : p.profileIds.length === 0
        ? sql`and false`
        : sql`and d.profile_id in (${sql.join(
            p.profileIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`;
  const at = p.now.toISOString();
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`insert into student_dues (institute_id, class_id, session_id, profile_id, record_type,
        source, source_id, particular, kind, due_date, position, amount_paise, created_at, updated_at)
      select d.institute_id, d.class_id, d.session_id, d.profile_id, 'FEES', 'LATE_FEE', d.id,
        'Late fee: ' || d.particular, 'CHARGE', d.due_date + s.late_fee_grace_days + 1, d.position,
        s.late_fee_paise, ${at}::timestamptz, ${at}::timestamptz
      from student_dues d
      join fee_particulars fp on fp.id = d.source_id
      join fee_structures s on s.id = fp.structure_id
      where d.institute_id = ${p.instituteId}::uuid and d.session_id = ${p.sessionId}::uuid
        ${profiles}
        and d.source = 'STRUCTURE' and d.kind = 'CHARGE'
        and d.cancelled_at is null and d.carried_over_at is null
        and d.paid_paise + d.discount_paise < d.amount_paise
        and s.late_fee_paise > 0
        and d.due_date + s.late_fee_grace_days < ${p.today}::date
      on conflict (profile_id, session_id, source, source_id) where source_id is not null do nothing
      returning id`,
  );
  return rows.length;
}
