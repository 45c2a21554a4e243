import { createHmac, randomBytes } from 'node:crypto';
import type { StubOrder, StubPayment } from './razorpay-stub.js';

/**
 * Signed fixtures in Razorpay's documented format: checkout's handler answer
 * ({ razorpay_payment_id, razorpay_order_id, razorpay_signature }, the signature being
 * HMAC-SHA256(order_id + "|" + payment_id, key_secret) in hex) and webhook deliveries
 * ({ entity: 'event', event, contains, payload: { payment: { entity } }, created_at } with
 * X-Razorpay-Signature = HMAC-SHA256(raw body, webhook secret) in hex).
 */

export const hmac = (secret: string, data: string) =>
  createHmac('sha256', secret).update(data).digest('hex');

/** What checkout hands its handler after a successful payment. */
export function checkoutAnswer(keySecret: string, orderId: string, paymentId: string) {
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: hmac(keySecret, `${orderId}|${paymentId}`),
  };
}

export type WebhookEvent = 'payment.captured' | 'order.paid' | 'payment.failed';

/** A webhook delivery's body, as the gateway serialises it (the bytes the signature covers). */
export function webhookBody(event: WebhookEvent, payment: StubPayment, order?: StubOrder): string {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_ShalaStubAcct01',
    event,
    contains: order ? ['payment', 'order'] : ['payment'],
    payload: {
      payment: { entity: payment },
      ...(order ? { order: { entity: order } } : {}),
    },
    created_at: Math.floor(Date.now() / 1000),
  });
}

/** The delivery's headers: its signature over `body` and a unique event id. */
export function webhookHeaders(
  webhookSecret: string,
  body: string,
  eventId = `evt_${randomBytes(7).toString('hex')}`,
) {
  return {
    'content-type': 'application/json',
    'x-razorpay-signature': hmac(webhookSecret, body),
    'x-razorpay-event-id': eventId,
  };
}
