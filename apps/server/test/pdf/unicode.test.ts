import { describe, expect, it } from 'vitest';
import { renderPdf, writeText } from '../../src/pdf/document.js';
import { fontRuns } from '../../src/pdf/fonts.js';
import { type ReceiptData, receiptsPdf } from '../../src/pdf/receipt.js';
import { embeddedFonts, pdfText, textItems } from './pdf-text.js';

// Receipts (and every PDF the server makes) print the rupee sign and names in the scripts of
// India as written: each run of one script in a Noto Sans face that has its glyphs (issue 21).
// The names below read back letter for letter with pdf.js; a name whose vowel sign is drawn
// before its consonant (प्रिया) reads back in drawn order, as pdf.js gives the glyphs, so it is
// looked at on a rendered page, not here.

const receipt = (over: Partial<ReceiptData> = {}): ReceiptData => ({
  receiptNumber: 7,
  institute: {
    name: 'Saraswati Vidya Mandir',
    address: '12 MG Road, Bengaluru',
    phone: null,
    logo: null,
  },
  studentName: 'आरव मेहता',
  admissionNo: 'SVM/2026/0007',
  parent: { label: "Father's name", name: 'राजेश मेहता' },
  className: 'Class 5 A',
  sessionName: '2026-27',
  transactionId: 'UNICODE0001',
  transactionDate: '01/06/2026, 10:00',
  recordType: 'FEES',
  paymentMethod: 'OFFLINE',
  paymentMedium: 'CASH',
  accountName: 'Cash Counter',
  amount: 12_050_050,
  discount: 50_000,
  particulars: [
    {
      particular: 'Tuition Q1',
      dueDate: '10 Apr 2026',
      kind: 'CHARGE',
      paid: 12_050_050,
      discount: 50_000,
    },
  ],
  recordedByName: 'அருண் குமார்',
  reverted: null,
  ...over,
});

describe('PDFs in Unicode', () => {
  it('prints the rupee sign, a Hindi name and a Tamil name as written', async () => {
    const pdf = await receiptsPdf('receipt-7', [receipt()]);
    const text = await pdfText(pdf);
    expect(text).toContain('Amount received: ₹1,20,500.50');
    // Each particular once with what it settled (paid and discount), the discount in the summary.
    expect(text).toContain('Tuition Q1 10 Apr 2026 ₹1,21,000.50');
    expect(text).toContain('Discount: ₹500.00');
    expect(text).toContain('Student: आरव मेहता');
    expect(text).toContain('Received by: அருண் குமார்');
    expect(text).not.toContain('Rs.');
    expect(text).not.toContain('?');
  });

  // Gurmukhi and Malayalam also stand for fontkit's NULL-anchor crash (pdf/fonts.ts).
  it.each([
    ['Devanagari', 'आरव मेहता', 'NotoSansDevanagari'],
    ['Bengali', 'সুমন', 'NotoSansBengali'],
    ['Gurmukhi', 'ਗੁਰਪ੍ਰੀਤ ਕੌਰ', 'NotoSansGurmukhi'],
    ['Gujarati', 'ગૌરવ પટેલ', 'NotoSansGujarati'],
    ['Oriya', 'ଅନୁପମା', 'NotoSansOriya'],
    ['Tamil', 'அருண் குமார்', 'NotoSansTamil'],
    ['Telugu', 'రవి', 'NotoSansTelugu'],
    ['Kannada', 'ರಾಮು', 'NotoSansKannada'],
    ['Malayalam', 'മീര നായർ', 'NotoSansMalayalam'],
  ])(
    'prints a name in %s in its own font, in the heading, the fields and a reverted line',
    async (_script, name, font) => {
      const pdf = await receiptsPdf('receipt-7', [
        receipt({
          institute: { name: `${name} Vidyalaya`, address: null, phone: null, logo: null },
          studentName: name,
          recordedByName: name,
          reverted: { at: '02/06/2026, 09:00', byName: name, reason: null },
        }),
      ]);
      const text = await pdfText(pdf);
      expect(text).toContain(`${name} Vidyalaya`);
      expect(text).toContain(`Student: ${name}`);
      expect(text).toContain(`Reverted on 02/06/2026, 09:00 by ${name}`);
      expect(embeddedFonts(pdf)).toEqual(
        expect.arrayContaining([`${font}-Regular`, `${font}-Bold`]),
      );
    },
  );

  it('embeds only the fonts a document uses, as subsets', async () => {
    const latinOnly = await receiptsPdf('receipt-7', [
      receipt({ studentName: 'Aarav Mehta', recordedByName: 'Kavita' }),
    ]);
    expect(embeddedFonts(latinOnly)).toEqual([
      'NotoSansDevanagari-Bold',
      'NotoSansDevanagari-Regular',
    ]);
    // The Latin faces are Noto Sans Devanagari's Latin cuts: a whole receipt stays small.
    expect(latinOnly.length).toBeLessThan(60_000);
  });

  it('cuts a line into runs by script, each in a face that has its glyphs', () => {
    expect(fontRuns('Received from आरव मेहता (Aarav Mehta)', 'regular')).toEqual([
      { font: 'latin-regular', text: 'Received from ' },
      { font: 'devanagari-regular', text: 'आरव मेहता ' },
      { font: 'latin-regular', text: '(Aarav Mehta)' },
    ]);
    expect(fontRuns('₹500 क्षत्रिय', 'bold')).toEqual([
      { font: 'latin-ext-bold', text: '₹' },
      { font: 'latin-bold', text: '500 ' },
      { font: 'devanagari-bold', text: 'क्षत्रिय' },
    ]);
    // What no face has prints as a question mark, not as an empty box.
    expect(fontRuns('Hi 😀 中', 'regular')).toEqual([{ font: 'latin-regular', text: 'Hi ? ?' }]);
  });

  it('lays out a centred line of several scripts as one line, its runs side by side', async () => {
    const pdf = await renderPdf({ title: 't', author: 'a' }, (doc) => {
      doc.addPage().fontSize(18);
      writeText(doc, 'श्री सरस्वती विद्या मंदिर (Saraswati Vidya Mandir)', {
        align: 'center',
        bold: true,
      });
      writeText(doc, 'Next line', { align: 'center' });
    });
    expect(await pdfText(pdf)).toContain('(Saraswati Vidya Mandir) Next line');
    const items = await textItems(pdf);
    const top = Math.max(...items.map((i) => i.y));
    const heading = items.filter((i) => i.y === top).sort((a, b) => a.x - b.x);
    expect(heading.map((i) => i.str).join('')).toContain('(Saraswati Vidya Mandir)');
    for (let i = 1; i < heading.length; i++) {
      const before = heading[i - 1] as (typeof heading)[number];
      expect(heading[i]?.x).toBeGreaterThanOrEqual(before.x + before.width - 0.5);
    }
    const first = heading[0] as (typeof heading)[number];
    const last = heading[heading.length - 1] as (typeof heading)[number];
    const middle = (first.x + last.x + last.width) / 2;
    expect(Math.abs(middle - 595.28 / 2)).toBeLessThan(2);
  });
});
