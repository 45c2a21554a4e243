import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';

/**
 * The charges falling due in a range, as the fee totals count them (rules/fee-totals.ts): not
 * cancelled; one carried over to the next session counts what was settled of it (the rest is the
 * next session's carry-over due, counted there), so nothing is owed twice.
 */
const owedAmount = sql`(case when d.carried_over_at is null then d.amount_paise
  else d.paid_paise + d.discount_paise end)`;
const charges = (instituteId: string, from: string, to: string) =>
  sql`d.institute_id = ${instituteId}::uuid and d.kind = 'CHARGE' and d.cancelled_at is null
    and d.due_date between ${from}::date and ${to}::date`;

/** By class and month of the due date: asked, paid, discounted, and left of those before today. */
export async function duesByClassMonth(
  db: Queryable,
  instituteId: string,
  range: { from: string; to: string; today: string },
) {
  const rows = await selectRows<{
    classId: string;
    month: string;
    due: string | number;
    paid: string | number;
    discount: string | number;
    overdue: string | number;
  }>(
    db,
    sql`select d.class_id as "classId", to_char(date_trunc('month', d.due_date), 'YYYY-MM') as month,
        sum(${owedAmount})::bigint as due, sum(d.paid_paise)::bigint as paid,
        sum(d.discount_paise)::bigint as discount,
        coalesce(sum(greatest(0, ${owedAmount} - d.paid_paise - d.discount_paise))
          filter (where d.due_date < ${range.today}::date), 0)::bigint as overdue
      from student_dues d
      where ${charges(instituteId, range.from, range.to)}
      group by d.class_id, date_trunc('month', d.due_date)`,
  );
  return rows.map((r) => ({
    classId: r.classId,
    month: r.month,
    due: Number(r.due),
    paid: Number(r.paid),
    discount: Number(r.discount),
    overdue: Number(r.overdue),
  }));
}

/**
 * The students with charges of the range due before today still unpaid: the `limit` who owe most
 * (their latest class, the first day left unpaid), with how many they are and what they owe.
 */
export async function defaultersOf(
  db: Queryable,
  instituteId: string,
  range: { from: string; to: string; today: string },
  limit: number,
) {
  const left = sql`d.amount_paise - d.paid_paise - d.discount_paise`;
  const rows = await selectRows<{
    profileId: string;
    name: string;
    className: string;
    owed: string | number;
    since: string;
    count: string | number;
    total: string | number;
  }>(
    db,
    sql`with owing as (
        select d.profile_id, min(d.due_date) as since, sum(${left})::bigint as owed,
          (array_agg(d.class_id order by d.due_date desc))[1] as class_id
        from student_dues d
        where ${charges(instituteId, range.from, range.to)} and d.carried_over_at is null
          and d.due_date < ${range.today}::date and ${left} > 0
        group by d.profile_id)
      select o.profile_id as "profileId", trim(p.first_name || ' ' || p.last_name) as name,
        g.name as "className", o.owed, to_char(o.since, 'YYYY-MM-DD') as since,
        count(*) over () as count, sum(o.owed) over () as total
      from owing o
        join user_profiles p on p.id = o.profile_id
        join groups g on g.id = o.class_id
      order by o.owed desc, name, o.profile_id
      limit ${limit}`,
  );
  const first = rows[0];
  return {
    count: first ? Number(first.count) : 0,
    overduePaise: first ? Number(first.total) : 0,
    top: rows.map((r) => ({
      profileId: r.profileId,
      name: r.name,
      className: r.className,
      overduePaise: Number(r.owed),
      since: r.since,
    })),
  };
}
