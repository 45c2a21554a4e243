import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { gatewayEvents, onlineOrders } from '../../src/db/schema/index.js';
import { linkGuardian } from '../../src/modules/people/index.js';
import { feeSchool, paymentRows } from '../payments/helpers.js';
import { type TestContext, useTestApp } from './app.js';
import { as, createMember, type TestProfile } from './factories.js';
import { webhookHeaders } from './razorpay-fixtures.js';
import { type RazorpayStub, startRazorpayStub } from './razorpay-stub.js';

// The online payment tests' setting: the gateway's stand-in and an app pointed at it (or with no
// key: online payment off), both once per file and put back before each test, and the payments
// tests' fee school with a parent linked to the first student.

export type OnlineTest = { t: TestContext; stub: RazorpayStub };

/** The app's Razorpay settings for the stub. */
export const stubEnv = (stub: RazorpayStub, over: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  RAZORPAY_KEY_ID: stub.keyId,
  RAZORPAY_KEY_SECRET: stub.keySecret,
  RAZORPAY_WEBHOOK_SECRET: stub.webhookSecret,
  RAZORPAY_API_URL: stub.url,
  RAZORPAY_CHECKOUT_URL: 'https://checkout.razorpay.test/v1/checkout.js',
  ...over,
});

/**
 * The stub and the app for the file (useTestApp: built once, put back before each test), the
 * stub emptied before each test; `env(stub)` chooses the app's settings.
 */
export function useOnlineApp(env: (stub: RazorpayStub) => NodeJS.ProcessEnv = stubEnv): OnlineTest {
  const context = {} as OnlineTest;
  // Started before the app, which is pointed at it (beforeAll hooks run in order).
  beforeAll(async () => {
    context.stub = await startRazorpayStub();
  });
  afterAll(async () => {
    await context.stub?.close();
  });
  context.t = useTestApp(() => env(context.stub));
  beforeEach(() => {
    context.stub.reset();
  });
  return context;
}

/** The fee school with Priya, parent of its first student (Student1). */
export async function onlineSchool(t: TestContext) {
  const school = await feeSchool(t);
  const parent = await createMember(t, school.klass, 'PARENT', {
    institute: school.institute,
    firstName: 'Priya',
  });
  await linkGuardian(
    t.app.deps.database.db,
    {
      parentProfileId: parent.profileId,
      studentProfileId: school.student(0).profileId,
      relation: 'Mother',
    },
    t.clock.now(),
  );
  return { ...school, parent };
}
export type OnlineSchool = Awaited<ReturnType<typeof onlineSchool>>;

/** POST /rest/payment/online/order as `payer`. */
export function openOrder(
  t: TestContext,
  payer: TestProfile,
  body: { groupId: string; userProfileId: string; amount: number; recordType?: string },
) {
  return t.app.inject({
    method: 'POST',
    url: '/rest/payment/online/order',
    headers: as(payer),
    payload: { recordType: 'FEES', ...body },
  });
}

/** POST /rest/payment/online/verify as `payer`. */
export function verify(t: TestContext, payer: TestProfile, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/rest/payment/online/verify',
    headers: as(payer),
    payload: body,
  });
}

/** A webhook delivery: no cookie, no traceId, as the gateway sends it. */
export function deliver(t: TestContext, body: string, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/rest/payment/razorpay/webhook',
    headers,
    payload: body,
  });
}

/** A delivery signed with the stub's webhook secret. */
export const signedDelivery = (o: OnlineTest, body: string, eventId?: string) =>
  deliver(o.t, body, webhookHeaders(o.stub.webhookSecret, body, eventId));

/** What online payment wrote: orders, events, and the institute's payments. */
export async function onlineRows(t: TestContext, instituteId: string) {
  const db = t.app.deps.database.db;
  return {
    orders: await db.select().from(onlineOrders).where(eq(onlineOrders.instituteId, instituteId)),
    events: await db.select().from(gatewayEvents),
    ...(await paymentRows(t, instituteId)),
  };
}
