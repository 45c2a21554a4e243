import { describe, expect, it } from 'vitest';
import { sweepReminders } from '../../src/modules/notifications/reminders.js';
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
      // The standard dues' April tuition (₹5,000) is overdue too: each reminder says so first.
      'fee.dueSoon: ₹6,000.00 of your fees is overdue. Next, Bus June (₹200.00) falls due on 3 Jun 2026.',
      'fee.overdue: ₹6,000.00 of your fees is overdue. Tuition Q1 (₹1,000.00) was due on 30 May 2026.',
    ]);
  });

  it('tells a student with no guardian of a payment received and of its revert', async () => {
    const s = await feeSchool(t, { students: 1 });
    const [student] = s.students as [TestProfile];
    await giveDues(t, s, student, [
      { particular: 'Tuition Q1', dueDate: '2026-07-10', amount: 100_000 },
    ]);
    const payment = await paid(t, s, [{ student, amount: 40_000 }]);
    const receipt = payment.records[0]?.receiptNumber;
    expect(await kindsOf(student)).toEqual([
      `payment.received: ₹400.00 paid on 1 Jun 2026 towards your fees. Receipt no. ${receipt}.`,
    ]);
    t.clock.advance(60_000);
    const revert = await payCall(t, s.accountant, 'POST', '/rest/payment/revert', {
      groupId: s.institute.id,
      id: payment.transactionPk,
      reason: 'Cheque bounced',
    });
    expect(revert.statusCode, revert.body).toBe(200);
    expect((await kindsOf(student))[0]).toBe(
      `payment.reverted: The payment of ₹400.00 paid on 1 Jun 2026 towards your fees (receipt no. ${receipt}) was reverted by the school. Its dues are owed again.`,
    );
  });
});
