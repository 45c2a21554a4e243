import { formatRupees } from '@shala/shared';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../pdf/pdf-text.js';
import { useTestApp } from '../support/app.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import { feeSchool, paid, payCall } from './helpers.js';

const t = useTestApp();
guardTenantWrites(t);

describe("the day sheet: a reverted payment stays on the day's collection, marked (issue 22)", () => {
  it('lists every receipt of the day with gross, reverted and net, on screen, as CSV and as PDF', async () => {
    const s = await feeSchool(t);
    // 10:00 in India: a cart of three students into the cash counter.
    const cart = await paid(t, s, [
      { student: s.student(0), amount: 400_000 },
      { student: s.student(1), amount: 450_000 },
      { student: s.student(2), amount: 100_000 },
    ]);
    await paid(t, s, [{ student: s.student(2), amount: 200_000 }], {
      financialAccountId: s.bank.id,
      paymentMedium: 'NEFT',
      paymentMethod: 'NET_BANKING',
    });
    t.clock.advance(3_600_000);
    const revert = await payCall(t, s.accountant, 'POST', '/rest/payment/revert', {
      groupId: s.institute.id,
      id: cart.transactionPk,
      recordId: cart.records[1]?.id,
      reason: 'Cheque bounced',
    });
    expect(revert.statusCode, revert.body).toBe(200);

    const res = await payCall(
      t,
      s.accountant,
      'GET',
      `/rest/payment/collection?groupId=${s.institute.id}&date=2026-06-01`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json();
    // The net still leaves the reverted receipt out; the cart counts once, still paid in part.
    expect(day.total).toEqual({ amount: 700_000, discount: 0, count: 2 });
    expect(day.sheet.gross).toEqual({ amount: 1_150_000, discount: 0, count: 4 });
    expect(day.sheet.reverted).toEqual({ amount: 450_000, discount: 0, count: 1 });
    expect(day.sheet.net).toEqual({ amount: 700_000, discount: 0, count: 3 });
    const entries: Array<{
      receiptNumber: number;
      status: string;
      studentName: string;
      revertReason: string | null;
      revertedByName: string | null;
    }> = day.sheet.entries;
    expect(entries.map((e) => [e.receiptNumber, e.status])).toEqual([
      [1, 'ACTIVE'],
      [2, 'REVERTED'],
      [3, 'ACTIVE'],
      [4, 'ACTIVE'],
    ]);
    expect(entries[1]).toMatchObject({
      studentName: 'Student2 Test',
      revertReason: 'Cheque bounced',
      revertedByName: 'Kavita Test',
    });
    // The accounts' day book.
    expect(
      day.sheet.accounts.map(
        (a: {
          accountName: string;
          gross: { amount: number };
          reverted: { amount: number };
          net: { amount: number };
        }) => [a.accountName, a.gross.amount, a.reverted.amount, a.net.amount],
      ),
    ).toEqual([
      ['Cash Counter', 950_000, 450_000, 500_000],
      ['School Bank', 200_000, 0, 200_000],
    ]);

    const csv = await payCall(
      t,
      s.accountant,
      'GET',
      `/rest/payment/collection/csv?groupId=${s.institute.id}&date=2026-06-01`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('Day sheet 01 Jun 2026');
    const receipt2 = lines.find((l) => l.startsWith('2,'));
    expect(receipt2).toContain('Student2 Test');
    expect(receipt2).toContain('4500.00');
    expect(receipt2).toContain('REVERTED');
    expect(receipt2).toContain('Cheque bounced');
    expect(lines.find((l) => l.startsWith('1,'))).toContain('PAID');
    expect(lines).toContain('Day gross,4 receipts,,,,,,,11500.00,0.00');
    expect(lines).toContain('Day reverted,1 receipt,,,,,,,4500.00,0.00');
    expect(lines).toContain('Day net,3 receipts,,,,,,,7000.00,0.00');
    expect(lines).toContain('Cash Counter net,2 receipts,,,,,,,5000.00,0.00');

    // The same sheet as a PDF on A4: every receipt, the reverted one marked with who, when and
    // why, and the screen's gross, reverted and net, the day's and each account's.
    const pdf = await payCall(
      t,
      s.accountant,
      'GET',
      `/rest/payment/collection/pdf?groupId=${s.institute.id}&date=2026-06-01`,
    );
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="day-sheet-2026-06-01.pdf"',
    );
    const sheetText = await pdfText(pdf.rawPayload);
    expect(sheetText).toContain(s.institute.name);
    expect(sheetText).toContain('Day sheet 01 Jun 2026');
    for (const e of entries)
      expect(sheetText).toContain(`${e.receiptNumber} 10:00 ${e.studentName}`);
    expect(sheetText).toContain('Reverted on 01/06/2026, 11:00 by Kavita Test: Cheque bounced');
    const sum = (n: number) => `${n} ${n === 1 ? 'receipt' : 'receipts'}`;
    for (const what of ['gross', 'reverted', 'net'] as const) {
      const total = day.sheet[what];
      expect(sheetText).toContain(
        `Day ${what} ${sum(total.count)} ${formatRupees(total.amount)} ${formatRupees(total.discount)}`,
      );
    }
    expect(sheetText).toContain('Day net 3 receipts ₹7,000.00');
    expect(sheetText).toContain('Cash Counter net 2 receipts ₹5,000.00');
    expect(sheetText).toContain('School Bank gross 1 receipt ₹2,000.00');
    const sheetPdf = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = (await sheetPdf.getPage(1)).view;
    expect([x1 - x0, y1 - y0]).toEqual([595.28, 841.89]);

    // From the class, its students' part only; refused to a student.
    const fromClass = await payCall(
      t,
      s.student(0),
      'GET',
      `/rest/payment/collection/csv?groupId=${s.klass.id}&date=2026-06-01`,
    );
    expect(fromClass.statusCode).toBe(403);
    const pdfFromClass = await payCall(
      t,
      s.student(0),
      'GET',
      `/rest/payment/collection/pdf?groupId=${s.klass.id}&date=2026-06-01`,
    );
    expect(pdfFromClass.statusCode).toBe(403);
    const badDay = await payCall(
      t,
      s.accountant,
      'GET',
      `/rest/payment/collection/csv?groupId=${s.institute.id}&date=2026-13-01`,
    );
    expect(badDay.statusCode).toBe(400);
    const badPdfDay = await payCall(
      t,
      s.accountant,
      'GET',
      `/rest/payment/collection/pdf?groupId=${s.institute.id}&date=2026-13-01`,
    );
    expect(badPdfDay.statusCode).toBe(400);
  });

  it('prints a long day on several A4 pages, the header row on each', async () => {
    const s = await feeSchool(t, { students: 3 });
    for (let i = 0; i < 60; i++) await paid(t, s, [{ student: s.student(i % 3), amount: 1_000 }]);
    const pdf = await payCall(
      t,
      s.accountant,
      'GET',
      `/rest/payment/collection/pdf?groupId=${s.institute.id}&date=2026-06-01`,
    );
    expect(pdf.statusCode, pdf.body).toBe(200);
    const document = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    expect(document.numPages).toBeGreaterThan(1);
    const text = await pdfText(pdf.rawPayload);
    // The receipts run over two pages, the header row on both.
    expect(text.match(/Receipt No Time Student/g)).toHaveLength(2);
    expect(text).toContain('Day sheet 01 Jun 2026 (continued)');
    for (const n of [1, 30, 60]) expect(text).toContain(`${n} 10:00 Student`);
    expect(text).toContain('Day net 60 receipts ₹600.00');
  });
});
