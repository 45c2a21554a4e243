import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';

/**
 * By class and month of the due date: the charges falling due in the range, as the fee totals
 * count them (rules/fee-totals.ts), asked, paid, discounted, and left of those before today. Read
 * from the figures student_dues' triggers keep by class and due date (a few dates a session,
 * however many students; each in up to eight slots, summed), the months named here.
 */
export async function duesByClassMonth(
  db: Queryable,
  instituteId: string,
  range: { from: string; to: string; today: string },
) {
  const rows = await selectRows<{
    classId: string;
    day: string;
    due: string | number;
    paid: string | number;
    discount: string | number;
    left: string | number;
  }>(
    db,
    sql`select class_id as "classId", to_char(due_date, 'YYYY-MM-DD') as day,
        sum(due_paise) as due, sum(paid_paise) as paid, sum(discount_paise) as discount,
        sum(left_paise) as left
      from student_due_figures
      where institute_id = ${instituteId}::uuid
        and due_date between ${range.from}::date and ${range.to}::date
      group by class_id, due_date
      having sum(charges) > 0`,
  );
  const months = new Map<string, DueMonth>();
  for (const r of rows) {
    const month = r.day.slice(0, 7);
    const key = `${r.classId} ${month}`;
    const sums = months.get(key) ?? {
      classId: r.classId,
      month,
      due: 0,
      paid: 0,
      discount: 0,
      overdue: 0,
    };
    sums.due += Number(r.due);
    sums.paid += Number(r.paid);
    sums.discount += Number(r.discount);
    if (r.day < range.today) sums.overdue += Number(r.left);
    months.set(key, sums);
  }
  return [...months.values()];
}

type DueMonth = {
  classId: string;
  month: string;
  due: number;
  paid: number;
  discount: number;
  overdue: number;
};

/**
 * The students with charges of the range due before today still unpaid: the `limit` who owe most
 * (their latest class, the first day left unpaid), with how many they are and what they owe. The
 * unpaid charges are found by their own index (student_dues_unpaid_idx, whose condition the
 * query repeats word for word).
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
        where d.institute_id = ${instituteId}::uuid and d.kind = 'CHARGE' and d.cancelled_at is null
          and d.due_date between ${range.from}::date and ${range.to}::date
          and d.carried_over_at is null
          and d.due_date < ${range.today}::date
          and d.amount_paise > d.paid_paise + d.discount_paise
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
