import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../constants/payments.js';
import { allocatePayment, type DueParticular, totalPayable } from './payment-allocation.js';
import {
  acceptedMediums,
  dayBefore,
  EMPTY_LINE,
  lineErrors,
  manualDateBounds,
  manualDateError,
  methodOfMedium,
  PAYMENT_FORM_MESSAGES,
  paidMapOf,
  parseRupees,
  previewParticulars,
  rupeesText,
  tickParticular,
  transactionIdError,
  withAmount,
  withDiscount,
  withTotal,
} from './payment-form.js';
import { linePays } from './payment-line.js';

/** A payment's day before every due date here: every discount particular still applies. */
const ON = '2000-01-01';

let next = 0;
const due = (kind: DueParticular['kind'], amount: number, dueDate: string, paid = 0) =>
  ({
    id: `d${++next}`,
    particular: `Particular ${next}`,
    dueDate,
    position: next,
    kind,
    amount,
    paid,
    discount: 0,
  }) satisfies DueParticular;

describe('reading rupees as typed (spec §5 amount pattern)', () => {
  it('reads whole rupees and up to two decimals as exact paise', () => {
    expect(parseRupees('1250')).toEqual({ ok: true, paise: 125000 });
    expect(parseRupees(' 1250.5 ')).toEqual({ ok: true, paise: 125050 });
    expect(parseRupees('0.07')).toEqual({ ok: true, paise: 7 });
    expect(parseRupees('+12.34')).toEqual({ ok: true, paise: 1234 });
    expect(parseRupees('007')).toEqual({ ok: true, paise: 700 });
    // 0.1 + 0.2 is not 0.3 in floats; the text is split, never multiplied.
    expect(parseRupees('1234567.29')).toEqual({ ok: true, paise: 123456729 });
    expect(parseRupees('-0')).toEqual({ ok: true, paise: 0 });
  });

  it('reads blank as nothing', () => {
    expect(parseRupees('')).toEqual({ ok: true, paise: 0 });
    expect(parseRupees('   ')).toEqual({ ok: true, paise: 0 });
  });

  it('refuses what is not a number with the spec’s message', () => {
    for (const text of ['12a', '1,250', '₹100', '1.', '.5', '1e3', '--1', '12 50', 'NaN']) {
      expect(parseRupees(text), text).toEqual({
        ok: false,
        message: 'Amount can have only numeric values',
      });
    }
  });

  it('refuses a third decimal, a negative amount and more than the largest payment', () => {
    expect(parseRupees('10.005')).toEqual({
      ok: false,
      message: PAYMENT_FORM_MESSAGES.tooManyDecimals,
    });
    expect(parseRupees('-5')).toEqual({ ok: false, message: PAYMENT_FORM_MESSAGES.negative });
    expect(parseRupees('10000000')).toEqual({ ok: true, paise: 1_000_000_000 });
    expect(parseRupees('10000000.01')).toEqual({
      ok: false,
      message: PAYMENT_FORM_MESSAGES.tooLarge,
    });
    expect(parseRupees('99999999999999999999')).toEqual({
      ok: false,
      message: PAYMENT_FORM_MESSAGES.tooLarge,
    });
  });

  it('writes paise back as the field shows them, and reads them again unchanged', () => {
    expect(rupeesText(125000)).toBe('1250');
    expect(rupeesText(125050)).toBe('1250.50');
    expect(rupeesText(7)).toBe('0.07');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (paise) => {
        expect(parseRupees(rupeesText(paise))).toEqual({ ok: true, paise });
      }),
    );
  });
});

