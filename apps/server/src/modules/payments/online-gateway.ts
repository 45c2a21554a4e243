import { ERROR_CODES, ONLINE_TEXTS } from '@shala/shared';
import { z } from 'zod';
import type { RazorpayConfig } from '../../config.js';
import { coded } from '../../lib/errors.js';

/**
 * Razorpay's HTTP API, as much as online payment needs: open an order (POST /v1/orders) and read
 * a payment (GET /v1/payments/:id), with basic auth key_id:key_secret. Its answers are read
 * through schemas, never trusted as they come; a gateway that does not answer well is a 502.
 */

/** A payment as the gateway describes it (its payment entity, in webhooks too). */
export const gatewayPaymentSchema = z.object({
  id: z.string().regex(/^pay_[A-Za-z0-9]{1,40}$/),
  order_id: z.string().nullable().optional(),
  amount: z.number().int(),
  currency: z.string(),
  /** created, authorized, captured, refunded, failed */
  status: z.string(),
  /** card, upi, netbanking, wallet, emi … */
  method: z.string(),
  card: z.object({ type: z.string().nullish() }).nullish(),
});
export type GatewayPayment = z.infer<typeof gatewayPaymentSchema>;

const gatewayOrderSchema = z.object({
  id: z.string().regex(/^order_[A-Za-z0-9]{1,40}$/),
  amount: z.number().int(),
  currency: z.string(),
});
export type GatewayOrder = z.infer<typeof gatewayOrderSchema>;

export type NewGatewayOrder = {
  amount: number;
  receipt: string;
  notes: Record<string, string>;
};

const TIMEOUT_MS = 15_000;

export type Gateway = {
  createOrder(order: NewGatewayOrder): Promise<GatewayOrder>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
};

const gatewayDown = () => coded(ERROR_CODES.gatewayDown, ONLINE_TEXTS.gatewayDown);

export function razorpayGateway(
  config: RazorpayConfig,
  log: { warn: (o: object, m: string) => void },
): Gateway {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  async function call<T>(
    schema: z.ZodType<T>,
    method: 'GET' | 'POST',
    path: string,
    body?: object,
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      log.warn({ err, path }, 'razorpay did not answer');
      throw gatewayDown();
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      log.warn({ status: response.status, path, body: text.slice(0, 500) }, 'razorpay refused');
      throw gatewayDown();
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      log.warn({ path, body: text.slice(0, 500) }, 'razorpay answered something unexpected');
      throw gatewayDown();
    }
    return parsed.data;
  }

  return {
    createOrder: (order) =>
      call(gatewayOrderSchema, 'POST', '/v1/orders', { ...order, currency: 'INR' }),
    fetchPayment: (paymentId) =>
      call(gatewayPaymentSchema, 'GET', `/v1/payments/${encodeURIComponent(paymentId)}`),
  };
}
