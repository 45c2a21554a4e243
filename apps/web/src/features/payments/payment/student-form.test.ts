import { type DueParticular, PAYMENT_MESSAGES } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FORM,
  paymentInputList,
  type StudentForm,
  type StudentFormEvent,
  studentErrors,
  studentsReady,
  updateStudentForm,
} from './student-form';

/** The payment's day: before every due date here, so every discount particular applies. */
const ON = '2000-01-01';

const due = (id: string, kind: DueParticular['kind'], amount: number, dueDate: string) =>
  ({ id, particular: id, dueDate, position: 0, kind, amount, paid: 0, discount: 0 }) as const;
const term1 = due('t1', 'CHARGE', 10_000_00, '2026-04-10');
const term2 = due('t2', 'CHARGE', 8_000_00, '2026-07-10');
const dues = [term1, term2];

const run = (...events: StudentFormEvent[]) =>
  events.reduce<StudentForm>((form, event) => updateStudentForm(form, event), EMPTY_FORM);

describe('a student’s payment fields', () => {
  it('keeps the typed amount and shows the total beside it', () => {
    const form = run({ type: 'amount', text: '2500.5' });
    expect(form).toMatchObject({
      amountText: '2500.5',
      totalText: '2500.50',
      discountText: '',
      line: { amount: 250050, discount: 0, total: 250050 },
    });
  });

  it('a discount lowers the amount and keeps the total', () => {
    const form = run(
      { type: 'amount', text: '10000' },
      { type: 'showDiscount', show: true },
      { type: 'discount', text: '1000' },
    );
    expect(form).toMatchObject({
      amountText: '9000',
      discountText: '1000',
      totalText: '10000',
      showDiscount: true,
      line: { amount: 9_000_00, discount: 1_000_00, total: 10_000_00 },
    });
  });

  it('a discount above the total clears the fields with the spec’s warning', () => {
    const form = run(
      { type: 'amount', text: '100' },
      { type: 'showDiscount', show: true },
      { type: 'discount', text: '150' },
    );
    expect(form).toMatchObject({
      amountText: '',
      discountText: '',
      totalText: '',
      line: { amount: 0, discount: 0, total: 0 },
      warning: PAYMENT_MESSAGES.discountTooLarge,
      showDiscount: true,
    });
    expect(updateStudentForm(form, { type: 'amount', text: '5' }).warning).toBeUndefined();
  });

  it('closing the discount takes it off and gives it back to the amount', () => {
    const form = run(
      { type: 'amount', text: '900' },
      { type: 'showDiscount', show: true },
      { type: 'discount', text: '100' },
      { type: 'showDiscount', show: false },
    );
    expect(form).toMatchObject({
      amountText: '900',
      line: { amount: 900_00, discount: 0, total: 900_00 },
      discountText: '',
      showDiscount: false,
    });
  });

  it('keeps an unreadable text with the spec’s message and the last good line', () => {
    const form = run({ type: 'amount', text: '500' }, { type: 'amount', text: '5o0' });
    expect(form.amountText).toBe('5o0');
    expect(form.line.amount).toBe(500_00);
    expect(studentErrors(form, 18_000_00)).toEqual({
      amount: 'Amount can have only numeric values',
    });
    expect(studentsReady([{ userProfileId: 'p', dues, form }], ON)).toBe(false);
  });

  it('ticking a particular fills the total with what settles it', () => {
    const form = run({ type: 'tick', dues, dueId: 't2', ticked: true, on: ON });
    expect(form).toMatchObject({ totalText: '18000', amountText: '18000' });
    const cleared = updateStudentForm(form, {
      type: 'tick',
      dues,
      dueId: 't2',
      ticked: false,
      on: ON,
    });
    expect(cleared).toMatchObject({ totalText: '10000', amountText: '10000' });
  });

  it('refuses a total above what is owed and a discount larger than the amount', () => {
    const over = run({ type: 'total', text: '18000.01' });
    expect(studentErrors(over, 18_000_00)).toEqual({ total: PAYMENT_MESSAGES.amountExceeding });
    const generous = run(
      { type: 'total', text: '1000' },
      { type: 'showDiscount', show: true },
      { type: 'discount', text: '600' },
    );
    expect(studentErrors(generous, 18_000_00)).toEqual({
      discount: PAYMENT_MESSAGES.discountTooLarge,
    });
  });
});

describe('the students of one payment', () => {
  const paying = run({ type: 'amount', text: '12000' });
  const nothing = EMPTY_FORM;

  it('may be saved when one pays something and none is refused', () => {
    expect(studentsReady([{ userProfileId: 'a', dues, form: nothing }], ON)).toBe(false);
    expect(
      studentsReady(
        [
          { userProfileId: 'a', dues, form: nothing },
          { userProfileId: 'b', dues, form: paying },
        ],
        ON,
      ),
    ).toBe(true);
    const over = run({ type: 'amount', text: '99999' });
    expect(
      studentsReady(
        [
          { userProfileId: 'a', dues, form: over },
          { userProfileId: 'b', dues, form: paying },
        ],
        ON,
      ),
    ).toBe(false);
  });

  it('sends each paying student’s paid-map, amount and discount', () => {
    const discounted = run(
      { type: 'total', text: '9000' },
      { type: 'showDiscount', show: true },
      { type: 'discount', text: '1000' },
    );
    expect(
      paymentInputList(
        [
          { userProfileId: 'a', dues, form: nothing },
          { userProfileId: 'b', dues, form: paying },
          { userProfileId: 'c', dues, form: discounted },
        ],
        ON,
      ),
    ).toEqual([
      {
        userProfileId: 'b',
        paid: { t1: 10_000_00, t2: 2_000_00 },
        totalAmountPaid: 12_000_00,
        discount: 0,
      },
      {
        userProfileId: 'c',
        paid: { t1: 9_000_00 },
        totalAmountPaid: 8_000_00,
        discount: 1_000_00,
      },
    ]);
  });
});
