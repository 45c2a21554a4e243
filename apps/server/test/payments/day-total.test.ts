import { PROFILE_API } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { dayTotal } from '../../src/modules/payments/index.js';
import { useTestApp } from '../support/app.js';
import { HOUR } from '../support/exam-helpers.js';
import { as, createClass, createMember } from '../support/factories.js';
import { feeSchool, giveDues, paid, payCall, STANDARD_DUES } from './helpers.js';

// The dashboard's collection of the day is one prepared statement (payments/day-total-queries.ts)
// beside the collection screen's cells: both must give the same total, for the institute and
// for a class, reverted payments, yesterday's and another institute's left out.

describe("the dashboard's collection of the day", () => {
  const t = useTestApp();

  it("is the collection screen's total of the day, for the institute and for a class", async () => {
    const s = await feeSchool(t);
    const other = await feeSchool(t, { name: 'Other School' });
    const classB = await createClass(t, s.institute, 'Class 6 B');
    const ira = await createMember(t, classB, 'STUDENT', { institute: s.institute });
    await giveDues(t, s, ira, STANDARD_DUES);
    t.clock.advance(-24 * HOUR);
    await paid(t, s, [{ student: s.student(0), amount: 100_000 }]);
    t.clock.advance(24 * HOUR);
    await paid(t, s, [
      { student: s.student(0), amount: 250_000 },
      { student: s.student(1), amount: 150_050, discount: 5_000 },
    ]);
    await paid(t, s, [{ student: ira, amount: 70_000 }], {
      financialAccountId: s.bank.id,
      paymentMedium: 'NEFT',
      paymentMethod: 'NET_BANKING',
    });
    const reverted = await paid(t, s, [{ student: s.student(2), amount: 1_000 }]);
    const revert = await payCall(t, s.accountant, 'POST', '/rest/payment/revert', {
      groupId: s.institute.id,
      id: reverted.transactionPk,
      reason: 'Entered twice',
    });
    expect(revert.statusCode, revert.body).toBe(200);
    await paid(t, other, [{ student: other.student(0), amount: 999_900 }]);

    const screenTotal = async (groupId: string) => {
      const res = await payCall(
        t,
        s.accountant,
        'GET',
        `/rest/payment/collection?groupId=${groupId}&date=2026-06-01`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().total;
    };
    const dashboard = await t.app.inject({
      method: 'GET',
      url: PROFILE_API.dashboard,
      headers: as(s.admin),
    });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const institute = await screenTotal(s.institute.id);
    expect(institute).toEqual({ amount: 470_050, discount: 5_000, count: 2 });
    const { amount, count } = institute;
    expect(dashboard.json().collection).toEqual({ date: '2026-06-01', amount, count });
    // The class's total counts its own receipts only: the dashboard's rule, asked for a class.
    const scopeOf = (id: string, type: 'INSTITUTE' | 'CLASS') => ({
      id,
      type,
      instituteId: s.institute.id,
      activeSessionId: s.institute.session.id,
    });
    const ctx = { db: t.app.deps.database.db } as Parameters<typeof dayTotal>[0];
    expect(await dayTotal(ctx, scopeOf(s.institute.id, 'INSTITUTE'), '2026-06-01')).toEqual(
      institute,
    );
    for (const klass of [s.klass, classB]) {
      expect(await dayTotal(ctx, scopeOf(klass.id, 'CLASS'), '2026-06-01')).toEqual(
        await screenTotal(klass.id),
      );
    }
    expect(await dayTotal(ctx, scopeOf(classB.id, 'CLASS'), '2026-06-01')).toEqual({
      amount: 70_000,
      discount: 0,
      count: 1,
    });
  });
});
