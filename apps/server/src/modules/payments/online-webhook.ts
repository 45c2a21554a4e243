import { createHash } from 'node:crypto';
import { ONLINE_TEXTS } from '@shala/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../lib/errors.js';
import { gatewayPaymentSchema } from './online-gateway.js';
import { eventHandled, findOnlineOrder, noteEvent } from './online-queries.js';
import { settleOrder } from './online-settle.js';
import { webhookSignatureValid } from './online-signature.js';

/**
 * POST /rest/payment/razorpay/webhook: the gateway tells of a captured payment (payment.captured,
 * order.paid, with payload.payment.entity). The signature is checked over the raw bytes before
 * anything is read; an unsigned or tampered call is 400 and writes nothing. The gateway repeats
 * events until answered 200: a repeat (the same x-razorpay-event-id, else the same body) is
 * answered at once, and recording is itself idempotent, so a verify and a webhook at once still
 * record one payment.
 */

const CAPTURE_EVENTS = new Set(['payment.captured', 'order.paid']);

const eventSchema = z.object({
  event: z.string().min(1).max(100),
  payload: z
    .object({ payment: z.object({ entity: gatewayPaymentSchema }).optional() })
    .passthrough()
    .optional(),
});

const EVENT_ID = /^[A-Za-z0-9_-]{1,100}$/;

export type WebhookHeaders = { signature: unknown; eventId: unknown };

export async function handleWebhook(
  ctx: AppContext,
  raw: unknown,
  headers: WebhookHeaders,
): Promise<{ message: string }> {
  const secret = ctx.config.razorpay?.webhookSecret;
  if (!secret) throw badRequest(ONLINE_TEXTS.webhookDisabled);
  const body = Buffer.isBuffer(raw) ? raw : Buffer.alloc(0);
  if (!webhookSignatureValid(secret, body, headers.signature)) {
    throw badRequest(ONLINE_TEXTS.webhookSignature);
  }
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    throw badRequest(ONLINE_TEXTS.webhookBody);
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) throw badRequest(ONLINE_TEXTS.webhookBody);
  const event = parsed.data;
  const eventId =
    typeof headers.eventId === 'string' && EVENT_ID.test(headers.eventId)
      ? headers.eventId
      : `sha256:${createHash('sha256').update(body).digest('hex')}`;
  if (await eventHandled(ctx.db, eventId)) return { message: 'Already handled.' };

  let message = 'Nothing to do.';
  const payment = event.payload?.payment?.entity;
  if (CAPTURE_EVENTS.has(event.event) && payment?.order_id) {
    const order = await findOnlineOrder(ctx.db, payment.order_id);
    if (order) message = (await settleOrder(ctx, order, payment)).message;
  }
  // Noted once handled: an event that failed midway is handled again when the gateway retries.
  await noteEvent(ctx.db, {
    eventId,
    eventType: event.event,
    payload: json as object,
    receivedAt: ctx.clock.now(),
  });
  return { message };
}
