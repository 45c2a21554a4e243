import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Razorpay's HTTP API (no internet here): POST /v1/orders and
 * GET /v1/payments/:id with basic auth, answering in Razorpay's documented shapes. A test plays
 * the payer's checkout with `pay(orderId)`, which makes the payment the gateway would have.
 */

export type StubOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
};

export type StubPayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'failed';
  order_id: string;
  method: 'card' | 'upi' | 'netbanking' | 'wallet';
  captured: boolean;
  card_id: string | null;
  card: {
    id: string;
    entity: 'card';
    last4: string;
    network: string;
    type: 'credit' | 'debit';
  } | null;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  email: string;
  contact: string;
  fee: number;
  tax: number;
  notes: Record<string, string>;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
};

export type RazorpayStub = {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: Map<string, StubOrder>;
  payments: Map<string, StubPayment>;
  /** Every call the stub received. */
  calls: { method: string; path: string }[];
  /** The payer pays the whole order at checkout: a captured UPI payment unless told otherwise. */
  pay(orderId: string, over?: Partial<StubPayment>): StubPayment;
  /** The next `count` calls answer this status (a gateway that is down). */
  failNext(status: number, count?: number): void;
  reset(): void;
  close(): Promise<void>;
};

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay's ids: a prefix and 14 letters and digits. */
export function gatewayId(prefix: 'order' | 'pay' | 'card'): string {
  const bytes = randomBytes(14);
  return `${prefix}_${[...bytes].map((b) => ALNUM[b % ALNUM.length]).join('')}`;
}

const error = (res: ServerResponse, status: number, description: string) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description, source: 'business' } }),
  );
};

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

export async function startRazorpayStub(): Promise<RazorpayStub> {
  const keyId = 'rzp_test_ShalaStub0001';
  const keySecret = `stub_key_secret_${randomBytes(8).toString('hex')}`;
  const webhookSecret = `stub_webhook_secret_${randomBytes(8).toString('hex')}`;
  const orders = new Map<string, StubOrder>();
  const payments = new Map<string, StubPayment>();
  const calls: { method: string; path: string }[] = [];
  let failures: { status: number; count: number } | null = null;
  const now = () => Math.floor(Date.now() / 1000);
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const server = createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    calls.push({ method: req.method ?? '', path });
    if (failures && failures.count > 0) {
      failures.count -= 1;
      return error(res, failures.status, 'The gateway is having a bad day.');
    }
    if (req.headers.authorization !== expectedAuth) {
      return error(res, 401, 'The api key provided is invalid');
    }
    if (req.method === 'POST' && path === '/v1/orders') {
      const body = (await bodyOf(req)) as Partial<StubOrder> | undefined;
      if (!body || !Number.isInteger(body.amount) || (body.amount as number) < 100) {
        return error(res, 400, 'The amount must be atleast INR 1.00');
      }
      if (body.currency !== 'INR') return error(res, 400, 'The currency is invalid.');
      if (typeof body.receipt === 'string' && body.receipt.length > 40) {
        return error(res, 400, 'receipt: the length must be no more than 40.');
      }
      const order: StubOrder = {
        id: gatewayId('order'),
        entity: 'order',
        amount: body.amount as number,
        amount_paid: 0,
        amount_due: body.amount as number,
        currency: 'INR',
        receipt: body.receipt ?? null,
        status: 'created',
        attempts: 0,
        notes: (body.notes as Record<string, string>) ?? {},
        created_at: now(),
      };
      orders.set(order.id, order);
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(order));
    }
    const payment = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && payment) {
      const found = payments.get(decodeURIComponent(payment[1] as string));
      if (!found) return error(res, 400, 'The id provided does not exist');
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(found));
    }
    return error(res, 404, 'The requested URL was not found on the server.');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    payments,
    calls,
    pay(orderId, over = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`stub: no order ${orderId}`);
      const method = over.method ?? 'upi';
      const paid: StubPayment = {
        id: gatewayId('pay'),
        entity: 'payment',
        amount: order.amount,
        currency: 'INR',
        status: 'captured',
        order_id: order.id,
        method,
        captured: true,
        card_id: null,
        card: null,
        bank: method === 'netbanking' ? 'HDFC' : null,
        wallet: null,
        vpa: method === 'upi' ? 'priya@okhdfcbank' : null,
        email: 'priya.sharma@example.com',
        contact: '+919876543210',
        fee: Math.round(order.amount * 0.02),
        tax: 0,
        notes: order.notes,
        error_code: null,
        error_description: null,
        created_at: now(),
        ...over,
      };
      if (paid.status === 'captured') {
        order.status = 'paid';
        order.amount_paid = paid.amount;
        order.amount_due = order.amount - paid.amount;
      }
      payments.set(paid.id, paid);
      return paid;
    },
    failNext(status, count = 1) {
      failures = { status, count };
    },
    reset() {
      orders.clear();
      payments.clear();
      calls.length = 0;
      failures = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
