import { indiaDayEnd, indiaDayStart } from '@shala/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { preparedRows } from '../../db/rows.js';

/**
 * The day's total (India's day) of a scope's receipts not reverted: what was collected and in
 * how many payments. The dashboard asks it at every visit, so it is one prepared statement
 * (planned once per connection: its planning cost more than its rows) answering one row, with
 * the rows and rule of the collection screen's cells (collection-service.ts dayCells): records
 * ACTIVE, of the institute (and class), whose payment is dated in the day.
 */
export async function dayTotalOf(
  db: Queryable,
  p: { instituteId: string; classId: string | undefined; day: string },
): Promise<{ amount: number; discount: number; count: number }> {
  const [row] = await preparedRows<{
    amount: number | string;
    discount: number | string;
    count: number;
  }>(
    db,
    'dashboard_day_total',
    sql`select coalesce(sum(r.amount_paise), 0)::bigint as amount,
        coalesce(sum(r.discount_paise), 0)::bigint as discount,
        count(distinct t.id)::int as count
      from payment_records r
        join payment_transactions t on t.id = r.transaction_pk
        join financial_accounts a on a.id = t.financial_account_id
      where r.institute_id = ${p.instituteId}::uuid
        and (${p.classId ?? null}::uuid is null or r.class_id = ${p.classId ?? null}::uuid)
        and r.status = 'ACTIVE'
        and t.transaction_date >= ${indiaDayStart(p.day).toISOString()}::timestamptz
        and t.transaction_date < ${indiaDayEnd(p.day).toISOString()}::timestamptz`,
  );
  return {
    amount: Number(row?.amount ?? 0),
    discount: Number(row?.discount ?? 0),
    count: row?.count ?? 0,
  };
}
