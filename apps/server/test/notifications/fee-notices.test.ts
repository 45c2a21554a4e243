import { describe, expect, it } from 'vitest';
import { sweepReminders } from '../../src/modules/notifications/index.js';
import { feeSchool, giveDues, paid, payCall } from '../payments/helpers.js';
import { headers, useTestApp } from '../support/app.js';
import type { TestProfile } from '../support/factories.js';

const t = useTestApp();

const kindsOf = async (p: TestProfile) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/rest/notification',
    headers: headers(p.cookie),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().schoolErpNotifications as { kind: string; message: string }[]).map(
    (n) => `${n.kind}: ${n.message}`,
  );
};

describe('fee notices (issue 12)', () => {
  it('reminds of fees due within 3 days and overdue ones, once each however often swept', async () => {
    // The test clock reads 2026-06-01 (10:00 in India).
    const s = await feeSchool(t, { students: 1 });
    const [student] = s.students as [TestProfile];
    await giveDues(t, s, student, [
      { particular: 'Tuition Q1', dueDate: '2026-05-30', amount: 100_000 },
      { particular: 'Bus June', dueDate: '2026-06-03', amount: 20_000 },
      { particular: 'Tuition Q2', dueDate: '2026-07-10', amount: 100_000 },
    ]);
    await sweepReminders(t.app.ctx);
    await sweepReminders(t.app.ctx);
    expect((await kindsOf(student)).sort()).toEqual([
      'fee.dueSoon: Bus June: due on 2026-06-03.',
      'fee.overdue: Tuition Q1: due on 2026-05-30.',
    ]);
  });

  it('tells the student of a payment received and of its revert', async () => {
    const s = await feeSchool(t, { students: 1 });
    const [student] = s.students as [TestProfile];
    await giveDues(t, s, student, [
      { particular: 'Tuition Q1', dueDate: '2026-07-10', amount: 100_000 },
    ]);
    const payment = await paid(t, s, [{ student, amount: 40_000 }]);
    const receipt = payment.records[0]?.receiptNumber;
    expect(await kindsOf(student)).toEqual([
      `payment.received: ₹400.00 received towards fees. Receipt no. ${receipt}.`,
    ]);
    t.clock.advance(60_000);
    const revert = await payCall(t, s.accountant, 'POST', '/rest/payment/revert', {
      groupId: s.institute.id,
      id: payment.transactionPk,
      reason: 'Cheque bounced',
    });
    expect(revert.statusCode, revert.body).toBe(200);
    expect((await kindsOf(student))[0]).toBe(
      `payment.reverted: The payment with receipt no. ${receipt} was reverted by the school. Its dues are owed again.`,
    );
  });
});
