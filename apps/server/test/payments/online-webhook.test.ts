import { ONLINE_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../support/app.js';
import { checkoutAnswer, hmac, webhookBody, webhookHeaders } from '../support/razorpay-fixtures.js';
import {
  deliver,
  type OnlineSchool,
  onlineRows,
  onlineSchool,
  openOrder,
  signedDelivery,
  stubEnv,
  useOnlineApp,
  verify,
} from '../support/razorpay-school.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

const o = useOnlineApp();
// The app is built before each test: the guard reads it then.
guardTenantWrites({
  get app() {
    return o.t.app;
  },
} as TestContext);

async function paidOrder(s: OnlineSchool, amount = 100_000) {
  const res = await openOrder(o.t, s.parent, {
    groupId: s.klass.id,
    userProfileId: s.student(0).profileId,
    amount,
  });
  expect(res.statusCode, res.body).toBe(200);
  const orderId: string = res.json().orderId;
  const payment = o.stub.pay(orderId);
  return { orderId, payment, order: o.stub.orders.get(orderId) };
}

describe('online payment: the gateway’s webhook', () => {
  it('records a captured payment once, however often and in whichever form it is told', async () => {
    const s = await onlineSchool(o.t);
    const { payment, order } = await paidOrder(s);
    const captured = webhookBody('payment.captured', payment);
    const first = await signedDelivery(o, captured, 'evt_first0001');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(ONLINE_TEXTS.paid);

    // The gateway retries the same event, then tells of the order paid.
    const repeat = await signedDelivery(o, captured, 'evt_first0001');
    expect(repeat.json().message).toBe('Already handled.');
    const orderPaid = await signedDelivery(
      o,
      webhookBody('order.paid', payment, order),
      'evt_second002',
    );
    expect(orderPaid.statusCode).toBe(200);
    // And the payer's browser comes back from checkout.
    const answer = checkoutAnswer(o.stub.keySecret, payment.order_id, payment.id);
    const verified = await verify(o.t, s.parent, { groupId: s.klass.id, ...answer });
    expect(verified.json().status).toBe('PAID');

    const rows = await onlineRows(o.t, s.institute.id);
    expect(rows.transactions.map((x) => x.transactionId)).toEqual([payment.id]);
    expect(rows.records).toHaveLength(1);
    expect(rows.orders[0]?.status).toBe('PAID');
    expect(rows.events.map((e) => e.eventId).sort()).toEqual(['evt_first0001', 'evt_second002']);
  });

  it('records one payment when the verify and the webhook arrive at once', async () => {
    const s = await onlineSchool(o.t);
    const { payment } = await paidOrder(s);
    const answer = checkoutAnswer(o.stub.keySecret, payment.order_id, payment.id);
    const body = webhookBody('payment.captured', payment);
    const answers = await Promise.all([
      verify(o.t, s.parent, { groupId: s.klass.id, ...answer }),
      signedDelivery(o, body),
      signedDelivery(o, body),
      verify(o.t, s.parent, { groupId: s.klass.id, ...answer }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await onlineRows(o.t, s.institute.id);
    expect(rows.transactions).toHaveLength(1);
    expect(rows.records).toHaveLength(1);
    expect(answers[0]?.json().transactionPk).toBe(rows.transactions[0]?.id);
  });

  it.each([
    ['no signature', (body: string) => ({ 'content-type': 'application/json', body })],
    [
      'a signature with another secret',
      (body: string) => ({ ...webhookHeaders('not the secret', body), body }),
    ],
    [
      'a tampered body (the amount raised)',
      (body: string) => ({
        ...webhookHeaders(o.stub.webhookSecret, body),
        body: body.replace('"amount":100000', '"amount":100001'),
      }),
    ],
    [
      'a signature in upper case of the wrong length',
      (body: string) => ({
        'content-type': 'application/json',
        'x-razorpay-signature': hmac(o.stub.webhookSecret, body).toUpperCase().slice(1),
        body,
      }),
    ],
  ])('refuses %s (400), writing nothing', async (_what, make) => {
    const s = await onlineSchool(o.t);
    const { payment } = await paidOrder(s);
    const { body, ...headers } = make(webhookBody('payment.captured', payment));
    const res = await deliver(o.t, body, headers as Record<string, string>);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(ONLINE_TEXTS.webhookSignature);
    const rows = await onlineRows(o.t, s.institute.id);
    expect(rows.events).toEqual([]);
    expect(rows.transactions).toEqual([]);
    expect(rows.orders[0]?.status).toBe('CREATED');
  });

  it('refuses a signed body that is not an event (400), and answers 200 to what it does not act on', async () => {
    const s = await onlineSchool(o.t);
    const { payment } = await paidOrder(s);
    const garbage = await signedDelivery(o, '{"event": ');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toBe(ONLINE_TEXTS.webhookBody);
    const failed = await signedDelivery(o, webhookBody('payment.failed', payment));
    expect(failed.statusCode).toBe(200);
    const unknownOrder = await signedDelivery(
      o,
      webhookBody('payment.captured', { ...payment, order_id: 'order_SomeoneElses01' }),
    );
    expect(unknownOrder.statusCode).toBe(200);
    expect(unknownOrder.json().message).toBe('Nothing to do.');
    const rows = await onlineRows(o.t, s.institute.id);
    expect(rows.transactions).toEqual([]);
    expect(rows.events).toHaveLength(2);
  });

  it('needs no traceId and no session, and takes no form-encoded body', async () => {
    const s = await onlineSchool(o.t);
    const { payment } = await paidOrder(s);
    const res = await o.t.app.inject({
      method: 'POST',
      url: '/rest/payment/razorpay/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `payload=${encodeURIComponent(webhookBody('payment.captured', payment))}`,
    });
    expect(res.statusCode).toBe(415);
    expect((await onlineRows(o.t, s.institute.id)).transactions).toEqual([]);
  });
});

describe('the webhook without a webhook secret', () => {
  const noSecret = useOnlineApp((stub) => stubEnv(stub, { RAZORPAY_WEBHOOK_SECRET: '' }));

  it('is refused (400), writing nothing', async () => {
    const body = JSON.stringify({ event: 'payment.captured', payload: {} });
    const res = await deliver(noSecret.t, body, webhookHeaders(noSecret.stub.webhookSecret, body));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ONLINE_TEXTS.webhookDisabled);
  });
});
