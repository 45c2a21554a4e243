import { PAYMENT_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { createMember } from '../support/factories.js';
import { auditRows } from '../support/groups-helpers.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import { duesOf, feeSchool, paid, payCall, paymentRows } from './helpers.js';

const t = useTestApp();
guardTenantWrites(t);
const REVERT = '/rest/payment/revert';

describe('POST /rest/payment/revert', () => {
  it('takes back exactly what the payment gave, keeps its history, audits each record', async () => {
    const s = await feeSchool(t);
    const [a, b] = [s.student(0), s.student(1)];
    const before = await duesOf(t, s, a);
    await paid(t, s, [{ student: a, amount: 100_000 }]);
    const payment = await paid(t, s, [
      { student: a, amount: 400_000, discount: 10_000 },
      { student: b, amount: 450_000 },
    ]);
    const afterBoth = await duesOf(t, s, a);
    t.clock.advance(3_600_000);
    const res = await payCall(t, s.accountant, 'POST', REVERT, {
      groupId: s.institute.id,
      id: payment.transactionPk,
      reason: '  Cheque bounced  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: PAYMENT_TEXTS.reverted,
      transactionPk: payment.transactionPk,
      revertedAt: '2026-06-01T05:30:00.000Z',
      receiptNumbers: [2, 3],
      // No receipt named: the whole transaction, as the call did before receipts could be named.
      scope: 'TRANSACTION',
      refund: null,
    });
    // Student a owes again what the reverted payment took; the first payment stays.
    const afterRevert = await duesOf(t, s, a);
    const q1 = (d: typeof before) => d.find((x) => x.particular === 'Tuition Q1');
    expect(q1(afterBoth)).toMatchObject({ paid: 450_000, discount: 50_000 });
    expect(q1(afterRevert)).toMatchObject({ paid: 100_000, discount: 0 });
    expect(afterRevert.find((x) => x.particular === 'Tuition Q2')?.paid).toBe(0);
    expect((await duesOf(t, s, b)).every((d) => d.paid === 0 && d.discount === 0)).toBe(true);

    const rows = await paymentRows(t, s.institute.id);
    expect(rows.records).toHaveLength(3);
    const reverted = rows.transactions.find((x) => x.id === payment.transactionPk);
    expect(reverted).toMatchObject({
      status: 'REVERTED',
      revertReason: 'Cheque bounced',
      revertedByProfileId: s.accountant.profileId,
    });
    const audits = await auditRows(t, s.institute, 'payment.reverted');
    expect(audits.map((e) => (e.detail as { receiptNumber: number }).receiptNumber).sort()).toEqual(
      [2, 3],
    );
    expect(audits[0]?.detail).toMatchObject({ reason: 'Cheque bounced' });

    // The record reads as reverted, and the dues can be paid again.
    const read = await payCall(
      t,
      s.accountant,
      'GET',
      `/rest/payment/record/id?groupId=${s.institute.id}&id=${payment.records[0]?.id}`,
    );
    expect(read.json()).toMatchObject({
      status: 'REVERTED',
      revertReason: 'Cheque bounced',
      revertedByName: 'Kavita Test',
    });
    await paid(t, s, [{ student: b, amount: 450_000 }]);
  });

  it('refuses a second revert clearly, also when both come at once', async () => {
    const s = await feeSchool(t, { students: 1 });
    const payment = await paid(t, s, [{ student: s.student(0), amount: 100_000 }]);
    const body = { groupId: s.institute.id, id: payment.transactionPk, reason: 'Entered twice' };
    const answers = await Promise.all(
      [1, 2].map(() => payCall(t, s.accountant, 'POST', REVERT, body)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const again = await payCall(t, s.accountant, 'POST', REVERT, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENT_TEXTS.alreadyReverted);
    const [tuition] = (await duesOf(t, s, s.student(0))).filter(
      (d) => d.particular === 'Tuition Q1',
    );
    expect(tuition?.paid).toBe(0);
  });

  it.each([
    [{ reason: '' }, 400, PAYMENT_TEXTS.revertReason],
    [{ reason: 'abc' }, 400, PAYMENT_TEXTS.revertReason],
    [{ reason: 'x'.repeat(501) }, 400, PAYMENT_TEXTS.revertReason],
    [{ id: 'not-an-id' }, 400, PAYMENT_TEXTS.id],
    [{ id: '00000000-0000-4000-8000-000000000001' }, 404, PAYMENT_TEXTS.transactionNotFound],
  ])('refuses %o', async (over, status, message) => {
    const s = await feeSchool(t, { students: 1 });
    const payment = await paid(t, s, [{ student: s.student(0), amount: 100_000 }]);
    const res = await payCall(t, s.accountant, 'POST', REVERT, {
      groupId: s.institute.id,
      id: payment.transactionPk,
      reason: 'Entered twice',
      ...over,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it("refuses students, parents, teachers, another institute's admin, and a class the payment is not of", async () => {
    const s = await feeSchool(t, { students: 1 });
    const other = await feeSchool(t, { students: 1 });
    const payment = await paid(t, s, [{ student: s.student(0), amount: 100_000 }]);
    const body = { groupId: s.klass.id, id: payment.transactionPk, reason: 'Entered twice' };
    for (const role of ['STUDENT', 'PARENT', 'TEACHER'] as const) {
      const member = await createMember(t, s.klass, role, { institute: s.institute });
      expect((await payCall(t, member, 'POST', REVERT, body)).statusCode, role).toBe(403);
    }
    const foreign = await payCall(t, other.admin, 'POST', REVERT, {
      ...body,
      groupId: other.institute.id,
    });
    expect(foreign.statusCode).toBe(404);
    const { createClass } = await import('../support/factories.js');
    const elsewhere = await createClass(t, s.institute, 'Class 9 B');
    const wrongClass = await payCall(t, s.accountant, 'POST', REVERT, {
      ...body,
      groupId: elsewhere.id,
    });
    expect(wrongClass.statusCode).toBe(404);
    const [tx] = (await paymentRows(t, s.institute.id)).transactions;
    expect(tx?.status).toBe('ACTIVE');
  });
});
