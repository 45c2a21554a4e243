import { PAYMENT_TEXTS } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentAllocations, studentDues } from '../../src/db/schema/index.js';
import { headers, useTestApp } from '../support/app.js';
import { createMember } from '../support/factories.js';
import { auditRows } from '../support/groups-helpers.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import {
  commonBody,
  duesOf,
  feeSchool,
  paidMapFor,
  payCall,
  paymentRows,
  transactionId,
} from './helpers.js';

const t = useTestApp();
guardTenantWrites(t);
const COMMON = '/rest/payment/record/common';
const SINGLE = '/rest/payment/record';

describe('POST /rest/payment/record/common', () => {
  it('records three students in one transaction: receipts in sequence, dues paid, allocations kept, audited', async () => {
    const s = await feeSchool(t);
    const [a, b, c] = [s.student(0), s.student(1), s.student(2)];
    const body = await commonBody(t, s, [
      { student: a, amount: 300_000, discount: 20_000 },
      { student: b, amount: 450_000 },
      { student: c, amount: 1_000_000 },
    ]);
    const res = await payCall(t, s.accountant, 'POST', COMMON, body);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.message).toBe(PAYMENT_TEXTS.recorded);
    expect(answer.records.map((r: { receiptNumber: number }) => r.receiptNumber)).toEqual([
      1, 2, 3,
    ]);
    expect(answer.records.map((r: { userProfileId: string }) => r.userProfileId)).toEqual([
      a.profileId,
      b.profileId,
      c.profileId,
    ]);
    expect(answer.receiptUrl).toBe(
      `/rest/payment/receipt/transaction?groupId=${s.institute.id}&id=${answer.transactionPk}`,
    );

    // Student a: 3,200 of Tuition Q1 (partial: the discount particular does not apply).
    const duesA = await duesOf(t, s, a);
    expect(duesA.find((d) => d.particular === 'Tuition Q1')).toMatchObject({ paid: 320_000 });
    expect(duesA.find((d) => d.particular === 'Early payment discount')).toMatchObject({
      paid: 0,
      discount: 0,
    });
    // Student b: 4,500 settles Tuition Q1 with its ₹500 discount particular.
    const duesB = await duesOf(t, s, b);
    expect(duesB.find((d) => d.particular === 'Tuition Q1')).toMatchObject({
      paid: 450_000,
      discount: 50_000,
    });
    // Student c: everything but part of the exam fee (4,500 + 5,000 + 500 of 1,000).
    const duesC = await duesOf(t, s, c);
    expect(duesC.find((d) => d.particular === 'Exam fee')).toMatchObject({ paid: 50_000 });

    const rows = await paymentRows(t, s.institute.id);
    expect(rows.transactions).toHaveLength(1);
    expect(rows.transactions[0]).toMatchObject({
      amountPaise: 1_750_000,
      discountPaise: 20_000,
      paymentMethod: 'CASH',
      paymentMedium: 'CASH',
      status: 'ACTIVE',
      createdByProfileId: s.accountant.profileId,
    });
    const recordA = rows.records.find((r) => r.profileId === a.profileId);
    const allocations = await t.app.deps.database.db
      .select()
      .from(paymentAllocations)
      .where(eq(paymentAllocations.recordId, recordA?.id ?? ''));
    expect(allocations).toHaveLength(1);
    expect(allocations[0]).toMatchObject({ paidPaise: 320_000, discountPaise: 0 });
    expect(await auditRows(t, s.institute, 'payment.recorded')).toHaveLength(3);

    // The next payment continues the institute's sequence.
    const next = await payCall(
      t,
      s.accountant,
      'POST',
      COMMON,
      await commonBody(t, s, [{ student: a, amount: 10_000 }]),
    );
    expect(next.json().records[0].receiptNumber).toBe(4);
  });

  it('records a double submit once, sequentially: the second answer is 299 naming the receipt', async () => {
    const s = await feeSchool(t);
    const body = await commonBody(t, s, [{ student: s.student(0), amount: 100_000 }]);
    const first = await payCall(t, s.accountant, 'POST', COMMON, body);
    expect(first.statusCode).toBe(200);
    const second = await payCall(t, s.accountant, 'POST', COMMON, body);
    expect(second.statusCode).toBe(299);
    expect(second.json()).toMatchObject({
      message: `Transaction ID ${body.transactionId} is already recorded (receipt 1).`,
      transactionPk: first.json().transactionPk,
    });
    const rows = await paymentRows(t, s.institute.id);
    expect(rows.transactions).toHaveLength(1);
    expect(rows.records).toHaveLength(1);
    const [tuition] = (await duesOf(t, s, s.student(0))).filter(
      (d) => d.particular === 'Tuition Q1',
    );
    expect(tuition?.paid).toBe(100_000);
  });

  it('records a double submit once when both arrive together: one 200, one 299', async () => {
    const s = await feeSchool(t);
    const body = await commonBody(t, s, [
      { student: s.student(0), amount: 100_000 },
      { student: s.student(1), amount: 200_000 },
    ]);
    const answers = await Promise.all(
      [1, 2, 3].map(() => payCall(t, s.accountant, 'POST', COMMON, body)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 299, 299]);
    const rows = await paymentRows(t, s.institute.id);
    expect(rows.transactions).toHaveLength(1);
    expect(rows.records).toHaveLength(2);
    const [tuition] = (await duesOf(t, s, s.student(1))).filter(
      (d) => d.particular === 'Tuition Q1',
    );
    expect(tuition?.paid).toBe(200_000);
  });

  it('takes the same transaction ID in another institute', async () => {
    const s = await feeSchool(t);
    const other = await feeSchool(t, { students: 1 });
    const body = await commonBody(t, s, [{ student: s.student(0), amount: 100_000 }]);
    expect((await payCall(t, s.accountant, 'POST', COMMON, body)).statusCode).toBe(200);
    const there = await commonBody(t, other, [{ student: other.student(0), amount: 100_000 }], {
      transactionId: body.transactionId,
    });
    const res = await payCall(t, other.accountant, 'POST', COMMON, there);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().records[0].receiptNumber).toBe(1);
  });

  it('refuses a paid-map the dues no longer give (another payment came first); nothing written', async () => {
    const s = await feeSchool(t);
    const student = s.student(0);
    const stale = await commonBody(t, s, [{ student, amount: 100_000 }]);
    const first = await payCall(
      t,
      s.accountant,
      'POST',
      COMMON,
      await commonBody(t, s, [{ student, amount: 450_000 }]),
    );
    expect(first.statusCode).toBe(200);
    const before = await duesOf(t, s, student);
    const res = await payCall(t, s.accountant, 'POST', COMMON, stale);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PAYMENT_TEXTS.allocationMismatch);
    expect(await duesOf(t, s, student)).toEqual(before);
    expect((await paymentRows(t, s.institute.id)).transactions).toHaveLength(1);
    // The transaction ID is free again: nothing of the refused payment stays.
    const retry = await payCall(t, s.accountant, 'POST', COMMON, {
      ...(await commonBody(t, s, [{ student, amount: 100_000 }])),
      transactionId: stale.transactionId,
    });
    expect(retry.statusCode, retry.body).toBe(200);
  });

  it('refuses a hand-made paid-map that spreads the money otherwise', async () => {
    const s = await feeSchool(t);
    const student = s.student(0);
    const dues = await duesOf(t, s, student);
    const q2 = dues.find((d) => d.particular === 'Tuition Q2');
    const res = await payCall(t, s.accountant, 'POST', COMMON, {
      ...(await commonBody(t, s, [{ student, amount: 100_000 }])),
      paymentRecordNewInputDtoList: JSON.stringify([
        {
          userProfileId: student.profileId,
          paid: { [q2?.id ?? '']: 100_000 },
          totalAmountPaid: 100_000,
          discount: 0,
        },
      ]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PAYMENT_TEXTS.allocationMismatch);
  });

  it('refuses more than the dues (Amount Exceeding total Payable), nothing written', async () => {
    const s = await feeSchool(t);
    const student = s.student(0);
    // Everything owed is 4,500 + 5,000 + 1,000 = 10,500 rupees.
    const list = [
      {
        userProfileId: student.profileId,
        paid: await paidMapFor(t, s, student, 1_050_100),
        totalAmountPaid: 1_050_100,
        discount: 0,
      },
    ];
    const res = await payCall(t, s.accountant, 'POST', COMMON, {
      ...(await commonBody(t, s, [{ student, amount: 1 }])),
      paymentRecordNewInputDtoList: JSON.stringify(list),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PAYMENT_TEXTS.amountExceeding);
    expect((await paymentRows(t, s.institute.id)).transactions).toHaveLength(0);
    const exact = await payCall(
      t,
      s.accountant,
      'POST',
      COMMON,
      await commonBody(t, s, [{ student, amount: 1_050_000 }]),
    );
    expect(exact.statusCode, exact.body).toBe(200);
  });

  it.each([
    [{ amount: 10_000, discount: 20_000 }, PAYMENT_TEXTS.discountTooLarge],
    [{ amount: 0, discount: 0 }, PAYMENT_TEXTS.nothingPaid],
  ])('refuses the line %o', async (line, message) => {
    const s = await feeSchool(t);
    const res = await payCall(
      t,
      s.accountant,
      'POST',
      COMMON,
      await commonBody(t, s, [{ student: s.student(0), ...line }]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('bounds the date by today and the day before the session started (spec §4)', async () => {
    const s = await feeSchool(t);
    const student = s.student(0);
    const at = async (transactionDate: string) =>
      payCall(
        t,
        s.accountant,
        'POST',
        COMMON,
        await commonBody(t, s, [{ student, amount: 1_000 }], { transactionDate }),
      );
    // Today is 1 June 2026 in India; the session started on 1 April 2026.
    expect((await at('2026-06-02')).json().message).toBe('The date cannot be after today.');
    expect((await at('2026-06-01T19:00:00.000Z')).statusCode).toBe(400);
    expect((await at('2026-03-30')).json().message).toBe(
      'The date cannot be earlier than the day before the session started.',
    );
    expect((await at('2026-03-31')).statusCode).toBe(200);
    expect((await at('2026-05-15T06:30:00.000Z')).statusCode).toBe(200);
    expect((await at('not a date')).statusCode).toBe(400);
    const rows = await paymentRows(t, s.institute.id);
    const dates = rows.transactions.map((x) => x.transactionDate.toISOString()).sort();
    expect(dates).toEqual(['2026-03-31T06:30:00.000Z', '2026-05-15T06:30:00.000Z']);
  });

  it('refuses an account that is disabled, does not take the medium, or is another institute’s', async () => {
    const s = await feeSchool(t);
    const other = await feeSchool(t, { students: 1 });
    const student = s.student(0);
    const body = async (over: Record<string, unknown>) =>
      commonBody(t, s, [{ student, amount: 1_000 }], over);
    const foreign = await payCall(
      t,
      s.accountant,
      'POST',
      COMMON,
      await body({ financialAccountId: other.cash.id }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(PAYMENT_TEXTS.accountNotFound);
    const upiIntoCash = await payCall(
      t,
      s.accountant,
      'POST',
      COMMON,
      await body({ paymentMedium: 'BHIM_UPI', paymentMethod: 'UPI' }),
    );
    expect(upiIntoCash.json().message).toBe(PAYMENT_TEXTS.mediumNotAccepted);
    const mismatch = await payCall(
      t,
      s.accountant,
      'POST',
      COMMON,
      await body({
        financialAccountId: s.bank.id,
        paymentMedium: 'BHIM_UPI',
        paymentMethod: 'CASH',
      }),
    );
    expect(mismatch.json().message).toBe(PAYMENT_TEXTS.methodMismatch);
    const upi = await payCall(
      t,
      s.accountant,
      'POST',
      COMMON,
      await body({
        financialAccountId: s.bank.id,
        paymentMedium: 'BHIM_UPI',
        paymentMethod: 'UPI',
      }),
    );
    expect(upi.statusCode, upi.body).toBe(200);
    await payCall(
      t,
      s.admin,
      'DELETE',
      `/rest/finance/account/disable?groupId=${s.institute.id}&id=${s.cash.id}`,
    );
    const disabled = await payCall(t, s.accountant, 'POST', COMMON, await body({}));
    expect(disabled.json().message).toBe(PAYMENT_TEXTS.accountDisabled);
  });

  it("refuses another institute's student and a student of another class (404)", async () => {
    const s = await feeSchool(t);
    const other = await feeSchool(t, { students: 1 });
    const res = await payCall(
      t,
      s.accountant,
      'POST',
      COMMON,
      await commonBody(t, other, [{ student: other.student(0), amount: 1_000 }], {
        groupId: s.institute.id,
        financialAccountId: s.cash.id,
      }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(PAYMENT_TEXTS.studentNotFound);
    expect((await paymentRows(t, other.institute.id)).transactions).toHaveLength(0);
  });

  it('refuses students, teachers, parents and another institute’s admin', async () => {
    const s = await feeSchool(t);
    const other = await feeSchool(t, { students: 1 });
    const body = await commonBody(t, s, [{ student: s.student(0), amount: 1_000 }]);
    for (const role of ['STUDENT', 'TEACHER', 'PARENT'] as const) {
      const member = await createMember(t, s.klass, role, { institute: s.institute });
      const res = await payCall(t, member, 'POST', COMMON, { ...body, groupId: s.klass.id });
      expect(res.statusCode, role).toBe(403);
    }
    expect((await payCall(t, s.student(0), 'POST', COMMON, body)).statusCode).toBe(403);
    expect((await payCall(t, other.admin, 'POST', COMMON, body)).statusCode).toBe(403);
    expect((await paymentRows(t, s.institute.id)).transactions).toHaveLength(0);
  });

  it.each([
    [
      'malformed list',
      { paymentRecordNewInputDtoList: '[{"userProfileId":' },
      PAYMENT_TEXTS.studentList,
    ],
    ['empty list', { paymentRecordNewInputDtoList: '[]' }, PAYMENT_TEXTS.noStudentsForPayment],
    ['a float of paise', { listOver: { totalAmountPaid: 100.5 } }, PAYMENT_TEXTS.money],
    ['negative paise', { listOver: { totalAmountPaid: -100 } }, PAYMENT_TEXTS.money],
    ['paise as text', { listOver: { totalAmountPaid: '100' } }, PAYMENT_TEXTS.money],
    ['above the limit', { listOver: { totalAmountPaid: 1_000_000_001 } }, PAYMENT_TEXTS.money],
    [
      'a paid-map keyed by no id',
      { listOver: { paid: { 'not-a-uuid': 1 } } },
      PAYMENT_TEXTS.paidMap,
    ],
    [
      'script as the ID',
      { transactionId: '<script>alert(1)</script>' },
      PAYMENT_TEXTS.transactionId,
    ],
    ['an ID of 33 characters', { transactionId: 'A'.repeat(33) }, PAYMENT_TEXTS.transactionId],
    ['an unknown medium', { paymentMedium: 'BITCOIN' }, PAYMENT_TEXTS.medium],
    ['an unknown record type', { recordType: 'CANTEEN' }, PAYMENT_TEXTS.recordType],
  ])('refuses %s with 400 and its words', async (_name, over, message) => {
    const s = await feeSchool(t);
    const student = s.student(0);
    const { listOver, ...rest } = over as { listOver?: Record<string, unknown> };
    const body = await commonBody(t, s, [{ student, amount: 1_000 }], rest);
    if (listOver) {
      const [line] = JSON.parse(body.paymentRecordNewInputDtoList as string);
      body.paymentRecordNewInputDtoList = JSON.stringify([{ ...line, ...listOver }]);
    }
    const res = await payCall(t, s.accountant, 'POST', COMMON, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await paymentRows(t, s.institute.id)).transactions).toHaveLength(0);
  });

  it('refuses a student twice in one payment and more than 50 students', async () => {
    const s = await feeSchool(t);
    const student = s.student(0);
    const twice = await commonBody(t, s, [
      { student, amount: 1_000 },
      { student, amount: 2_000 },
    ]);
    const res = await payCall(t, s.accountant, 'POST', COMMON, twice);
    expect(res.json().message).toBe(PAYMENT_TEXTS.studentTwice);
    const line = { userProfileId: student.profileId, paid: {}, totalAmountPaid: 1, discount: 0 };
    const many = await payCall(t, s.accountant, 'POST', COMMON, {
      ...twice,
      paymentRecordNewInputDtoList: JSON.stringify(Array.from({ length: 51 }, () => line)),
    });
    expect(many.json().message).toBe(PAYMENT_TEXTS.tooManyStudents);
  });

  it('pays transportation fees apart from fees', async () => {
    const s = await feeSchool(t, { students: 1 });
    const student = s.student(0);
    const { giveDues } = await import('./helpers.js');
    await giveDues(t, s, student, [
      {
        particular: 'Bus: Jayanagar stop',
        dueDate: '2026-04-15',
        amount: 300_000,
        recordType: 'TRANSPORTATION_FEES',
      },
    ]);
    const list = [
      {
        userProfileId: student.profileId,
        paid: await paidMapFor(t, s, student, 300_000, 'TRANSPORTATION_FEES'),
        totalAmountPaid: 300_000,
        discount: 0,
      },
    ];
    const res = await payCall(t, s.accountant, 'POST', COMMON, {
      ...(await commonBody(t, s, [{ student, amount: 1 }])),
      recordType: 'TRANSPORTATION_FEES',
      paymentRecordNewInputDtoList: JSON.stringify(list),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [bus] = await duesOf(t, s, student, 'TRANSPORTATION_FEES');
    expect(bus?.paid).toBe(300_000);
    const fees = await duesOf(t, s, student, 'FEES');
    expect(fees.every((d) => d.paid === 0)).toBe(true);
  });
});

describe('POST /rest/payment/record', () => {
  it("records one student's payment in their class", async () => {
    const s = await feeSchool(t, { students: 1 });
    const student = s.student(0);
    const res = await payCall(t, s.accountant, 'POST', SINGLE, {
      groupId: s.klass.id,
      sessionId: s.institute.session.id,
      userProfileId: student.profileId,
      recordType: 'FEES',
      transactionId: transactionId(),
      paymentMethod: 'UPI',
      paymentMedium: 'GOOGLE_PAY',
      financialAccountId: s.bank.id,
      amount: 450_000,
      discount: 0,
      paidMap: await paidMapFor(t, s, student, 450_000),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().records).toEqual([
      expect.objectContaining({ userProfileId: student.profileId, receiptNumber: 1 }),
    ]);
    const [q1] = await t.app.deps.database.db
      .select()
      .from(studentDues)
      .where(eq(studentDues.particular, 'Tuition Q1'));
    expect(q1).toMatchObject({ paidPaise: 450_000, discountPaise: 50_000 });
  });

  it("refuses students, teachers, parents, another institute's admin and the signed out", async () => {
    const s = await feeSchool(t, { students: 1 });
    const other = await feeSchool(t, { students: 1 });
    const student = s.student(0);
    const body = {
      groupId: s.klass.id,
      sessionId: s.institute.session.id,
      userProfileId: student.profileId,
      recordType: 'FEES',
      transactionId: transactionId(),
      paymentMedium: 'CASH',
      financialAccountId: s.cash.id,
      amount: 1_000,
      discount: 0,
      paidMap: await paidMapFor(t, s, student, 1_000),
    };
    for (const role of ['STUDENT', 'TEACHER', 'PARENT'] as const) {
      const member = await createMember(t, s.klass, role, { institute: s.institute });
      expect((await payCall(t, member, 'POST', SINGLE, body)).statusCode, role).toBe(403);
    }
    expect((await payCall(t, student, 'POST', SINGLE, body)).statusCode).toBe(403);
    expect((await payCall(t, other.admin, 'POST', SINGLE, body)).statusCode).toBe(403);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: SINGLE,
      headers: headers(),
      payload: body,
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await paymentRows(t, s.institute.id)).transactions).toHaveLength(0);
  });

  it('refuses a student of another class and a session of another institute (404)', async () => {
    const s = await feeSchool(t, { students: 1 });
    const other = await feeSchool(t, { students: 1 });
    const { createClass } = await import('../support/factories.js');
    const elsewhere = await createClass(t, s.institute, 'Class 6 B');
    const body = {
      groupId: elsewhere.id,
      sessionId: s.institute.session.id,
      userProfileId: s.student(0).profileId,
      recordType: 'FEES',
      transactionId: transactionId(),
      paymentMedium: 'CASH',
      financialAccountId: s.cash.id,
      amount: 1_000,
      discount: 0,
      paidMap: await paidMapFor(t, s, s.student(0), 1_000),
    };
    const wrongClass = await payCall(t, s.accountant, 'POST', SINGLE, body);
    expect(wrongClass.statusCode).toBe(404);
    expect(wrongClass.json().message).toBe(PAYMENT_TEXTS.studentNotFound);
    const foreignSession = await payCall(t, s.accountant, 'POST', SINGLE, {
      ...body,
      groupId: s.klass.id,
      sessionId: other.institute.session.id,
    });
    expect(foreignSession.statusCode).toBe(404);
    expect(foreignSession.json().message).toBe(PAYMENT_TEXTS.sessionNotFound);
  });
});
