import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../src/db/rows.js';
import { payCall } from '../payments/helpers.js';
import { payAarav, statisticsSchool } from '../statistics/statistics-school.js';
import { useTestApp } from '../support/app.js';

// The figures student_dues' and payment_records' triggers keep (migration 0044), which the
// statistics read. Every API test checks afterwards that they add up to their rows
// (test/support/kept-figures.ts); these check what they hold, and that deleting a payment's
// transaction, a class or an institute, which take their rows with them, keeps them right.
const t = useTestApp();

const dueFigures = (instituteId: string) =>
  selectRows<Record<string, unknown>>(
    t.app.deps.database.db,
    sql`select class_id as "classId", to_char(due_date, 'YYYY-MM-DD') as "dueDate",
        sum(charges)::int as charges, sum(due_paise)::int as due, sum(paid_paise)::int as paid,
        sum(discount_paise)::int as discount, sum(left_paise)::int as left
      from student_due_figures where institute_id = ${instituteId}::uuid
      group by class_id, due_date having sum(charges) > 0
      order by due_date, class_id`,
  );
const dayFigures = (instituteId: string) =>
  selectRows<Record<string, unknown>>(
    t.app.deps.database.db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, records, amount_paise::int as amount
      from payment_day_figures where institute_id = ${instituteId}::uuid and records > 0
      order by day`,
  );

describe('the fee figures the database keeps', () => {
  it('sum the charges by class and due date and the collections by India day, as they change', async () => {
    const s = await statisticsSchool(t);
    // Meera's cancelled charge and her discount particular count nowhere.
    const charge = (classId: string, dueDate: string, due: number, paid: number) => ({
      classId,
      dueDate,
      charges: 1,
      due,
      paid,
      discount: 0,
      left: due - paid,
    });
    expect(await dueFigures(s.institute.id)).toEqual([
      charge(s.class1.id, '2026-04-10', 1_000_000, 400_000),
      charge(s.class2.id, '2026-05-10', 500_000, 0),
      charge(s.class1.id, '2026-07-10', 1_000_000, 0),
    ]);
    expect(await dayFigures(s.institute.id)).toEqual([
      { day: '2026-06-01', records: 1, amount: 400_000 },
    ]);

    // Paid again a quarter of an hour before 1 June in India (18:15 UTC on 31 May), and after.
    await payAarav(t, s, 100_000, '2026-05-31T18:15:00.000Z');
    await payAarav(t, s, 20_000, '2026-05-31T18:45:00.000Z');
    expect(await dayFigures(s.institute.id)).toEqual([
      { day: '2026-05-31', records: 1, amount: 100_000 },
      { day: '2026-06-01', records: 2, amount: 420_000 },
    ]);
    expect((await dueFigures(s.institute.id))[0]).toEqual(
      charge(s.class1.id, '2026-04-10', 1_000_000, 520_000),
    );

    // Carried over to the next session, a charge owes what was settled of it, and nothing left.
    await t.app.deps.database.db.execute(
      sql`update student_dues set carried_over_at = now()
        where institute_id = ${s.institute.id}::uuid and id = ${s.fees.aaravDueId}::uuid`,
    );
    expect((await dueFigures(s.institute.id))[0]).toEqual(
      charge(s.class1.id, '2026-04-10', 520_000, 520_000),
    );
  });

  it('take a reverted payment out of its day', async () => {
    const s = await statisticsSchool(t);
    const [first] = await selectRows<{ id: string }>(
      t.app.deps.database.db,
      sql`select id from payment_transactions where institute_id = ${s.institute.id}::uuid`,
    );
    const res = await payCall(t, s.accountant, 'POST', '/rest/payment/revert', {
      groupId: s.institute.id,
      id: first?.id,
      reason: 'Cheque bounced',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await dayFigures(s.institute.id)).toEqual([]);
    expect((await dueFigures(s.institute.id))[0]).toMatchObject({ paid: 0, left: 1_000_000 });
  });

  it('go with a transaction, a class or an institute deleted, which they do not hold up', async () => {
    const s = await statisticsSchool(t);
    const other = await statisticsSchool(t, 'Other School');
    const db = t.app.deps.database.db;
    // A transaction deleted takes its records, and their share of their day, with it.
    await db.execute(
      sql`delete from payment_allocations where record_id in (
        select id from payment_records where institute_id = ${s.institute.id}::uuid)`,
    );
    await db.execute(
      sql`delete from payment_transactions where institute_id = ${s.institute.id}::uuid`,
    );
    expect(await dayFigures(s.institute.id)).toEqual([]);
    await db.execute(sql`delete from groups where id = ${s.class2.id}::uuid`);
    expect((await dueFigures(s.institute.id)).map((f) => f.classId)).toEqual([
      s.class1.id,
      s.class1.id,
    ]);
    await db.execute(sql`delete from groups where id = ${s.institute.id}::uuid`);
    expect(await dueFigures(s.institute.id)).toEqual([]);
    expect(await dayFigures(s.institute.id)).toEqual([]);
    // The other institute's are as they were.
    expect(await dueFigures(other.institute.id)).toHaveLength(3);
    expect(await dayFigures(other.institute.id)).toHaveLength(1);
  });
});
