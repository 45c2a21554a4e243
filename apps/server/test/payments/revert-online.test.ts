import { ONLINE_TEXTS, PAYMENT_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../support/app.js';
import { auditRows } from '../support/groups-helpers.js';
import { checkoutAnswer } from '../support/razorpay-fixtures.js';
import {
  onlineRows,
  onlineSchool,
  openOrder,
  useOnlineApp,
  verify,
} from '../support/razorpay-school.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import { duesOf, payCall } from './helpers.js';

const o = useOnlineApp();
guardTenantWrites({
  get app() {
    return o.t.app;
  },
} as TestContext);

describe('reverting a payment made online (issue 22)', () => {
  it('says the money is refunded at the gateway, keeps the order paid and records nothing again', async () => {
    const s = await onlineSchool(o.t);
    const order = await openOrder(o.t, s.parent, {
      groupId: s.klass.id,
      userProfileId: s.student(0).profileId,
      amount: 450_000,
    });
    expect(order.statusCode, order.body).toBe(200);
    const orderId: string = order.json().orderId;
    const payment = o.stub.pay(orderId);
    const answer = checkoutAnswer(o.stub.keySecret, orderId, payment.id);
    const settled = await verify(o.t, s.parent, { groupId: s.klass.id, ...answer });
    expect(settled.json()).toMatchObject({ status: 'PAID', message: ONLINE_TEXTS.paid });
    const transactionPk: string = settled.json().transactionPk;

    const res = await payCall(o.t, s.accountant, 'POST', '/rest/payment/revert', {
      groupId: s.institute.id,
      id: transactionPk,
      reason: 'Paid for the wrong child',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: PAYMENT_TEXTS.reverted,
      scope: 'TRANSACTION',
      refund: PAYMENT_TEXTS.onlineRefund,
    });
    const [audit] = await auditRows(o.t, s.institute, 'payment.reverted');
    expect(audit?.detail).toMatchObject({ online: true, scope: 'TRANSACTION' });
    const owed = await duesOf(o.t, s, s.student(0));
    expect(owed.reduce((sum, d) => sum + d.paid, 0)).toBe(0);

    // The checkout's answer again: the order stays paid, nothing is recorded a second time.
    const again = await verify(o.t, s.parent, { groupId: s.klass.id, ...answer });
    expect(again.json()).toMatchObject({ status: 'PAID', transactionPk });
    const rows = await onlineRows(o.t, s.institute.id);
    expect(rows.orders.map((r) => r.status)).toEqual(['PAID']);
    expect(rows.transactions).toHaveLength(1);
    expect(rows.transactions[0]?.status).toBe('REVERTED');
    expect((await duesOf(o.t, s, s.student(0))).reduce((sum, d) => sum + d.paid, 0)).toBe(0);
  });
});
