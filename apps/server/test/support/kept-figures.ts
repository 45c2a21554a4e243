import { sql } from 'drizzle-orm';
import type { Queryable } from '../../src/db/client.js';
import { selectRows } from '../../src/db/rows.js';

/**
 * The figures the database keeps by its own triggers (migration 0044), each beside the same sums
 * counted afresh from the rows they are kept from: any difference is a row of either that the
 * other lacks. Figures whose rows have all gone (0 and nothing) are left out, as readers do.
 */
const KEPT = {
  student_due_figures: sql`
    select institute_id, due_date, class_id, sum(charges)::bigint, sum(due_paise)::bigint,
      sum(paid_paise)::bigint, sum(discount_paise)::bigint, sum(left_paise)::bigint
    from student_due_figures group by 1, 2, 3
    having sum(charges) <> 0 or sum(due_paise) <> 0`,
  student_dues: sql`
    select institute_id, due_date, class_id, count(*)::bigint, sum(owed)::bigint,
      sum(paid_paise)::bigint, sum(discount_paise)::bigint,
      sum(owed - paid_paise - discount_paise)::bigint
    from (select *, case when carried_over_at is null then amount_paise
        else paid_paise + discount_paise end as owed
      from student_dues where kind = 'CHARGE' and cancelled_at is null) c
    group by 1, 2, 3`,
  payment_day_figures: sql`
    select institute_id, day, records::bigint as records, amount_paise
    from payment_day_figures where records <> 0 or amount_paise <> 0`,
  payment_records: sql`
    select r.institute_id, ((t.transaction_date at time zone 'Asia/Kolkata')::date), count(*),
      sum(r.amount_paise)::bigint
    from payment_records r join payment_transactions t on t.id = r.transaction_pk
    where r.status = 'ACTIVE'
    group by 1, 2`,
};

async function differences(db: Queryable, kept: keyof typeof KEPT, counted: keyof typeof KEPT) {
  return selectRows<Record<string, unknown>>(
    db,
    sql`(select ${kept}::text as side, * from (${KEPT[kept]} except all ${KEPT[counted]}) k)
      union all
      (select ${counted}::text, * from (${KEPT[counted]} except all ${KEPT[kept]}) c)`,
  );
}

/** Throws, naming the rows that differ, when a kept figure is not what its rows add up to. */
export async function expectFiguresKept(db: Queryable): Promise<void> {
  const wrong = [
    ...(await differences(db, 'student_due_figures', 'student_dues')),
    ...(await differences(db, 'payment_day_figures', 'payment_records')),
  ];
  if (wrong.length > 0) {
    throw new Error(`kept figures differ from their rows:\n${JSON.stringify(wrong, null, 1)}`);
  }
}
