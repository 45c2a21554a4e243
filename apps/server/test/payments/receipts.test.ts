import { PAYMENT_TEXTS } from '@shala/shared';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it, vi } from 'vitest';
import * as receiptModule from '../../src/pdf/receipt.js';
import { pdfText } from '../pdf/pdf-text.js';
import { useTestApp } from '../support/app.js';
import { tinyPng } from '../support/setup-helpers.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import { uploadLogo } from '../support/upload-helpers.js';
import { feeSchool, giveDues, paid, parentOf, payCall } from './helpers.js';

const t = useTestApp();
guardTenantWrites(t);

/** Each page's size in points, [width, height]. */
async function pageSizes(pdf: Buffer): Promise<[number, number][]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const sizes: [number, number][] = [];
  for (let i = 1; i <= document.numPages; i++) {
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = (await document.getPage(i)).view;
    sizes.push([x1 - x0, y1 - y0]);
  }
  return sizes;
}

/** Whether the PDF draws an image (an image XObject: the logo). */
const hasImage = (pdf: Buffer) => /\/Subtype\s*\/Image/.test(pdf.toString('latin1'));

describe('receipts (PDF)', () => {
  it("prints a record's receipt: institute, student, class, session, particulars, amount in figures and words", async () => {
    const s = await feeSchool(t);
    const { groups } = await import('../../src/db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    await t.app.deps.database.db
      .update(groups)
      .set({ address: '12 MG Road, Bengaluru', phone: '08012345678' })
      .where(eq(groups.id, s.institute.id));
    const payment = await paid(
      t,
      s,
      [{ student: s.student(0), amount: 12_050_050 - 11_600_050, discount: 0 }],
      {
        transactionId: 'RECEIPTTEST0001',
      },
    );
    const res = await payCall(
      t,
      s.accountant,
      'GET',
      `/rest/payment/receipt?groupId=${s.institute.id}&id=${payment.records[0]?.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="receipt-1.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      s.institute.name,
      '12 MG Road, Bengaluru',
      'Phone: 08012345678',
      'Fee Receipt',
      'Receipt No: 1',
      'Student: Student1 Test',
      'Class: Class 5 A',
      'Session: 2026-27',
      'Transaction ID: RECEIPTTEST0001',
      'Date: 01/06/2026, 10:00',
      'Medium: CASH',
      'Account: Cash Counter',
      // Issue 22: each particular once, the discount once, a summary that adds up.
      'Tuition Q1 10 Apr 2026 ₹5,000.00',
      'Early payment discount 10 Jun 2026 −₹500.00',
      'Total of particulars: ₹5,000.00',
      'Discount: ₹500.00',
      'Amount received: ₹4,500.00',
      'Amount in words: Rupees Four Thousand Five Hundred Only',
      'Received by: Kavita Test',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.match(/₹500\.00/g)).toHaveLength(2);
    expect(text).not.toContain('Discount: ₹0.00');
    expect(text).not.toContain('REVERTED');
    // No logo uploaded: the name alone, no image.
    expect(hasImage(res.rawPayload)).toBe(false);
  });

  it("prints on half an A4 page the school's logo, the admission number and the father's name (issue 22)", async () => {
    const s = await feeSchool(t);
    expect((await uploadLogo(t, s.admin, s.institute.id, tinyPng())).statusCode).toBe(200);
    const { userProfiles } = await import('../../src/db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    const db = t.app.deps.database.db;
    await db
      .update(userProfiles)
      .set({ registrationNo: 'ADM/2026/0042', fatherName: 'Rajesh Malhotra' })
      .where(eq(userProfiles.id, s.student(0).profileId));
    // A normal payment: eight particulars on one receipt.
    await giveDues(
      t,
      s,
      s.student(0),
      ['Admission fee', 'Library fee', 'Laboratory fee', 'Sports fee'].map((particular, i) => ({
        particular,
        dueDate: `2026-04-0${i + 1}`,
        amount: 20_000,
      })),
    );
    // The second student has no father's name: the guardian linked to them is named instead.
    await parentOf(t, s, s.student(1));
    const payment = await paid(t, s, [
      { student: s.student(0), amount: 1_100_000 },
      { student: s.student(1), amount: 10_000 },
    ]);
    const res = await payCall(t, s.accountant, 'GET', payment.receiptUrl);
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Admission No: ADM/2026/0042',
      "Father's name: Rajesh Malhotra",
      'Guardian: Parent Test',
      'Admission fee',
      'Sports fee',
      'Exam fee',
      'Amount received: ₹11,000.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(hasImage(res.rawPayload)).toBe(true);
    // Each receipt on half an A4 sheet (A4 is 595.28 x 841.89 pt), one page each.
    const sizes = await pageSizes(res.rawPayload);
    expect(sizes).toHaveLength(2);
    for (const [width, height] of sizes) {
      expect(width).toBeCloseTo(595.28, 1);
      expect(height).toBeLessThanOrEqual(421);
    }
  });

  it('prints the rupee sign and names as written in their own scripts (issue 21)', async () => {
    const s = await feeSchool(t, { students: 1, name: 'श्री सरस्वती विद्या मंदिर' });
    const { userProfiles } = await import('../../src/db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    const db = t.app.deps.database.db;
    await db
      .update(userProfiles)
      .set({ firstName: 'आरव', lastName: 'मेहता' })
      .where(eq(userProfiles.id, s.student(0).profileId));
    await db
      .update(userProfiles)
      .set({ firstName: 'அருண்', lastName: 'குமார்' })
      .where(eq(userProfiles.id, s.accountant.profileId));
    const payment = await paid(t, s, [{ student: s.student(0), amount: 12_050_050 - 11_600_050 }]);
    const res = await payCall(t, s.accountant, 'GET', payment.receiptUrl);
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Student: आरव मेहता',
      'Received by: அருண் குமார்',
      'Amount received: ₹4,500.00',
      'Tuition Q1 10 Apr 2026 ₹5,000.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('?');
  });

  it("prints a transaction's receipts in one PDF; a parent gets only their child's page", async () => {
    const s = await feeSchool(t);
    const parent = await parentOf(t, s, s.student(1));
    const payment = await paid(t, s, [
      { student: s.student(0), amount: 10_000 },
      { student: s.student(1), amount: 20_000 },
    ]);
    const staff = await payCall(t, s.accountant, 'GET', payment.receiptUrl);
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-disposition']).toBe('inline; filename="receipt-1-2.pdf"');
    const staffText = await pdfText(staff.rawPayload);
    expect(staffText).toContain('Student1 Test');
    expect(staffText).toContain('Student2 Test');
    const own = await payCall(
      t,
      parent,
      'GET',
      payment.receiptUrl.replace(s.institute.id, s.klass.id),
    );
    expect(own.statusCode, own.body).toBe(200);
    const ownText = await pdfText(own.rawPayload);
    expect(ownText).toContain('Student2 Test');
    expect(ownText).not.toContain('Student1 Test');
  });

  it('prints every receipt of a day in one go, and reprints a reverted one stamped', async () => {
    const s = await feeSchool(t);
    await paid(t, s, [{ student: s.student(0), amount: 10_000 }]);
    const second = await paid(t, s, [{ student: s.student(1), amount: 20_000 }]);
    await payCall(t, s.accountant, 'POST', '/rest/payment/revert', {
      groupId: s.institute.id,
      id: second.transactionPk,
      reason: 'Cheque bounced',
    });
    const res = await payCall(
      t,
      s.accountant,
      'GET',
      `/rest/payment/receipt/day?groupId=${s.institute.id}&date=2026-06-01`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('inline; filename="receipts-2026-06-01.pdf"');
    const text = await pdfText(res.rawPayload);
    expect(text.indexOf('Student1 Test')).toBeLessThan(text.indexOf('Student2 Test'));
    expect(text).toContain('REVERTED');
    expect(text).toContain('Reverted on 01/06/2026, 10:00 by Kavita Test: Cheque bounced');
    const none = await payCall(
      t,
      s.accountant,
      'GET',
      `/rest/payment/receipt/day?groupId=${s.institute.id}&date=2026-06-02`,
    );
    expect(none.statusCode).toBe(404);
    const parentTries = await payCall(
      t,
      s.student(0),
      'GET',
      `/rest/payment/receipt/day?groupId=${s.klass.id}&date=2026-06-01`,
    );
    expect(parentTries.statusCode).toBe(403);
  });

  it('answers the spec’s words when the PDF cannot be made', async () => {
    const s = await feeSchool(t, { students: 1 });
    const payment = await paid(t, s, [{ student: s.student(0), amount: 10_000 }]);
    const spy = vi
      .spyOn(receiptModule, 'receiptsPdf')
      .mockRejectedValueOnce(new Error('font missing'));
    try {
      const res = await payCall(t, s.accountant, 'GET', payment.receiptUrl);
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe(PAYMENT_TEXTS.receiptFailed);
    } finally {
      spy.mockRestore();
    }
  });

  it("finds no receipt of another institute's record", async () => {
    const s = await feeSchool(t, { students: 1 });
    const other = await feeSchool(t, { students: 1 });
    const payment = await paid(t, s, [{ student: s.student(0), amount: 10_000 }]);
    const id = payment.records[0]?.id;
    const res = await payCall(
      t,
      other.accountant,
      'GET',
      `/rest/payment/receipt?groupId=${other.institute.id}&id=${id}`,
    );
    expect(res.statusCode).toBe(404);
    const tx = await payCall(
      t,
      other.accountant,
      'GET',
      `/rest/payment/receipt/transaction?groupId=${other.institute.id}&id=${payment.transactionPk}`,
    );
    expect(tx.statusCode).toBe(404);
  });
});
