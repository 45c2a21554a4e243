import { ONLINE_TEXTS, PAYMENT_TEXTS } from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import {
  feeParticulars,
  feeStructures,
  financialAccounts,
  studentDues,
} from '../../src/db/schema/index.js';
import type { TestContext } from '../support/app.js';
import { as, createClass, createInstitute, createMember } from '../support/factories.js';
import { auditRows } from '../support/groups-helpers.js';
import { onlineRows, onlineSchool, openOrder, useOnlineApp } from '../support/razorpay-school.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

const o = useOnlineApp();
// The app is built before each test: the guard reads it then.
guardTenantWrites({
  get app() {
    return o.t.app;
  },
} as TestContext);

/** STANDARD_DUES: tuition 5,000 less 500, then 5,000 and 1,000: 10,500 rupees payable. */
const PAYABLE = 1_050_000;

describe('online payment: opening an order', () => {
  it('tells the browser it is on, with the public key and checkout script only', async () => {
    const s = await onlineSchool(o.t);
    const res = await o.t.app.inject({
      method: 'GET',
      url: '/rest/payment/online/config',
      headers: as(s.parent),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      enabled: true,
      keyId: o.stub.keyId,
      checkoutUrl: 'https://checkout.razorpay.test/v1/checkout.js',
      currency: 'INR',
    });
    expect(res.body).not.toContain(o.stub.keySecret);
    expect(res.body).not.toContain(o.stub.webhookSecret);
    // The page may load checkout.js and frame the gateway's pages: those origins only.
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.test;");
    expect(csp).toContain(`frame-src 'self' https://checkout.razorpay.test ${o.stub.url};`);
  });

  it('opens an order for a parent paying a child’s dues, at most what is payable', async () => {
    const s = await onlineSchool(o.t);
    const child = s.student(0);
    const res = await openOrder(o.t, s.parent, {
      groupId: s.klass.id,
      userProfileId: child.profileId,
      amount: 250_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({
      keyId: o.stub.keyId,
      amount: 250_000,
      currency: 'INR',
      name: s.institute.name,
      description: 'Fees of Student1 Test',
      studentName: 'Student1 Test',
      checkoutUrl: 'https://checkout.razorpay.test/v1/checkout.js',
    });
    // The gateway was asked with basic auth, paise, INR and our order's id as the receipt.
    const sent = o.stub.orders.get(order.orderId);
    expect(sent).toMatchObject({ amount: 250_000, currency: 'INR', receipt: order.id });
    expect(sent?.notes).toEqual({
      instituteId: s.institute.id,
      studentProfileId: child.profileId,
      recordType: 'FEES',
    });
    const rows = await onlineRows(o.t, s.institute.id);
    expect(rows.orders).toEqual([
      expect.objectContaining({
        id: order.id,
        gatewayOrderId: order.orderId,
        studentProfileId: child.profileId,
        payerProfileId: s.parent.profileId,
        amountPaise: 250_000,
        status: 'CREATED',
      }),
    ]);
    expect(rows.transactions).toEqual([]);
    const [audit] = await auditRows(o.t, s.institute, 'onlinePayment.ordered');
    expect(audit).toMatchObject({
      actorProfileId: s.parent.profileId,
      targetId: child.profileId,
      detail: { orderId: order.orderId, amount: 250_000, recordType: 'FEES', classId: s.klass.id },
    });

    // The whole payable is fine; a paisa more is not.
    const all = await openOrder(o.t, s.parent, {
      groupId: s.klass.id,
      userProfileId: child.profileId,
      amount: PAYABLE,
    });
    expect(all.statusCode, all.body).toBe(200);
    const over = await openOrder(o.t, s.parent, {
      groupId: s.klass.id,
      userProfileId: child.profileId,
      amount: PAYABLE + 1,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(PAYMENT_TEXTS.amountExceeding);
  });

  it('lets a student pay their own dues, never another student’s', async () => {
    const s = await onlineSchool(o.t);
    const own = await openOrder(o.t, s.student(1), {
      groupId: s.klass.id,
      userProfileId: s.student(1).profileId,
      amount: 10_000,
    });
    expect(own.statusCode, own.body).toBe(200);
    const others = await openOrder(o.t, s.student(1), {
      groupId: s.klass.id,
      userProfileId: s.student(2).profileId,
      amount: 10_000,
    });
    expect(others.statusCode).toBe(403);
    expect(others.json().message).toBe(ONLINE_TEXTS.notYours);
    // A parent of another child, and an admin who may do anything else, may not either.
    const notTheirs = await openOrder(o.t, s.parent, {
      groupId: s.klass.id,
      userProfileId: s.student(2).profileId,
      amount: 10_000,
    });
    expect(notTheirs.statusCode).toBe(403);
    const admin = await openOrder(o.t, s.admin, {
      groupId: s.institute.id,
      userProfileId: s.student(2).profileId,
      amount: 10_000,
    });
    expect(admin.statusCode).toBe(403);
    // The accountant records payments at the counter, not online.
    const accountant = await openOrder(o.t, s.accountant, {
      groupId: s.institute.id,
      userProfileId: s.student(2).profileId,
      amount: 10_000,
    });
    expect(accountant.statusCode).toBe(403);
    expect((await onlineRows(o.t, s.institute.id)).orders).toHaveLength(1);
  });

  it.each([
    [{ amount: 99 }, ONLINE_TEXTS.amount],
    [{ amount: 100.5 }, ONLINE_TEXTS.amount],
    [{ amount: -500 }, ONLINE_TEXTS.amount],
    [{ amount: '1000' }, ONLINE_TEXTS.amount],
    [{ amount: 1e12 }, ONLINE_TEXTS.amount],
    [{ recordType: 'DONATION' }, ONLINE_TEXTS.recordType],
    [{ userProfileId: "1' or '1'='1" }, ONLINE_TEXTS.student],
  ])('refuses %o (400), asking the gateway nothing', async (over, message) => {
    const s = await onlineSchool(o.t);
    const res = await openOrder(o.t, s.parent, {
      groupId: s.klass.id,
      userProfileId: s.student(0).profileId,
      amount: 10_000,
      ...(over as object),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect(o.stub.calls).toEqual([]);
  });

  it('refuses nothing-due, no account taking online payments, and a gateway that is down', async () => {
    const s = await onlineSchool(o.t);
    const body = { groupId: s.klass.id, userProfileId: s.student(0).profileId, amount: 10_000 };
    const transport = await openOrder(o.t, s.parent, {
      ...body,
      recordType: 'TRANSPORTATION_FEES',
    });
    expect(transport.statusCode).toBe(400);
    expect(transport.json().message).toBe(ONLINE_TEXTS.nothingDue);

    o.stub.failNext(503);
    const down = await openOrder(o.t, s.parent, body);
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe(ONLINE_TEXTS.gatewayDown);
    expect(down.json().code).toBe('GATEWAY_DOWN');
    expect((await onlineRows(o.t, s.institute.id)).orders).toEqual([]);

    await o.t.app.deps.database.db
      .update(financialAccounts)
      .set({ acceptanceMediums: ['CASH', 'NEFT'] })
      .where(eq(financialAccounts.instituteId, s.institute.id));
    const noAccount = await openOrder(o.t, s.parent, body);
    expect(noAccount.statusCode).toBe(409);
    expect(noAccount.json().message).toBe(ONLINE_TEXTS.noAccount);
    expect(o.stub.orders.size).toBe(0);
  });

  it("refuses another institute's student and its members (403, as for any profile not one's own)", async () => {
    const s = await onlineSchool(o.t);
    const far = await createInstitute(o.t, { name: 'Far School' });
    const farClass = await createClass(o.t, far, 'Class 1 F');
    const farStudent = await createMember(o.t, farClass, 'STUDENT', { institute: far });
    // Their own student, named through our class: not found there.
    const viaOurs = await openOrder(o.t, farStudent, {
      groupId: s.klass.id,
      userProfileId: farStudent.profileId,
      amount: 10_000,
    });
    expect(viaOurs.statusCode).toBe(403);
    // Our student, named through their class by their student: not theirs to pay, answered as
    // for any profile that is not one's own (review 2: whether it is a student is not told).
    const theirs = await openOrder(o.t, farStudent, {
      groupId: farClass.id,
      userProfileId: s.student(0).profileId,
      amount: 10_000,
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(ONLINE_TEXTS.notYours);
    expect(theirs.body).not.toContain(s.institute.name);
    expect(o.stub.calls).toEqual([]);
  });

  it('takes the late fee fallen due today as payable, as a recorded payment does', async () => {
    const s = await onlineSchool(o.t);
    const db = o.t.app.deps.database.db;
    const now = o.t.clock.now();
    // Tuition Q1 (due 10 April) comes from a structure charging 100 rupees five days late: on
    // the clock's day it is late, its late fee due but not written.
    const [structure] = await db
      .insert(feeStructures)
      .values({
        instituteId: s.institute.id,
        classId: s.klass.id,
        sessionId: s.institute.session.id,
        name: 'Class 5',
        lateFeePaise: 10_000,
        lateFeeGraceDays: 5,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const [particular] = await db
      .insert(feeParticulars)
      .values({
        instituteId: s.institute.id,
        structureId: structure?.id as string,
        name: 'Tuition Q1',
        kind: 'CHARGE',
        amountPaise: 500_000,
        dueDate: '2026-04-10',
        position: 0,
      })
      .returning();
    const child = s.student(0);
    await db
      .update(studentDues)
      .set({ sourceId: particular?.id as string })
      .where(
        and(
          eq(studentDues.instituteId, s.institute.id),
          eq(studentDues.profileId, child.profileId),
          eq(studentDues.particular, 'Tuition Q1'),
        ),
      );
    const body = { groupId: s.klass.id, userProfileId: child.profileId };
    const all = await openOrder(o.t, s.parent, { ...body, amount: PAYABLE + 10_000 });
    expect(all.statusCode, all.body).toBe(200);
    const over = await openOrder(o.t, s.parent, { ...body, amount: PAYABLE + 10_001 });
    expect(over.statusCode).toBe(400);
  });
});

describe('online payment when no key is configured', () => {
  const off = useOnlineApp(() => ({}));

  it('says it is off, and refuses orders and verifications with a clear 400', async () => {
    const s = await onlineSchool(off.t);
    const config = await off.t.app.inject({
      method: 'GET',
      url: '/rest/payment/online/config',
      headers: as(s.parent),
    });
    expect(config.json()).toEqual({
      enabled: false,
      keyId: null,
      checkoutUrl: null,
      currency: 'INR',
    });
    expect(String(config.headers['content-security-policy'])).toContain("script-src 'self';");
    const order = await openOrder(off.t, s.parent, {
      groupId: s.klass.id,
      userProfileId: s.student(0).profileId,
      amount: 10_000,
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toBe(ONLINE_TEXTS.disabled);
    expect(off.stub.calls).toEqual([]);
    expect((await onlineRows(off.t, s.institute.id)).orders).toEqual([]);
  });
});

describe('the online payment settings', () => {
  it('need the key and its secret together, and default the gateway addresses', () => {
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_x' })).toThrow(ConfigError);
    expect(() => loadConfig({ RAZORPAY_KEY_SECRET: 'secret' })).toThrow(/set together/);
    expect(() =>
      loadConfig({ RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's', RAZORPAY_API_URL: 'ftp://x' }),
    ).toThrow(/RAZORPAY_API_URL/);
    expect(loadConfig({}).razorpay).toBeUndefined();
    expect(loadConfig({ RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's' }).razorpay).toEqual({
      keyId: 'k',
      keySecret: 's',
      webhookSecret: undefined,
      apiUrl: 'https://api.razorpay.com',
      checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
  });
});
