import type { ExpenseKind, PaymentMethod } from '@shala/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';

// The entries as the day book reads them: approved ones (and reversed, which were approved and
// stay listed) of a range, what moved before it per account, and each month's sums.

export type EntryLine = {
  id: string;
  day: string;
  kind: ExpenseKind;
  voucherNumber: number;
  description: string;
  vendorName: string | null;
  categoryName: string;
  accountId: string;
  accountName: string;
  paymentMedium: PaymentMethod;
  amount: number;
  reversed: boolean;
};

export async function entryLinesBetween(
  db: Queryable,
  instituteId: string,
  from: string,
  to: string,
): Promise<EntryLine[]> {
  const rows = await selectRows<EntryLine & { amount: number | string }>(
    db,
    sql`select e.id, to_char(e.entry_date, 'YYYY-MM-DD') as day, e.kind,
        e.voucher_number as "voucherNumber", e.description, v.name as "vendorName",
        c.name as "categoryName", a.id as "accountId", a.account_name as "accountName",
        e.payment_medium as "paymentMedium", e.amount_paise as amount,
        e.status = 'REVERSED' as reversed
      from expense_entries e
        join expense_categories c on c.id = e.category_id
        join financial_accounts a on a.id = e.financial_account_id
        left join expense_vendors v on v.id = e.vendor_id
      where e.institute_id = ${instituteId}::uuid and e.status in ('APPROVED', 'REVERSED')
        and e.entry_date between ${from}::date and ${to}::date
      order by e.entry_date, e.created_at, e.kind, e.voucher_number`,
  );
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

/** Each account's approved income less expenses dated before `day`. */
export async function entryNetBefore(
  db: Queryable,
  instituteId: string,
  day: string,
): Promise<Array<{ accountId: string; amount: number }>> {
  const rows = await selectRows<{ accountId: string; amount: number | string }>(
    db,
    sql`select e.financial_account_id as "accountId",
        sum(case when e.kind = 'INCOME' then e.amount_paise else -e.amount_paise end)::bigint as amount
      from expense_entries e
      where e.institute_id = ${instituteId}::uuid and e.status = 'APPROVED'
        and e.entry_date < ${day}::date
      group by e.financial_account_id`,
  );
  return rows.map((r) => ({ accountId: r.accountId, amount: Number(r.amount) }));
}

/** Entries of the range still awaiting approval. */
export async function pendingBetween(
  db: Queryable,
  instituteId: string,
  from: string,
  to: string,
): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from expense_entries
      where institute_id = ${instituteId}::uuid and status = 'PENDING'
        and entry_date between ${from}::date and ${to}::date`,
  );
  return row?.n ?? 0;
}

/** Approved sums of the range by month and kind, and by category. */
export async function entrySumsBetween(
  db: Queryable,
  instituteId: string,
  from: string,
  to: string,
) {
  const rows = await selectRows<{
    month: string;
    kind: ExpenseKind;
    name: string;
    amount: number | string;
  }>(
    db,
    sql`select to_char(e.entry_date, 'YYYY-MM') as month, e.kind, c.name,
        sum(e.amount_paise)::bigint as amount
      from expense_entries e join expense_categories c on c.id = e.category_id
      where e.institute_id = ${instituteId}::uuid and e.status = 'APPROVED'
        and e.entry_date between ${from}::date and ${to}::date
      group by 1, 2, 3`,
  );
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}
