import { describe, expect, it } from 'vitest';
import { createMember } from '../support/factories.js';
import { onlineRows, onlineSchool, openOrder, useOnlineApp } from '../support/razorpay-school.js';

// Review 2, L4: POST /rest/payment/online/order opened an order at the gateway (with the school's
// key) on every call, with no limit: 25 calls as priya_sharma for Aarav → 25 × 200 and 25 new
// orders at the gateway. Orders are now limited per account (10 an hour), and the same order
// asked again (student, record type, amount) while it is recent and open is the one already
// opened. And the observation: ordering for a profile that is not one's own child answers the
// same whether or not the profile is a student of the institute.

const o = useOnlineApp();
const HOUR = 3_600_000;

describe('L4: online payment orders are limited per account', () => {
  it('the 11th order in an hour is 429, and nothing more reaches the gateway', async () => {
    const s = await onlineSchool(o.t);
    const child = s.student(0);
    for (let i = 0; i < 10; i += 1) {
      const res = await openOrder(o.t, s.parent, {
        groupId: s.klass.id,
        userProfileId: child.profileId,
        amount: 10_000 + i * 100,
      });
      expect(res.statusCode, `order ${i + 1}: ${res.body}`).toBe(200);
    }
    expect(o.stub.orders.size).toBe(10);
    const eleventh = await openOrder(o.t, s.parent, {
      groupId: s.klass.id,
      userProfileId: child.profileId,
      amount: 20_000,
    });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({
      message: 'Too many attempts. Please try again in 60 minutes.',
      code: 'RATE_LIMITED',
    });
    expect(o.stub.orders.size).toBe(10);
    expect((await onlineRows(o.t, s.institute.id)).orders).toHaveLength(10);

    // Another account (the student, paying their own dues) has its own budget.
    const own = await openOrder(o.t, s.student(1), {
      groupId: s.klass.id,
      userProfileId: s.student(1).profileId,
      amount: 10_000,
    });
    expect(own.statusCode, own.body).toBe(200);

    // An hour later the parent may order again.
    o.t.clock.advance(HOUR + 1000);
    const later = await openOrder(o.t, s.parent, {
      groupId: s.klass.id,
      userProfileId: child.profileId,
      amount: 20_000,
    });
    expect(later.statusCode, later.body).toBe(200);
  });

  it('the same order twice opens one order at the gateway', async () => {
    const s = await onlineSchool(o.t);
    const body = { groupId: s.klass.id, userProfileId: s.student(0).profileId, amount: 250_000 };
    const first = await openOrder(o.t, s.parent, body);
    expect(first.statusCode, first.body).toBe(200);
    const second = await openOrder(o.t, s.parent, body);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(o.stub.orders.size).toBe(1);
    expect((await onlineRows(o.t, s.institute.id)).orders).toHaveLength(1);

    // Another amount, or the same one half an hour later, is a new order.
    const other = await openOrder(o.t, s.parent, { ...body, amount: 260_000 });
    expect(other.json().orderId).not.toBe(first.json().orderId);
    o.t.clock.advance(31 * 60_000);
    const stale = await openOrder(o.t, s.parent, body);
    expect(stale.json().orderId).not.toBe(first.json().orderId);
    expect(o.stub.orders.size).toBe(3);
  });

  it('answers alike for a student who is not one’s child and for a profile that is no student', async () => {
    const s = await onlineSchool(o.t);
    const teacher = await createMember(o.t, s.klass, 'TEACHER', { institute: s.institute });
    const someone = (userProfileId: string) =>
      openOrder(o.t, s.parent, { groupId: s.klass.id, userProfileId, amount: 10_000 });
    const student = await someone(s.student(2).profileId);
    const notStudent = await someone(teacher.profileId);
    const unknown = await someone(crypto.randomUUID());
    expect(notStudent.statusCode).toBe(student.statusCode);
    expect(notStudent.json()).toEqual(student.json());
    expect(unknown.statusCode).toBe(student.statusCode);
    expect(unknown.json()).toEqual(student.json());
    expect(o.stub.calls).toEqual([]);
  });
});
