import { describe, expect, it } from 'vitest';
import { PAYMENT_MAX_PAISE } from '../constants/payments.js';
import { PAYMENT_TEXTS } from '../schemas/payments/messages.js';
import {
  commonPaymentBodySchema,
  commonPaymentRequest,
  singlePaymentBodySchema,
  studentPaymentSchema,
} from '../schemas/payments/records.js';
import { discountAboveAmount, linePays, paymentLineError } from './payment-line.js';

const DUE = '00000000-0000-4000-8000-000000000001';
const STUDENT = '00000000-0000-4000-8000-000000000002';
const GROUP = '00000000-0000-4000-8000-000000000003';
const ACCOUNT = '00000000-0000-4000-8000-000000000004';

describe('one student’s line of a payment (spec §4, §5)', () => {
  it('takes whole paise paying something, a discount up to the amount', () => {
    expect(paymentLineError({ amount: 1_000, discount: 0 })).toBeUndefined();
    expect(paymentLineError({ amount: 1_000, discount: 1_000 })).toBeUndefined();
    expect(paymentLineError({ amount: PAYMENT_MAX_PAISE, discount: 0 })).toBeUndefined();
  });

  it.each([
    ['a negative amount', { amount: -100, discount: 0 }],
    ['a negative discount', { amount: 100, discount: -1 }],
    ['a fraction of a paisa', { amount: 100.5, discount: 0 }],
    ['a discount in fractions', { amount: 100, discount: 0.25 }],
    ['paise as text', { amount: '100', discount: 0 }],
    ['a discount as text', { amount: 100, discount: '0' }],
    ['no amount', { amount: undefined, discount: 0 }],
    ['not a number', { amount: Number.NaN, discount: 0 }],
    ['infinity', { amount: Number.POSITIVE_INFINITY, discount: 0 }],
    ['above the limit', { amount: PAYMENT_MAX_PAISE + 1, discount: 0 }],
  ])('refuses %s as money', (_name, line) => {
    expect(paymentLineError(line)).toBe(PAYMENT_TEXTS.money);
  });

  it('refuses a line paying nothing, then a discount above the amount, in the spec’s words', () => {
    expect(paymentLineError({ amount: 0, discount: 0 })).toBe(
      'Enter an amount or a discount for the payment.',
    );
    expect(paymentLineError({ amount: 999, discount: 1_000 })).toBe(
      'Discount cannot be granted if the amount paid is less than the discount.',
    );
    expect(paymentLineError({ amount: 0, discount: 1 })).toBe(PAYMENT_TEXTS.discountTooLarge);
  });

  it('answers the form’s two questions on their own', () => {
    expect(linePays({ amount: 0, discount: 0 })).toBe(false);
    expect(linePays({ amount: 0, discount: 1 })).toBe(true);
    expect(discountAboveAmount({ amount: 1, discount: 2 })).toBe(true);
    expect(discountAboveAmount({ amount: 2, discount: 2 })).toBe(false);
  });
});

describe('the body schemas hold the same rule', () => {
  const line = (over: Record<string, unknown> = {}) => ({
    userProfileId: STUDENT,
    paid: { [DUE]: 1_000 },
    totalAmountPaid: 1_000,
    discount: 0,
    ...over,
  });
  const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? undefined : result.error?.issues[0]?.message;

  it.each([
    ['a line paying nothing', { totalAmountPaid: 0, discount: 0 }, PAYMENT_TEXTS.nothingPaid],
    ['a discount above the amount', { discount: 1_001 }, PAYMENT_TEXTS.discountTooLarge],
    ['negative paise', { totalAmountPaid: -1 }, PAYMENT_TEXTS.money],
    ['a fraction of a paisa', { totalAmountPaid: 10.5 }, PAYMENT_TEXTS.money],
    ['paise as text', { totalAmountPaid: '1000' }, PAYMENT_TEXTS.money],
    ['a discount as text', { discount: '5' }, PAYMENT_TEXTS.money],
  ])('a student of the list refuses %s', (_name, over, message) => {
    expect(messageOf(studentPaymentSchema.safeParse(line(over)))).toBe(message);
  });

  it('names the field the rule refuses', () => {
    const discount = studentPaymentSchema.safeParse(line({ discount: 2_000 }));
    expect(discount.error?.issues[0]?.path).toEqual(['discount']);
    const nothing = studentPaymentSchema.safeParse(line({ totalAmountPaid: 0 }));
    expect(nothing.error?.issues[0]?.path).toEqual(['totalAmountPaid']);
  });

  it('the single payment refuses what the list refuses', () => {
    const body = {
      groupId: GROUP,
      sessionId: GROUP,
      userProfileId: STUDENT,
      recordType: 'FEES',
      transactionId: 'CHQ 1',
      financialAccountId: ACCOUNT,
      paymentMedium: 'CASH',
      amount: 1_000,
      paidMap: {},
    };
    expect(singlePaymentBodySchema.safeParse(body).success).toBe(true);
    expect(messageOf(singlePaymentBodySchema.safeParse({ ...body, amount: 0 }))).toBe(
      PAYMENT_TEXTS.nothingPaid,
    );
    expect(
      messageOf(singlePaymentBodySchema.safeParse({ ...body, amount: 10, discount: 11 })),
    ).toBe(PAYMENT_TEXTS.discountTooLarge);
    expect(messageOf(singlePaymentBodySchema.safeParse({ ...body, amount: -10 }))).toBe(
      PAYMENT_TEXTS.money,
    );
  });

  it('reads the browser’s request (the list as JSON text) back into the body it was made from', () => {
    const body = commonPaymentBodySchema.parse({
      groupId: GROUP,
      recordType: 'FEES',
      transactionId: 'TXN1',
      financialAccountId: ACCOUNT,
      paymentMedium: 'CASH',
      paymentRecordNewInputDtoList: [line(), line({ userProfileId: DUE, discount: 500 })],
    });
    const request = commonPaymentRequest(body);
    expect(typeof request.paymentRecordNewInputDtoList).toBe('string');
    expect(commonPaymentBodySchema.parse(request)).toEqual(body);
    const refused = commonPaymentBodySchema.safeParse({
      ...request,
      paymentRecordNewInputDtoList: JSON.stringify([line({ discount: 5_000 })]),
    });
    expect(messageOf(refused)).toBe(PAYMENT_TEXTS.discountTooLarge);
  });
});
