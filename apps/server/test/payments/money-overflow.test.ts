import { indiaDay } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { feeSchool, giveDues, paid, payCall, paymentRows } from '../payments/helpers.js';
import { useTestApp } from '../support/app.js';
import { createMember } from '../support/factories.js';

// Review 2, "suspected, not confirmed": paise columns were `integer`, and a multi-student
// payment sums into payment_transactions.amount, so 3 students × ₹1 crore (3,00,00,00,000 paise,
// above 2^31 − 1) would fail with a 500. Sums of paise are now stored as bigint and read back
// as exact numbers: the transaction, the day's collection and a month's totals.

const t = useTestApp();
const CRORE = 1_000_000_000; // ₹1 crore in paise: the largest single amount the spec takes
const INT4_MAX = 2 ** 31 - 1;

describe('money that cannot overflow (review 2, suspected int4 overflow)', () => {
  it('three students owing ₹1 crore each, paid in one cart payment, total exactly', async () => {
    const s = await feeSchool(t, { students: 0 });
    const students = [];
    for (let i = 0; i < 3; i += 1) {
      const student = await createMember(t, s.klass, 'STUDENT', {
        institute: s.institute,
        firstName: `Crore${i + 1}`,
      });
      await giveDues(t, s, student, [
        { particular: 'Building fund', dueDate: '2026-04-10', amount: CRORE },
      ]);
      students.push(student);
    }
    const answer = await paid(
      t,
      s,
      students.map((student) => ({ student, amount: CRORE })),
    );
    expect(answer.records).toHaveLength(3);

    const rows = await paymentRows(t, s.institute.id);
    expect(rows.transactions).toHaveLength(1);
    expect(rows.transactions[0]?.amountPaise).toBe(3_000_000_000);
    expect(rows.transactions[0]?.amountPaise).toBeGreaterThan(INT4_MAX);

    // The day's collection and chart.
    const day = indiaDay(t.clock.now());
    const collection = await payCall(
      t,
      s.accountant,
      'GET',
      `/rest/payment/collection?groupId=${s.institute.id}&date=${day}`,
    );
    expect(collection.statusCode, collection.body).toBe(200);
    const c = collection.json();
    expect(c.total).toEqual({ amount: 3_000_000_000, discount: 0, count: 1 });
    expect(c.byMedium).toEqual([
      { key: 'CASH', label: 'CASH', amount: 3_000_000_000, discount: 0, count: 1 },
    ]);
    expect(c.byHour.reduce((sum: number, h: { amount: number }) => sum + h.amount, 0)).toBe(
      3_000_000_000,
    );

    // The month's (and the year's) totals of the transactions list.
    const month = day.slice(0, 7);
    for (const [from, to] of [
      [`${month}-01`, day],
      [`${day.slice(0, 4)}-01-01`, `${day.slice(0, 4)}-12-31`],
    ]) {
      const list = await payCall(
        t,
        s.accountant,
        'GET',
        `/rest/payment/transactions?groupId=${s.institute.id}&from=${from}&to=${to}`,
      );
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().totals).toEqual({ amount: 3_000_000_000, discount: 0 });
      expect(list.json().total).toBe(3);
    }
  });
});
