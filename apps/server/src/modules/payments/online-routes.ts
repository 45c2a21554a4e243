import {
  ONLINE_PAYMENT_API,
  onlineConfigSchema,
  onlineOrderBodySchema,
  onlineOrderSchema,
  onlinePaymentResultSchema,
  onlineVerifyBodySchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_IN_BODY, groupAction, PUBLIC, SIGNED_IN } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import { bySignedInAccount, type LimitRule, rateLimited } from '../../http/rate-limit.js';
import { underRest } from '../../http/rest-path.js';
import { onlineConfig, openOrder, verifyCheckout } from './online-service.js';
import { handleWebhook } from './online-webhook.js';
import { tags } from './route-parts.js';

/**
 * Each order call may open an order at the gateway with the school's key (review 2, L4): at
 * most 10 an hour per account. Per account only: a limit keyed by the student named in the body
 * would let anyone use up a family's orders.
 */
export const ONLINE_ORDER_LIMITS: LimitRule[] = [
  { name: 'online-order:account', max: 10, windowMinutes: 60, key: bySignedInAccount },
];

/** Online payment through Razorpay: its config, orders, checkout's answer and the webhook. */
export const onlineRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    underRest(ONLINE_PAYMENT_API.config),
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Whether online payment is on, and the public key and checkout script it uses',
        response: { 200: onlineConfigSchema },
      },
    },
    async () => onlineConfig(ctx),
  );

  app.post(
    underRest(ONLINE_PAYMENT_API.order),
    {
      config: { access: groupAction('payFeesOnline', GROUP_IN_BODY) },
      preHandler: rateLimited(app, ONLINE_ORDER_LIMITS),
      schema: {
        tags,
        summary:
          "Open a Razorpay order for (part of) a student's dues: the student or a parent, at most what is payable now",
        body: onlineOrderBodySchema,
        response: { 200: onlineOrderSchema },
      },
    },
    async (request) => openOrder(ctx, await callerOf(request), groupOf(request), request.body),
  );

  app.post(
    underRest(ONLINE_PAYMENT_API.verify),
    {
      config: { access: groupAction('payFeesOnline', GROUP_IN_BODY) },
      schema: {
        tags,
        summary:
          "Checkout's answer (razorpay_order_id, razorpay_payment_id, razorpay_signature): checked, and the payment recorded once",
        body: onlineVerifyBodySchema,
        response: { 200: onlinePaymentResultSchema },
      },
    },
    async (request) => verifyCheckout(ctx, await callerOf(request), groupOf(request), request.body),
  );

  // The webhook's signature is over the exact bytes sent: this route alone reads JSON raw.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    raw.post(
      underRest(ONLINE_PAYMENT_API.webhook),
      {
        config: { access: PUBLIC, signedByCaller: true },
        schema: {
          tags,
          summary:
            "Razorpay's webhook (payment.captured, order.paid), signed with X-Razorpay-Signature over the raw body: anything else is 400 and writes nothing",
          response: { 200: z.object({ message: z.string() }) },
        },
      },
      async (request) =>
        handleWebhook(ctx, request.body, {
          signature: request.headers['x-razorpay-signature'],
          eventId: request.headers['x-razorpay-event-id'],
        }),
    );
  });
};
