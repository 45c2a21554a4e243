import { PAYMENT_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { createClass, createMember } from '../support/factories.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import { feeSchool, giveDues, paid, parentOf, payCall, STANDARD_DUES } from './helpers.js';

const t = useTestApp();
guardTenantWrites(t);

describe('reading payments', () => {
  it('shows a record with the particulars it paid, to staff, the student and the parent only', async () => {
    const s = await feeSchool(t);
    const student = s.student(0);
    const parent = await parentOf(t, s, student);
    const payment = await paid(t, s, [{ student, amount: 450_000 }]);
    const id = payment.records[0]?.id;
    const url = `/rest/payment/record/id?groupId=${s.klass.id}&id=${id}`;
    for (const reader of [s.accountant, s.admin, student, parent]) {
      const res = await payCall(t, reader, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id,
        receiptNumber: 1,
        transactionPk: payment.transactionPk,
        studentName: 'Student1 Test',
        className: 'Class 5 A',
        sessionName: '2026-27',
        amount: 450_000,
        discount: 0,
        paymentMethod: 'CASH',
        paymentMedium: 'CASH',
        accountName: 'Cash Counter',
        status: 'ACTIVE',
        recordedByName: 'Kavita Test',
        transactionDate: '2026-06-01T04:30:00.000Z',
        receiptUrl: `/rest/payment/receipt?groupId=${s.klass.id}&id=${id}`,
        particulars: [
          expect.objectContaining({ particular: 'Tuition Q1', paid: 450_000, discount: 50_000 }),
          expect.objectContaining({
            particular: 'Early payment discount',
            paid: 0,
            discount: 50_000,
          }),
        ],
      });
    }
    // Another student of the class, another parent, a teacher: not theirs.
    const classmate = s.student(1);
    const otherParent = await parentOf(t, s, classmate);
    for (const reader of [classmate, otherParent]) {
      const res = await payCall(t, reader, 'GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(PAYMENT_TEXTS.recordNotFound);
    }
    const teacher = await createMember(t, s.klass, 'TEACHER', { institute: s.institute });
    expect((await payCall(t, teacher, 'GET', url)).statusCode).toBe(403);
  });

  it("lists a student's records for the student, the parent and staff; another's is not found", async () => {
    const s = await feeSchool(t);
    const student = s.student(0);
    const parent = await parentOf(t, s, student);
    await paid(t, s, [{ student, amount: 100_000 }]);
    await paid(t, s, [
      { student, amount: 50_000 },
      { student: s.student(1), amount: 10_000 },
    ]);
    const url = (who: string) => `/rest/payment/student?groupId=${s.klass.id}&userProfileId=${who}`;
    for (const reader of [s.accountant, student, parent]) {
      const res = await payCall(t, reader, 'GET', url(student.profileId));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().map((r: { amount: number }) => r.amount)).toEqual([50_000, 100_000]);
    }
    const theirs = await payCall(t, parent, 'GET', url(s.student(1).profileId));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(PAYMENT_TEXTS.studentNotFound);
  });

  it('lists transactions with filters, paging and totals; a class sees its own', async () => {
    const s = await feeSchool(t);
    const other = await createClass(t, s.institute, 'Class 6 B');
    const sixth = await createMember(t, other, 'STUDENT', {
      institute: s.institute,
      firstName: 'Meera',
    });
    await giveDues(t, { institute: s.institute, klass: other }, sixth, STANDARD_DUES);
    // Transaction IDs without digits, so that searching "2" can only match receipt 2.
    await paid(t, s, [{ student: s.student(0), amount: 100_000 }], {
      transactionDate: '2026-05-20',
      transactionId: 'TXNCASHPAYMENTA',
    });
    t.clock.advance(60_000);
    await paid(
      t,
      s,
      [
        { student: s.student(1), amount: 200_000 },
        { student: sixth, amount: 300_000, discount: 10_000 },
      ],
      {
        financialAccountId: s.bank.id,
        paymentMedium: 'BHIM_UPI',
        paymentMethod: 'UPI',
        transactionId: 'TXNUPIPAYMENTBB',
      },
    );
    const list = async (query: string) => {
      const res = await payCall(
        t,
        s.accountant,
        'GET',
        `/rest/payment/transactions?groupId=${s.institute.id}${query}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const all = await list('');
    expect(all).toMatchObject({
      pageNo: 1,
      limit: 20,
      total: 3,
      totals: { amount: 600_000, discount: 10_000 },
    });
    expect(all.items.map((r: { receiptNumber: number }) => r.receiptNumber)).toEqual([3, 2, 1]);
    expect((await list('&paymentMedium=BHIM_UPI')).total).toBe(2);
    expect((await list('&from=2026-05-01&to=2026-05-31')).items[0].receiptNumber).toBe(1);
    expect(
      (await list(`&classId=${other.id}`)).items.map((r: { studentName: string }) => r.studentName),
    ).toEqual(['Meera Test']);
    expect((await list('&q=meera')).total).toBe(1);
    expect(
      (await list('&q=2')).items.map((r: { receiptNumber: number }) => r.receiptNumber),
    ).toEqual([2]);
    expect((await list('&q=txnupi')).total).toBe(2);
    expect((await list('&q=TXN')).total).toBe(3);
    const page2 = await list('&pageNo=2&limit=2');
    expect(page2.items.map((r: { receiptNumber: number }) => r.receiptNumber)).toEqual([1]);
    expect(page2.total).toBe(3);
    // From the class, only its records.
    const fromClass = await payCall(
      t,
      s.accountant,
      'GET',
      `/rest/payment/transactions?groupId=${other.id}&classId=${s.klass.id}`,
    );
    expect(fromClass.json().items.map((r: { studentName: string }) => r.studentName)).toEqual([
      'Meera Test',
    ]);
    for (const bad of [
      '&from=2026-13-01',
      '&from=2026-06-02&to=2026-06-01',
      '&limit=1000',
      '&pageNo=0',
      '&status=LOST',
      '&paymentMedium=GOLD',
    ]) {
      expect(
        (
          await payCall(
            t,
            s.accountant,
            'GET',
            `/rest/payment/transactions?groupId=${s.institute.id}${bad}`,
          )
        ).statusCode,
        bad,
      ).toBe(400);
    }
    const student = await payCall(
      t,
      s.student(0),
      'GET',
      `/rest/payment/transactions?groupId=${s.klass.id}`,
    );
    expect(student.statusCode).toBe(403);
  });

  it('exports the transactions as CSV, safe against formula injection', async () => {
    const s = await feeSchool(t, { students: 1 });
    const student = s.student(0);
    const { userProfiles } = await import('../../src/db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    await t.app.deps.database.db
      .update(userProfiles)
      .set({ firstName: '=HYPERLINK("http://evil")', lastName: '+1' })
      .where(eq(userProfiles.id, student.profileId));
    await paid(t, s, [{ student, amount: 123_456, discount: 1_000 }], { transactionId: 'CSV-1' });
    const res = await payCall(
      t,
      s.accountant,
      'GET',
      `/rest/payment/transactions/csv?groupId=${s.institute.id}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="transactions.csv"');
    const [header, row] = res.body.trim().split('\r\n');
    expect(header).toBe(
      'Receipt No,Transaction ID,Date,Student,Class,Session,Type,Medium,Method,Account,Amount (INR),Discount (INR),Status,Recorded by,Revert reason',
    );
    expect(row).toBe(
      `1,CSV-1,"01/06/2026, 10:00","'=HYPERLINK(""http://evil"") +1",Class 5 A,2026-27,FEES,CASH,CASH,Cash Counter,1234.56,10.00,ACTIVE,Kavita Test,`,
    );
  });

  it("gives each profile its own history: a student's, a parent's children's, a cashier's recorded", async () => {
    const s = await feeSchool(t);
    const parent = await parentOf(t, s, s.student(0));
    await paid(t, s, [{ student: s.student(0), amount: 10_000 }]);
    await paid(t, s, [{ student: s.student(1), amount: 20_000 }]);
    const mine = async (who: typeof parent) => {
      const res = await payCall(t, who, 'GET', '/rest/payment/mine');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().map((r: { amount: number }) => r.amount);
    };
    expect(await mine(s.student(0))).toEqual([10_000]);
    expect(await mine(parent)).toEqual([10_000]);
    expect(await mine(s.student(2))).toEqual([]);
    expect(await mine(s.accountant)).toEqual([20_000, 10_000]);
    const [record] = (await payCall(t, parent, 'GET', '/rest/payment/mine')).json();
    // Its receipt opens from the record's class, where the parent reads it.
    const receipt = await payCall(t, parent, 'GET', record.receiptUrl);
    expect(receipt.statusCode, receipt.body).toBe(200);
  });

  it("totals the day's collection by method group, medium, account and hour (India's day)", async () => {
    const s = await feeSchool(t);
    // 10:00 in India.
    await paid(t, s, [
      { student: s.student(0), amount: 100_000 },
      { student: s.student(1), amount: 50_000, discount: 5_000 },
    ]);
    t.clock.advance(2 * 3_600_000);
    await paid(t, s, [{ student: s.student(2), amount: 200_000 }], {
      financialAccountId: s.bank.id,
      paymentMedium: 'NEFT',
      paymentMethod: 'NET_BANKING',
    });
    const reverted = await paid(t, s, [{ student: s.student(2), amount: 1_000 }]);
    await payCall(t, s.accountant, 'POST', '/rest/payment/revert', {
      groupId: s.institute.id,
      id: reverted.transactionPk,
      reason: 'Entered twice',
    });
    const res = await payCall(
      t,
      s.accountant,
      'GET',
      `/rest/payment/collection?groupId=${s.institute.id}&date=2026-06-01`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json();
    expect(day.total).toEqual({ amount: 350_000, discount: 5_000, count: 2 });
    expect(day.byMethodGroup).toEqual([
      { key: 'CASH', label: 'CASH', amount: 150_000, discount: 5_000, count: 1 },
      { key: 'NET_BANKING', label: 'NET_BANKING', amount: 200_000, discount: 0, count: 1 },
    ]);
    expect(day.byMedium.map((b: { key: string }) => b.key)).toEqual(['CASH', 'NEFT']);
    expect(
      day.byAccount.map((b: { label: string; amount: number }) => [b.label, b.amount]),
    ).toEqual([
      ['Cash Counter', 150_000],
      ['School Bank', 200_000],
    ]);
    expect(day.byHour).toHaveLength(24);
    expect(day.byHour[10]).toMatchObject({ hour: 10, amount: 150_000, count: 1 });
    expect(day.byHour[12]).toMatchObject({ hour: 12, amount: 200_000, count: 1 });
    const nextDay = await payCall(
      t,
      s.accountant,
      'GET',
      `/rest/payment/collection?groupId=${s.institute.id}&date=2026-06-02`,
    );
    expect(nextDay.json().total).toEqual({ amount: 0, discount: 0, count: 0 });
    const fromClass = await payCall(
      t,
      s.student(0),
      'GET',
      `/rest/payment/collection?groupId=${s.klass.id}&date=2026-06-01`,
    );
    expect(fromClass.statusCode).toBe(403);
  });
});
