import { ONLINE_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { financialAccounts } from '../../src/db/schema/index.js';
import type { TestContext } from '../support/app.js';
import { auditRows } from '../support/groups-helpers.js';
import { checkoutAnswer, hmac } from '../support/razorpay-fixtures.js';
import {
  type OnlineSchool,
  onlineRows,
  onlineSchool,
  openOrder,
  useOnlineApp,
  verify,
} from '../support/razorpay-school.js';
import { gatewayId } from '../support/razorpay-stub.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import { commonBody, duesOf, payCall } from './helpers.js';

const o = useOnlineApp();
// The app is built before each test: the guard reads it then.
guardTenantWrites({
  get app() {
    return o.t.app;
  },
} as TestContext);

/** A parent's order for Student1's fees, paid at checkout (a captured UPI payment by default). */
async function paidOrder(s: OnlineSchool, amount = 450_000, over = {}) {
  const res = await openOrder(o.t, s.parent, {
    groupId: s.klass.id,
    userProfileId: s.student(0).profileId,
    amount,
  });
  expect(res.statusCode, res.body).toBe(200);
  const orderId: string = res.json().orderId;
  const payment = o.stub.pay(orderId, over);
  return { orderId, payment, answer: checkoutAnswer(o.stub.keySecret, orderId, payment.id) };
}

describe('online payment: the checkout’s answer', () => {
  it('records a verified payment once, by the payer’s method, over the dues at capture', async () => {
    const s = await onlineSchool(o.t);
    const { payment, answer } = await paidOrder(s);
    const res = await verify(o.t, s.parent, { groupId: s.klass.id, ...answer });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ status: 'PAID', message: ONLINE_TEXTS.paid });
    expect(result.receiptNumbers).toHaveLength(1);

    const rows = await onlineRows(o.t, s.institute.id);
    expect(rows.transactions).toEqual([
      expect.objectContaining({
        id: result.transactionPk,
        transactionId: payment.id,
        recordType: 'FEES',
        // UPI, its own method group, into the account that takes BHIM_UPI.
        paymentMethod: 'UPI',
        paymentMedium: 'BHIM_UPI',
        financialAccountId: s.bank.id,
        amountPaise: 450_000,
        discountPaise: 0,
        createdByProfileId: null,
      }),
    ]);
    expect(rows.records).toEqual([
      expect.objectContaining({ profileId: s.student(0).profileId, amountPaise: 450_000 }),
    ]);
    expect(rows.orders[0]).toMatchObject({
      status: 'PAID',
      gatewayPaymentId: payment.id,
      transactionPk: result.transactionPk,
    });
    // Tuition Q1 of 5,000 with its 500 discount particular is settled by 4,500.
    const dues = await duesOf(o.t, s, s.student(0));
    const tuition = dues.find((d) => d.particular === 'Tuition Q1');
    expect(tuition).toMatchObject({ paid: 450_000, discount: 50_000 });
    const [audit] = await auditRows(o.t, s.institute, 'payment.recorded');
    expect(audit).toMatchObject({
      actorAccountId: null,
      targetId: s.student(0).profileId,
      detail: {
        online: true,
        amount: 450_000,
        paymentMedium: 'BHIM_UPI',
        transactionId: payment.id,
      },
    });

    // The same answer again (a retried request, a second tab): the same payment, nothing new.
    const again = await verify(o.t, s.parent, { groupId: s.klass.id, ...answer });
    expect(again.json()).toEqual(result);
    expect((await onlineRows(o.t, s.institute.id)).transactions).toHaveLength(1);
  });

  it.each([
    ['card', { type: 'debit' }, 'DEBIT_CARD'],
    ['card', { type: 'credit' }, 'CREDIT_CARD'],
    ['netbanking', null, 'ONLINE_TRANSFER'],
  ] as const)('records a %s payment (%o) as %s', async (method, card, medium) => {
    const s = await onlineSchool(o.t);
    await o.t.app.deps.database.db.insert(financialAccounts).values({
      instituteId: s.institute.id,
      accountName: 'Gateway Settlements',
      acceptanceMediums: ['ONLINE_TRANSFER', 'CREDIT_CARD', 'DEBIT_CARD'],
      createdAt: o.t.clock.now(),
    });
    const { answer } = await paidOrder(s, 100_000, {
      method,
      card: card
        ? { id: gatewayId('card'), entity: 'card', last4: '1111', network: 'Visa', ...card }
        : null,
    });
    const res = await verify(o.t, s.parent, { groupId: s.klass.id, ...answer });
    expect(res.json().status, res.body).toBe('PAID');
    const [transaction] = (await onlineRows(o.t, s.institute.id)).transactions;
    expect(transaction?.paymentMedium).toBe(medium);
  });

  it.each([
    [
      'a signature of another payment',
      (a: ReturnType<typeof checkoutAnswer>) => ({
        ...a,
        razorpay_signature: hmac('wrong secret', `${a.razorpay_order_id}|${a.razorpay_payment_id}`),
      }),
    ],
    [
      'a tampered payment id',
      (a: ReturnType<typeof checkoutAnswer>) => ({
        ...a,
        razorpay_payment_id: gatewayId('pay'),
      }),
    ],
    [
      'an upper-case, shortened signature',
      (a: ReturnType<typeof checkoutAnswer>) => ({
        ...a,
        razorpay_signature: a.razorpay_signature.slice(0, 63),
      }),
    ],
    ['no signature', (a: ReturnType<typeof checkoutAnswer>) => ({ ...a, razorpay_signature: '' })],
  ])('refuses %s (400), recording nothing', async (_what, tamper) => {
    const s = await onlineSchool(o.t);
    const { answer } = await paidOrder(s);
    const res = await verify(o.t, s.parent, { groupId: s.klass.id, ...tamper(answer) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(ONLINE_TEXTS.badSignature);
    const rows = await onlineRows(o.t, s.institute.id);
    expect(rows.transactions).toEqual([]);
    expect(rows.orders[0]?.status).toBe('CREATED');
  });

  it('refuses a payment of another order, even correctly signed for it (400)', async () => {
    const s = await onlineSchool(o.t);
    const first = await paidOrder(s, 100_000);
    const second = await paidOrder(s, 200_000);
    // The second payment, signed as if it were the first order's.
    const swapped = checkoutAnswer(o.stub.keySecret, first.orderId, second.payment.id);
    const res = await verify(o.t, s.parent, { groupId: s.klass.id, ...swapped });
    expect(res.statusCode).toBe(400);
    expect((await onlineRows(o.t, s.institute.id)).transactions).toEqual([]);
  });

  it('waits for a payment the gateway has not captured yet', async () => {
    const s = await onlineSchool(o.t);
    const { answer } = await paidOrder(s, 100_000, { status: 'authorized', captured: false });
    const res = await verify(o.t, s.parent, { groupId: s.klass.id, ...answer });
    expect(res.json()).toMatchObject({ status: 'CREATED', message: ONLINE_TEXTS.pending });
    expect((await onlineRows(o.t, s.institute.id)).transactions).toEqual([]);
  });

  it('leaves the order FAILED, audited, when no account takes the method or the dues shrank', async () => {
    const s = await onlineSchool(o.t);
    // Card payments, but only UPI is taken by an account.
    const card = await paidOrder(s, 100_000, { method: 'card', card: null });
    const refused = await verify(o.t, s.parent, { groupId: s.klass.id, ...card.answer });
    expect(refused.json()).toMatchObject({
      status: 'FAILED',
      message: ONLINE_TEXTS.failed('no active financial account takes CREDIT_CARD'),
    });

    // The whole fees ordered online, then paid at the counter before the gateway confirmed.
    const whole = await paidOrder(s, 1_050_000);
    const counter = await payCall(
      o.t,
      s.accountant,
      'POST',
      '/rest/payment/record/common',
      await commonBody(o.t, s, [{ student: s.student(0), amount: 100_000 }]),
    );
    expect(counter.statusCode, counter.body).toBe(200);
    const late = await verify(o.t, s.parent, { groupId: s.klass.id, ...whole.answer });
    expect(late.json()).toMatchObject({
      status: 'FAILED',
      message: ONLINE_TEXTS.failed('it is more than is due now'),
    });
    const failures = await auditRows(o.t, s.institute, 'onlinePayment.failed');
    expect(failures.map((a) => a.detail.reason)).toEqual([
      'no active financial account takes CREDIT_CARD',
      'it is more than is due now',
    ]);
    const rows = await onlineRows(o.t, s.institute.id);
    expect(rows.orders.map((r) => r.status).sort()).toEqual(['FAILED', 'FAILED']);
    expect(rows.transactions.map((x) => x.transactionId)).not.toContain(card.payment.id);
  });

  it("finds no other payer's or institute's order (404)", async () => {
    const s = await onlineSchool(o.t);
    const { answer } = await paidOrder(s);
    const otherStudent = await verify(o.t, s.student(1), { groupId: s.klass.id, ...answer });
    expect(otherStudent.statusCode).toBe(404);
    expect(otherStudent.json().message).toBe(ONLINE_TEXTS.orderNotFound);
    const elsewhere = await onlineSchool(o.t);
    const foreign = await verify(o.t, elsewhere.parent, { groupId: elsewhere.klass.id, ...answer });
    expect(foreign.statusCode).toBe(404);
    expect((await onlineRows(o.t, s.institute.id)).transactions).toEqual([]);
  });
});
