import { describe, expect, it } from 'vitest';
import { linkGuardian } from '../../src/modules/people/index.js';
import { createMember, type TestProfile } from '../support/factories.js';
import { bellOf } from '../support/notification-helpers.js';
import { checkoutAnswer, webhookBody } from '../support/razorpay-fixtures.js';
import {
  type OnlineSchool,
  onlineSchool,
  openOrder,
  signedDelivery,
  useOnlineApp,
  verify,
} from '../support/razorpay-school.js';

// Issue 22 item 12: payment.online, a verified gateway payment: its text (the amount, the day
// it was paid, the receipt), its date (when it was recorded) and who hears of it: the payer and
// the student's other guardians, not the child with a guardian, not the school's staff.
// The test clock reads 2026-06-01 04:30 UTC (10:00 in India).

const o = useOnlineApp();

const shown = async (p: TestProfile) =>
  (await bellOf(o.t, p.cookie)).schoolErpNotifications.map(
    (n) => `${n.kind} | ${n.title} | ${n.message} | ${n.createdAt}`,
  );

/** Priya (the payer) and Arun, Student1's other guardian. */
async function family(s: OnlineSchool) {
  const arun = await createMember(o.t, s.klass, 'PARENT', {
    institute: s.institute,
    firstName: 'Arun',
  });
  await linkGuardian(
    o.t.app.deps.database.db,
    {
      parentProfileId: arun.profileId,
      studentProfileId: s.student(0).profileId,
      relation: 'Father',
    },
    o.t.clock.now(),
  );
  return arun;
}

async function paidAtCheckout(s: OnlineSchool, amount: number) {
  const res = await openOrder(o.t, s.parent, {
    groupId: s.klass.id,
    userProfileId: s.student(0).profileId,
    amount,
  });
  expect(res.statusCode, res.body).toBe(200);
  const orderId: string = res.json().orderId;
  const payment = o.stub.pay(orderId);
  return { orderId, payment, answer: checkoutAnswer(o.stub.keySecret, orderId, payment.id) };
}

describe('payment.online: text, date and audience (issue 22)', () => {
  it('tells the payer and the other guardian, not the child or the staff, once, when recorded', async () => {
    const s = await onlineSchool(o.t);
    const arun = await family(s);
    const { answer, payment } = await paidAtCheckout(s, 450_000);
    o.t.clock.advanceSeconds(120);
    const res = await verify(o.t, s.parent, { groupId: s.klass.id, ...answer });
    expect(res.statusCode, res.body).toBe(200);
    const receipt = res.json().receiptNumbers[0];
    const at = o.t.clock.now().toISOString();
    const expected = [
      `payment.online | Online payment received | ₹4,500.00 paid on 1 Jun 2026 towards Student1’s fees. Receipt no. ${receipt}. | ${at}`,
    ];
    expect(await shown(s.parent)).toEqual(expected);
    expect(await shown(arun)).toEqual(expected);
    expect(await shown(s.student(0))).toEqual([]);
    expect(await shown(s.student(1))).toEqual([]);
    expect(await shown(s.accountant)).toEqual([]);
    expect(await shown(s.admin)).toEqual([]);

    // The gateway's webhook for the same payment later records nothing twice, tells nobody again.
    o.t.clock.advanceSeconds(60);
    const order = o.stub.orders.get(answer.razorpay_order_id);
    const again = await signedDelivery(o, webhookBody('payment.captured', payment, order));
    expect(again.statusCode, again.body).toBe(200);
    expect(await shown(s.parent)).toEqual(expected);
    expect(await shown(arun)).toEqual(expected);
  });

  it('a student who pays their own fees hears it in their own words', async () => {
    const s = await onlineSchool(o.t);
    const own = s.student(1);
    const res = await openOrder(o.t, own, {
      groupId: s.klass.id,
      userProfileId: own.profileId,
      amount: 450_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    const orderId: string = res.json().orderId;
    const payment = o.stub.pay(orderId);
    const answer = checkoutAnswer(o.stub.keySecret, orderId, payment.id);
    const verified = await verify(o.t, own, { groupId: s.klass.id, ...answer });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await shown(own)).toEqual([
      `payment.online | Online payment received | ₹4,500.00 paid on 1 Jun 2026 towards your fees. Receipt no. ${verified.json().receiptNumbers[0]}. | ${o.t.clock.now().toISOString()}`,
    ]);
    // Priya looks after Student1 only.
    expect(await shown(s.parent)).toEqual([]);
  });
});
