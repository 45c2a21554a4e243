import { indiaDayEnd, indiaDayStart, type PaymentMethod } from '@shala/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';

/**
 * The fee collections as the day book reads them (issue 25 §1: "read from payments, not
 * copied"): each receipt of a range with its account and India day, a reverted one kept and
 * marked; the accounts' collections before a day (their part of the opening balance); and each
 * month's. Money is what was taken (a discount moved no money).
 */

export type FeeReceiptLine = {
  day: string;
  recordId: string;
  receiptNumber: number;
  studentName: string;
  className: string;
  recordType: 'FEES' | 'TRANSPORTATION_FEES';
  accountId: string;
  accountName: string;
  paymentMedium: PaymentMethod;
  amount: number;
  reversed: boolean;
};

const indiaDate = sql`(t.transaction_date at time zone 'Asia/Kolkata')::date`;

/** Every receipt dated from `from` to `to` (India days), by day and receipt number. */
export async function feeReceiptsBetween(
  db: Queryable,
  instituteId: string,
  from: string,
  to: string,
): Promise<FeeReceiptLine[]> {
  const rows = await selectRows<FeeReceiptLine & { amount: number | string }>(
    db,
    sql`select to_char(${indiaDate}, 'YYYY-MM-DD') as day, r.id as "recordId",
        r.receipt_number as "receiptNumber",
        trim(p.first_name || ' ' || p.last_name) as "studentName", c.name as "className",
        r.record_type as "recordType", a.id as "accountId", a.account_name as "accountName",
        t.payment_medium as "paymentMedium", r.amount_paise as amount,
        r.status = 'REVERTED' as reversed
      from payment_records r
        join payment_transactions t on t.id = r.transaction_pk
        join financial_accounts a on a.id = t.financial_account_id
        join user_profiles p on p.id = r.profile_id
        join groups c on c.id = r.class_id
      where r.institute_id = ${instituteId}::uuid and r.amount_paise > 0
        and t.transaction_date >= ${indiaDayStart(from).toISOString()}::timestamptz
        and t.transaction_date < ${indiaDayEnd(to).toISOString()}::timestamptz
      order by t.transaction_date, r.receipt_number`,
  );
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

/** Each account's collections (not reverted) dated before `day` in India. */
export async function feeCollectionsBefore(
  db: Queryable,
  instituteId: string,
  day: string,
): Promise<Array<{ accountId: string; amount: number }>> {
  const rows = await selectRows<{ accountId: string; amount: number | string }>(
    db,
    sql`select t.financial_account_id as "accountId", sum(r.amount_paise)::bigint as amount
      from payment_records r join payment_transactions t on t.id = r.transaction_pk
      where r.institute_id = ${instituteId}::uuid and r.status = 'ACTIVE'
        and t.transaction_date < ${indiaDayStart(day).toISOString()}::timestamptz
      group by t.financial_account_id`,
  );
  return rows.map((r) => ({ accountId: r.accountId, amount: Number(r.amount) }));
}

/**
 * Each month's collections (not reverted) from `from` to `to` (India days): yyyy-mm, paise. Read
 * from the figures payment_records' triggers keep by India day (a row a day, however many
 * payments), the months named after grouping.
 */
export async function feeCollectionsByMonth(
  db: Queryable,
  instituteId: string,
  from: string,
  to: string,
): Promise<Array<{ month: string; amount: number }>> {
  const rows = await selectRows<{ month: string; amount: number | string }>(
    db,
    sql`select to_char(month, 'YYYY-MM') as month, amount from (
        select date_trunc('month', day) as month, sum(amount_paise)::bigint as amount
        from payment_day_figures
        where institute_id = ${instituteId}::uuid and records > 0
          and day between ${from}::date and ${to}::date
        group by 1) m`,
  );
  return rows.map((r) => ({ month: r.month, amount: Number(r.amount) }));
}
