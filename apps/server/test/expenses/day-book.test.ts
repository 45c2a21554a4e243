import { formatRupees, EXPENSE_TEXTS as M } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { paid, payCall } from '../payments/helpers.js';
import { pdfText } from '../pdf/pdf-text.js';
import { useTestApp } from '../support/app.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import {
  type ExpenseSchool,
  ecall,
  entryFields,
  expenseSchool,
  recorded,
} from './expense-school.js';

const t = useTestApp();
guardTenantWrites(t);

type Balance = {
  accountName: string;
  openingPaise: number;
  receiptsPaise: number;
  paymentsPaise: number;
  closingPaise: number;
};

async function bookOf(s: ExpenseSchool, from: string, to?: string) {
  const res = await ecall(t, s.accountant, 'GET', 'day-book', {
    groupId: s.institute.id,
    from,
    to,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    accounts: Balance[];
    total: Omit<Balance, 'accountName'>;
    lines: {
      voucherNo: string;
      side: string;
      amountPaise: number;
      reversed: boolean;
      source: string;
      particulars: string;
    }[];
    pending: number;
  };
}

/**
 * A school's 31 May and 1 June: the cash counter brought forward ₹10,000; on 31 May a fee of
 * ₹4,000 in cash and a repair of ₹500; on 1 June fees of ₹4,500 (cash) and ₹2,000 (bank), the
 * electricity bill of ₹1,500 (cash), a donation of ₹7,000 (bank), a reversed expense and one
 * awaiting approval.
 */
async function twoDays(s: ExpenseSchool) {
  const admin = await ecall(t, s.admin, 'PUT', 'settings', {
    groupId: s.institute.id,
    approvalAbovePaise: 2_500_000,
    openings: [{ financialAccountId: s.cash.id, amountPaise: 1_000_000 }],
  });
  expect(admin.statusCode, admin.body).toBe(200);
  t.clock.advance(-86_400_000);
  await paid(t, s, [{ student: s.student(0), amount: 400_000 }]);
  await recorded(
    t,
    s.accountant,
    entryFields(s, {
      categoryId: s.categories.repairs,
      amountPaise: 50_000,
      entryDate: '2026-05-31',
      description: 'Tap repaired',
    }),
  );
  t.clock.advance(86_400_000);
  await paid(t, s, [{ student: s.student(1), amount: 450_000 }]);
  await paid(t, s, [{ student: s.student(2), amount: 200_000 }], {
    financialAccountId: s.bank.id,
    paymentMedium: 'NEFT',
    paymentMethod: 'NET_BANKING',
  });
  await recorded(t, s.accountant, entryFields(s, { vendorId: s.vendor }));
  await recorded(
    t,
    s.accountant,
    entryFields(s, {
      kind: 'INCOME',
      categoryId: s.categories.donations,
      financialAccountId: s.bank.id,
      paymentMedium: 'NEFT',
      amountPaise: 700_000,
      description: 'Alumni donation',
    }),
  );
  const wrong = await recorded(t, s.accountant, entryFields(s, { amountPaise: 99_900 }));
  const reversed = await ecall(t, s.accountant, 'PUT', 'record/reverse', {
    groupId: s.institute.id,
    id: wrong.id,
    reason: 'Entered twice',
  });
  expect(reversed.statusCode).toBe(200);
  await recorded(
    t,
    s.accountant,
    entryFields(s, { amountPaise: 5_000_000, description: 'New projector' }),
  );
}

describe('the day book (issue 25 §1)', () => {
  it("balances each account: opening + the day's fees and income − its expenses = closing", async () => {
    const s = await expenseSchool(t);
    await twoDays(s);
    const book = await bookOf(s, '2026-06-01');
    expect(book.accounts).toEqual([
      {
        accountId: s.cash.id,
        accountName: 'Cash Counter',
        // ₹10,000 brought forward + ₹4,000 of fees − ₹500 of repair on 31 May.
        openingPaise: 1_350_000,
        receiptsPaise: 450_000,
        paymentsPaise: 150_000,
        closingPaise: 1_650_000,
      },
      {
        accountId: s.bank.id,
        accountName: 'School Bank',
        openingPaise: 0,
        receiptsPaise: 900_000,
        paymentsPaise: 0,
        closingPaise: 900_000,
      },
    ]);
    expect(book.total).toEqual({
      openingPaise: 1_350_000,
      receiptsPaise: 1_350_000,
      paymentsPaise: 150_000,
      closingPaise: 2_550_000,
    });
    // Every line of the day, money in first: the fees read from payments, then the entries;
    // the reversed one marked.
    expect(
      book.lines.map((l) => [l.source, l.voucherNo, l.side, l.amountPaise, l.reversed]),
    ).toEqual([
      ['FEES', 'Receipt 2', 'RECEIPT', 450_000, false],
      ['FEES', 'Receipt 3', 'RECEIPT', 200_000, false],
      ['ENTRY', 'RV-1', 'RECEIPT', 700_000, false],
      ['ENTRY', 'PV-2', 'PAYMENT', 150_000, false],
      ['ENTRY', 'PV-3', 'PAYMENT', 99_900, true],
    ]);
    expect(book.lines[3]?.particulars).toBe('Electricity bill for May (Sharma Electricals)');
    expect(book.lines[0]?.particulars).toBe('Fees: Student2 Test (Class 5 A)');
    expect(book.pending).toBe(1);
    // The next day opens where this one closed.
    const next = await bookOf(s, '2026-06-02');
    expect(next.total.openingPaise).toBe(book.total.closingPaise);
    // The collection screen's day total is the day book's fee receipts.
    const collection = await payCall(
      t,
      s.accountant,
      'GET',
      `/rest/payment/collection?groupId=${s.institute.id}&date=2026-06-01`,
    );
    expect(collection.json().total.amount).toBe(650_000);
  });

  it('covers a range: opening before its first day, closing after its last', async () => {
    const s = await expenseSchool(t);
    await twoDays(s);
    const book = await bookOf(s, '2026-05-31', '2026-06-01');
    expect(book.total).toEqual({
      openingPaise: 1_000_000,
      receiptsPaise: 1_750_000,
      paymentsPaise: 200_000,
      closingPaise: 2_550_000,
    });
    const reverted = await payCall(t, s.accountant, 'POST', '/rest/payment/revert', {
      groupId: s.institute.id,
      id: (await paid(t, s, [{ student: s.student(0), amount: 100_000 }])).transactionPk,
      reason: 'Cheque bounced',
    });
    expect(reverted.statusCode, reverted.body).toBe(200);
    // A reverted payment is listed, marked, and counts in nothing.
    const after = await bookOf(s, '2026-05-31', '2026-06-01');
    expect(after.total).toEqual(book.total);
    expect(after.lines.filter((l) => l.reversed)).toHaveLength(2);
    for (const [from, to] of [
      ['2026-06-01', '2026-05-31'],
      ['2026-01-01', '2026-06-01'],
    ]) {
      const res = await ecall(t, s.accountant, 'GET', 'day-book', {
        groupId: s.institute.id,
        from,
        to,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.range);
    }
  });

  it('exports the same lines and balances as CSV and PDF', async () => {
    const s = await expenseSchool(t);
    await twoDays(s);
    const csv = await ecall(t, s.accountant, 'GET', 'day-book/csv', {
      groupId: s.institute.id,
      from: '2026-06-01',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="day-book-2026-06-01.csv"',
    );
    const rows = csv.body.trim().split(/\r?\n/);
    expect(rows[0]).toBe('Day book 01 Jun 2026');
    expect(rows).toContain(
      '01 Jun 2026,PV-3,Electricity bill for May,Electricity,Cash Counter,CASH,,999.00,REVERSED',
    );
    expect(rows).toContain('Cash Counter,13500.00,4500.00,1500.00,16500.00');
    expect(rows).toContain('Total,13500.00,13500.00,1500.00,25500.00');
    expect(rows).toContain('Awaiting approval (in no balance): 1');
    const pdf = await ecall(t, s.accountant, 'GET', 'day-book/pdf', {
      groupId: s.institute.id,
      from: '2026-06-01',
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Day book 01 Jun 2026');
    expect(text).toContain(
      `Total ${formatRupees(1_350_000)} ${formatRupees(1_350_000)} ${formatRupees(150_000)} ${formatRupees(2_550_000)}`,
    );
    expect(text).toContain('Fees: Student2 Test (Class 5 A)');
    expect(text).toContain('1 entry awaits approval');
  });

  it("gives the financial year's months: fees, other income and expenses", async () => {
    const s = await expenseSchool(t);
    await twoDays(s);
    const res = await ecall(t, s.admin, 'GET', 'monthly', { groupId: s.institute.id, year: 2026 });
    expect(res.statusCode, res.body).toBe(200);
    const year = res.json();
    expect(year.months).toHaveLength(12);
    expect(year.months[1]).toEqual({
      month: '2026-05',
      feesPaise: 400_000,
      incomePaise: 0,
      expensePaise: 50_000,
    });
    expect(year.months[2]).toEqual({
      month: '2026-06',
      feesPaise: 650_000,
      incomePaise: 700_000,
      expensePaise: 150_000,
    });
    expect(year.byCategory).toEqual([
      { kind: 'EXPENSE', name: 'Electricity', amountPaise: 150_000 },
      { kind: 'EXPENSE', name: 'Repairs and maintenance', amountPaise: 50_000 },
      { kind: 'INCOME', name: 'Donations', amountPaise: 700_000 },
    ]);
    expect(
      (await ecall(t, s.admin, 'GET', 'monthly', { groupId: s.institute.id, year: 'last' }))
        .statusCode,
    ).toBe(400);
  });
});
