import { PAYMENT_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { createClass } from '../support/factories.js';
import { auditRows } from '../support/groups-helpers.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import { duesOf, type FeeSchool, feeSchool, paid, payCall, paymentRows } from './helpers.js';

const t = useTestApp();
guardTenantWrites(t);
const REVERT = '/rest/payment/revert';

/** A cart transaction of the school's three students: ₹4,000, ₹4,500 and ₹1,000. */
async function cartOfThree(s: FeeSchool) {
  const payment = await paid(t, s, [
    { student: s.student(0), amount: 400_000 },
    { student: s.student(1), amount: 450_000 },
    { student: s.student(2), amount: 100_000 },
  ]);
  expect(payment.records).toHaveLength(3);
  return payment;
}

const paidOf = async (s: FeeSchool, i: number) =>
  (await duesOf(t, s, s.student(i))).reduce((sum, d) => sum + d.paid, 0);

describe('POST /rest/payment/revert: one receipt of a cart transaction (issue 22)', () => {
  it('reverts the named receipt only; the other two students stay paid', async () => {
    const s = await feeSchool(t);
    const payment = await cartOfThree(s);
    const second = payment.records[1] as { id: string; receiptNumber: number };
    t.clock.advance(3_600_000);
    const res = await payCall(t, s.accountant, 'POST', REVERT, {
      groupId: s.institute.id,
      id: payment.transactionPk,
      recordId: second.id,
      reason: 'Wrong student charged',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: PAYMENT_TEXTS.revertedReceipt(second.receiptNumber, 'Student2 Test'),
      transactionPk: payment.transactionPk,
      revertedAt: '2026-06-01T05:30:00.000Z',
      receiptNumbers: [second.receiptNumber],
      scope: 'RECEIPT',
      refund: null,
    });
    // Student2 owes again; Student1 and Student3 keep what they paid.
    expect(await paidOf(s, 0)).toBe(400_000);
    expect(await paidOf(s, 1)).toBe(0);
    expect(await paidOf(s, 2)).toBe(100_000);

    const rows = await paymentRows(t, s.institute.id);
    expect(rows.transactions[0]?.status).toBe('ACTIVE');
    const byReceipt = new Map(rows.records.map((r) => [r.receiptNumber, r]));
    expect([...byReceipt.values()].map((r) => [r.receiptNumber, r.status]).sort()).toEqual([
      [1, 'ACTIVE'],
      [2, 'REVERTED'],
      [3, 'ACTIVE'],
    ]);
    expect(byReceipt.get(2)).toMatchObject({
      revertReason: 'Wrong student charged',
      revertedByProfileId: s.accountant.profileId,
    });

    // The audit names the receipt, the student, who and why, and that it was one receipt.
    const audits = await auditRows(t, s.institute, 'payment.reverted');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorProfileId: s.accountant.profileId,
      targetId: s.student(1).profileId,
    });
    expect(audits[0]?.detail).toMatchObject({
      receiptNumber: 2,
      reason: 'Wrong student charged',
      scope: 'RECEIPT',
      otherReceiptsPaid: 2,
    });

    // The history says which: the list and the student's records.
    const list = await payCall(
      t,
      s.accountant,
      'GET',
      `/rest/payment/transactions?groupId=${s.institute.id}`,
    );
    const items: Array<{ receiptNumber: number; status: string; revertReason: string | null }> =
      list.json().items;
    expect(items.map((r) => [r.receiptNumber, r.status]).sort()).toEqual([
      [1, 'ACTIVE'],
      [2, 'REVERTED'],
      [3, 'ACTIVE'],
    ]);
    expect(list.json().totals.amount).toBe(500_000);
    const mine = await payCall(
      t,
      s.accountant,
      'GET',
      `/rest/payment/student?groupId=${s.institute.id}&userProfileId=${s.student(0).profileId}`,
    );
    expect(mine.json()[0]).toMatchObject({ status: 'ACTIVE', revertReason: null });

    // The same receipt again: refused, nothing changes.
    const again = await payCall(t, s.accountant, 'POST', REVERT, {
      groupId: s.institute.id,
      id: payment.transactionPk,
      recordId: second.id,
      reason: 'Wrong student charged',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENT_TEXTS.alreadyReverted);
    expect(await paidOf(s, 0)).toBe(400_000);
  });

  it('reverts the whole transaction when chosen (what is still paid of it), and then refuses', async () => {
    const s = await feeSchool(t);
    const payment = await cartOfThree(s);
    const first = payment.records[0] as { id: string };
    const one = await payCall(t, s.accountant, 'POST', REVERT, {
      groupId: s.institute.id,
      id: payment.transactionPk,
      recordId: first.id,
      reason: 'Entered for the wrong child',
    });
    expect(one.statusCode, one.body).toBe(200);
    const whole = await payCall(t, s.accountant, 'POST', REVERT, {
      groupId: s.institute.id,
      id: payment.transactionPk,
      reason: 'Cheque bounced',
    });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json()).toMatchObject({
      message: PAYMENT_TEXTS.reverted,
      scope: 'TRANSACTION',
      receiptNumbers: [2, 3],
    });
    for (const i of [0, 1, 2]) expect(await paidOf(s, i)).toBe(0);
    const rows = await paymentRows(t, s.institute.id);
    expect(rows.transactions[0]).toMatchObject({
      status: 'REVERTED',
      revertReason: 'Cheque bounced',
    });
    const reasons = new Map(rows.records.map((r) => [r.receiptNumber, r.revertReason]));
    expect(reasons.get(1)).toBe('Entered for the wrong child');
    expect(reasons.get(3)).toBe('Cheque bounced');

    const audits = await auditRows(t, s.institute, 'payment.reverted');
    const scopes = audits
      .map((a) => {
        const d = a.detail as { receiptNumber: number; scope: string };
        return [d.receiptNumber, d.scope];
      })
      .sort();
    expect(scopes).toEqual([
      [1, 'RECEIPT'],
      [2, 'TRANSACTION'],
      [3, 'TRANSACTION'],
    ]);
    const again = await payCall(t, s.accountant, 'POST', REVERT, {
      groupId: s.institute.id,
      id: payment.transactionPk,
      reason: 'Cheque bounced',
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a receipt of another transaction, of another class, or not an id (4xx, nothing changes)', async () => {
    const s = await feeSchool(t);
    const payment = await cartOfThree(s);
    const other = await paid(t, s, [{ student: s.student(0), amount: 50_000 }]);
    const base = { groupId: s.institute.id, id: payment.transactionPk, reason: 'Entered twice' };
    const foreignRecord = await payCall(t, s.accountant, 'POST', REVERT, {
      ...base,
      recordId: other.records[0]?.id,
    });
    expect(foreignRecord.statusCode).toBe(404);
    expect(foreignRecord.json().message).toBe(PAYMENT_TEXTS.recordNotFound);
    const notAnId = await payCall(t, s.accountant, 'POST', REVERT, { ...base, recordId: 'x' });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().message).toBe(PAYMENT_TEXTS.id);
    const elsewhere = await createClass(t, s.institute, 'Class 9 B');
    const wrongClass = await payCall(t, s.accountant, 'POST', REVERT, {
      ...base,
      groupId: elsewhere.id,
      recordId: payment.records[0]?.id,
    });
    expect(wrongClass.statusCode).toBe(404);
    // From the record's own class, one receipt may be reverted.
    const fromClass = await payCall(t, s.accountant, 'POST', REVERT, {
      ...base,
      groupId: s.klass.id,
      recordId: payment.records[2]?.id,
    });
    expect(fromClass.statusCode, fromClass.body).toBe(200);
    const rows = await paymentRows(t, s.institute.id);
    expect(rows.records.filter((r) => r.status === 'REVERTED').map((r) => r.receiptNumber)).toEqual(
      [3],
    );
  });
});