describe('amount, discount and total in sync (spec §4 Payment form)', () => {
  it('keeps the total the amount plus the discount when the amount changes', () => {
    expect(withAmount({ amount: 0, discount: 100, total: 100 }, 900)).toEqual({
      line: { amount: 900, discount: 100, total: 1000 },
    });
  });

  it('recomputes the amount as total minus discount when a discount is set', () => {
    expect(withDiscount({ amount: 5000, discount: 0, total: 5000 }, 1500)).toEqual({
      line: { amount: 3500, discount: 1500, total: 5000 },
    });
  });

  it('resets amount, total and discount to 0 with a warning when the discount exceeds the total', () => {
    expect(withDiscount({ amount: 5000, discount: 0, total: 5000 }, 5001)).toEqual({
      line: EMPTY_LINE,
      warning: PAYMENT_MESSAGES.discountTooLarge,
    });
    expect(withTotal({ amount: 100, discount: 300, total: 400 }, 200)).toEqual({
      line: EMPTY_LINE,
      warning: PAYMENT_MESSAGES.discountTooLarge,
    });
  });

  it('keeps the discount when a new total is set, the amount taking the rest', () => {
    expect(withTotal({ amount: 100, discount: 300, total: 400 }, 1000)).toEqual({
      line: { amount: 700, discount: 300, total: 1000 },
    });
  });

  it('holds amount + discount = total after any sequence of changes', () => {
    const change = fc.oneof(
      fc.record({ kind: fc.constant('amount' as const), value: fc.nat(1_000_000) }),
      fc.record({ kind: fc.constant('discount' as const), value: fc.nat(1_000_000) }),
      fc.record({ kind: fc.constant('total' as const), value: fc.nat(1_000_000) }),
    );
    fc.assert(
      fc.property(fc.array(change, { maxLength: 20 }), (changes) => {
        let line = EMPTY_LINE;
        for (const c of changes) {
          const apply = { amount: withAmount, discount: withDiscount, total: withTotal }[c.kind];
          line = apply(line, c.value).line;
          expect(line.amount + line.discount).toBe(line.total);
          expect(line.amount).toBeGreaterThanOrEqual(0);
          expect(line.discount).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});

describe('what the form refuses (spec §5 Payment)', () => {
  it('refuses a discount larger than the amount, with the spec’s message', () => {
    expect(lineErrors({ amount: 400, discount: 600, total: 1000 }, 5000)).toEqual({
      discount: 'Discount cannot be granted if the amount paid is less than the discount.',
    });
    expect(lineErrors({ amount: 600, discount: 400, total: 1000 }, 5000)).toEqual({});
    expect(lineErrors({ amount: 500, discount: 500, total: 1000 }, 5000)).toEqual({});
  });

  it('refuses a total above what the student owes: Amount Exceeding total Payable', () => {
    expect(lineErrors({ amount: 5001, discount: 0, total: 5001 }, 5000)).toEqual({
      total: 'Amount Exceeding total Payable',
    });
    expect(lineErrors({ amount: 5000, discount: 0, total: 5000 }, 5000)).toEqual({});
  });

  it('pays nothing when amount and discount are both 0 (Save stays disabled)', () => {
    expect(linePays(EMPTY_LINE)).toBe(false);
    expect(linePays({ amount: 1, discount: 0, total: 1 })).toBe(true);
    expect(linePays({ amount: 0, discount: 1, total: 1 })).toBe(true);
  });

  it('needs a transaction ID of at most 32 characters', () => {
    expect(transactionIdError('')).toBe(PAYMENT_FORM_MESSAGES.transactionIdRequired);
    expect(transactionIdError('   ')).toBe(PAYMENT_FORM_MESSAGES.transactionIdRequired);
    expect(transactionIdError('A'.repeat(32))).toBeUndefined();
    expect(transactionIdError('A'.repeat(33))).toBe(PAYMENT_FORM_MESSAGES.transactionIdTooLong);
    expect(transactionIdError('CHQ-004512/B.2_x')).toBeUndefined();
    expect(transactionIdError(' CHQ 0045 12 ')).toBeUndefined();
    for (const bad of ['-ABC', 'AB\tC', 'ABC;DROP', '<b>', 'A#1']) {
      expect(transactionIdError(bad), bad).toBe(PAYMENT_FORM_MESSAGES.transactionIdCharacters);
    }
  });
});

describe('ticking a particular (spec §4)', () => {
  const april = due('CHARGE', 10_000, '2026-04-10');
  const aprilOff = due('DISCOUNT', 1_000, '2026-04-10');
  const july = due('CHARGE', 8_000, '2026-07-10');
  const oct = due('CHARGE', 8_000, '2026-10-10');
  const dues = [oct, july, aprilOff, april];

  it('sets the total to the cumulative payable up to it, with the discount right after it', () => {
    expect(tickParticular(EMPTY_LINE, dues, april.id, true, ON).line.total).toBe(9_000);
    expect(tickParticular(EMPTY_LINE, dues, july.id, true, ON).line.total).toBe(17_000);
    expect(tickParticular(EMPTY_LINE, dues, oct.id, true, ON).line.total).toBe(25_000);
  });

  it('keeps the cashier’s discount, the amount taking the rest', () => {
    const line = { amount: 0, discount: 500, total: 500 };
    expect(tickParticular(line, dues, july.id, true, ON).line).toEqual({
      amount: 16_500,
      discount: 500,
      total: 17_000,
    });
  });

  it('clearing it sets the total to what settles the charges before it', () => {
    const line = tickParticular(EMPTY_LINE, dues, oct.id, true, ON).line;
    expect(tickParticular(line, dues, oct.id, false, ON).line.total).toBe(17_000);
    expect(tickParticular(line, dues, july.id, false, ON).line.total).toBe(9_000);
    expect(tickParticular(line, dues, april.id, false, ON).line.total).toBe(0);
  });

  it('shows which particulars the payment settles, and what each receives', () => {
    const allocation = allocatePayment(dues, 12_000, ON);
    expect(previewParticulars(dues, allocation, ON)).toEqual([
      {
        id: april.id,
        receives: 9_000,
        discounted: 1_000,
        remainingBefore: 10_000,
        remainingAfter: 0,
        settledBefore: false,
        settledAfter: true,
      },
      {
        id: aprilOff.id,
        receives: 1_000,
        discounted: 0,
        remainingBefore: 1_000,
        remainingAfter: 0,
        settledBefore: false,
        settledAfter: true,
      },
      {
        id: july.id,
        receives: 3_000,
        discounted: 0,
        remainingBefore: 8_000,
        remainingAfter: 5_000,
        settledBefore: false,
        settledAfter: false,
      },
      {
        id: oct.id,
        receives: 0,
        discounted: 0,
        remainingBefore: 8_000,
        remainingAfter: 8_000,
        settledBefore: false,
        settledAfter: false,
      },
    ]);
    expect(paidMapOf(allocation)).toEqual({ [april.id]: 9_000, [july.id]: 3_000 });
  });

  it('a ticked particular is settled by the total it sets, and the next one is not', () => {
    const ordered = [april, july, oct];
    for (const [i, d] of ordered.entries()) {
      const total = tickParticular(EMPTY_LINE, dues, d.id, true, ON).line.total;
      const preview = previewParticulars(dues, allocatePayment(dues, total, ON), ON);
      expect(preview.find((p) => p.id === d.id)?.settledAfter).toBe(true);
      const following = ordered[i + 1];
      if (following) expect(preview.find((p) => p.id === following.id)?.settledAfter).toBe(false);
    }
    expect(tickParticular(EMPTY_LINE, dues, oct.id, true, ON).line.total).toBe(
      totalPayable(dues, ON),
    );
  });

  it('ticks from what is still owed when some is paid already', () => {
    const partly = due('CHARGE', 10_000, '2026-04-10', 4_000);
    expect(tickParticular(EMPTY_LINE, [partly], partly.id, true, ON).line.total).toBe(6_000);
  });
});

describe('the account, medium and date', () => {
  it('offers only the mediums an account accepts, in the spec’s order', () => {
    expect(acceptedMediums('GOOGLE_PAY,CASH, neft ,BITCOIN')).toEqual([
      'CASH',
      'NEFT',
      'GOOGLE_PAY',
    ]);
    expect(acceptedMediums('')).toEqual([]);
    expect(acceptedMediums(null)).toEqual([]);
  });

  it('records the method group of the medium chosen', () => {
    expect(methodOfMedium('CASH')).toBe('CASH');
    // UPI is its own group (issue 22), not net banking.
    expect(methodOfMedium('GOOGLE_PAY')).toBe('UPI');
    expect(methodOfMedium('BHIM_UPI')).toBe('UPI');
    expect(methodOfMedium('NEFT')).toBe('NET_BANKING');
    expect(methodOfMedium('BANK_CHEQUE')).toBe('MANUAL');
    expect(methodOfMedium('MONEY_ORDER')).toBe('MONEY_ORDER');
  });

  it('bounds a manual date by today and the day before the session start', () => {
    expect(dayBefore('2026-04-01')).toBe('2026-03-31');
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    expect(dayBefore('2026-01-01')).toBe('2025-12-31');
    const bounds = manualDateBounds('2026-11-23', '2026-04-01');
    expect(bounds).toEqual({ min: '2026-03-31', max: '2026-11-23' });
    expect(manualDateError('2026-03-31', bounds)).toBeUndefined();
    expect(manualDateError('2026-11-23', bounds)).toBeUndefined();
    expect(manualDateError('2026-03-30', bounds)).toMatch(/day before the session/);
    expect(manualDateError('2026-11-24', bounds)).toMatch(/after today/);
    expect(manualDateError('', bounds)).toBe(PAYMENT_FORM_MESSAGES.dateRequired);
    expect(manualDateBounds('2026-11-23', null)).toEqual({ min: undefined, max: '2026-11-23' });
  });
});
