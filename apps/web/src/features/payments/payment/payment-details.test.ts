import type { FinancialAccountView } from '@shala/shared';
import { commonPaymentRequest, PAYMENT_FORM_MESSAGES } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import type { CartStudentRef } from '../cart';
import {
  commonPaymentBody,
  detailsErrors,
  indianDay,
  type PaymentDetails,
  transactionDateOf,
  withAccount,
} from './payment-details';
import { paymentScope, sessionStartOf } from './scope';
import { EMPTY_FORM, updateStudentForm } from './student-form';

const account = (id: string, mediums: string, active = true): FinancialAccountView => ({
  id,
  accountName: id,
  acceptanceMediums: mediums,
  bankName: null,
  active,
});
const cashBox = account('cash-box', 'CASH');
const bank = account('bank', 'NEFT,GOOGLE_PAY,BANK_CHEQUE');
const closed = account('closed', 'CASH', false);
const details: PaymentDetails = {
  transactionId: 'ABCDEFGHIJKLMNO',
  accountId: 'bank',
  medium: 'NEFT',
  dateMode: 'now',
  manualDay: '',
};
const bounds = { min: '2026-03-31', max: '2026-11-23' };

describe('the payment’s shared details', () => {
  it('need a transaction ID, an active account and a medium it accepts', () => {
    expect(detailsErrors(details, [cashBox, bank], bounds)).toEqual({});
    expect(
      detailsErrors(
        { ...details, transactionId: '', accountId: 'closed', medium: '' },
        [closed],
        bounds,
      ),
    ).toEqual({
      transactionId: PAYMENT_FORM_MESSAGES.transactionIdRequired,
      accountId: PAYMENT_FORM_MESSAGES.accountRequired,
      medium: PAYMENT_FORM_MESSAGES.mediumRequired,
    });
    expect(detailsErrors({ ...details, medium: 'CASH' }, [bank], bounds)).toEqual({
      medium: PAYMENT_FORM_MESSAGES.mediumRequired,
    });
  });

  it('check a manual date against its bounds', () => {
    const manual = { ...details, dateMode: 'manual' as const };
    expect(detailsErrors({ ...manual, manualDay: '2026-03-31' }, [bank], bounds)).toEqual({});
    expect(detailsErrors({ ...manual, manualDay: '2026-03-30' }, [bank], bounds).manualDay).toMatch(
      /session/,
    );
    expect(detailsErrors({ ...manual, manualDay: '' }, [bank], bounds).manualDay).toBe(
      PAYMENT_FORM_MESSAGES.dateRequired,
    );
  });

  it('keep the medium when the new account takes it, else its only one, else none', () => {
    expect(withAccount({ ...details, medium: 'GOOGLE_PAY' }, bank).medium).toBe('GOOGLE_PAY');
    expect(withAccount(details, cashBox)).toMatchObject({ accountId: 'cash-box', medium: 'CASH' });
    expect(withAccount({ ...details, medium: 'CASH' }, bank).medium).toBe('');
    expect(withAccount(details, undefined)).toMatchObject({ accountId: '', medium: '' });
  });

  it('send no date for “now”, now for today, and noon in India of an earlier day', () => {
    // 23 Nov 2026, 00:30 in India is still 22 Nov in UTC.
    const now = new Date('2026-11-22T19:00:00Z');
    expect(indianDay(now)).toBe('2026-11-23');
    expect(transactionDateOf(details, now)).toBeUndefined();
    const manual = { ...details, dateMode: 'manual' as const };
    expect(transactionDateOf({ ...manual, manualDay: '2026-11-23' }, now)).toBe(now.toISOString());
    expect(transactionDateOf({ ...manual, manualDay: '2026-11-01' }, now)).toBe(
      '2026-11-01T06:30:00.000Z',
    );
  });

  it('make the multi-student body with its method group, sent with the students as JSON text', () => {
    const dues = [
      {
        id: 'd1',
        particular: 'Term 1',
        dueDate: '2026-04-10',
        position: 0,
        kind: 'CHARGE' as const,
        amount: 500_00,
        paid: 0,
        discount: 0,
      },
    ];
    const form = updateStudentForm(EMPTY_FORM, { type: 'amount', text: '200' });
    const body = commonPaymentBody({
      groupId: 'i1',
      recordType: 'FEES',
      details: { ...details, medium: 'GOOGLE_PAY', transactionId: '  TXN1  ' },
      students: [
        { userProfileId: 'p1', dues, form },
        { userProfileId: 'p2', dues, form: EMPTY_FORM },
      ],
      now: new Date(),
    });
    expect(body).toEqual({
      groupId: 'i1',
      recordType: 'FEES',
      transactionId: 'TXN1',
      financialAccountId: 'bank',
      paymentMethod: 'UPI',
      paymentMedium: 'GOOGLE_PAY',
      paymentRecordNewInputDtoList: [
        { userProfileId: 'p1', paid: { d1: 200_00 }, totalAmountPaid: 200_00, discount: 0 },
      ],
    });
    // Sent with the list as the spec's JSON text.
    expect(commonPaymentRequest(body).paymentRecordNewInputDtoList).toBe(
      JSON.stringify([
        { userProfileId: 'p1', paid: { d1: 200_00 }, totalAmountPaid: 200_00, discount: 0 },
      ]),
    );
  });
});

describe('where the cart’s payment is recorded', () => {
  const ref = (id: string, classId?: string, instituteId?: string): CartStudentRef => ({
    userProfileId: id,
    fullName: id,
    classId,
    instituteId,
  });

  it('in the class its students share, else their institute', () => {
    expect(paymentScope([ref('a', 'c1', 'i1'), ref('b', 'c1', 'i1')], 'i9')).toMatchObject({
      instituteId: 'i1',
      groupId: 'c1',
    });
    expect(paymentScope([ref('a', 'c1', 'i1'), ref('b', 'c2', 'i1')], 'i9')).toMatchObject({
      instituteId: 'i1',
      groupId: 'i1',
    });
  });

  it('for one institute at a time, the default one for entries that name none', () => {
    const scope = paymentScope([ref('a', 'c1'), ref('b', 'c7', 'i2'), ref('c', 'c2', 'i1')], 'i1');
    expect(scope?.paying.map((s) => s.userProfileId)).toEqual(['a', 'c']);
    expect(scope?.elsewhere.map((s) => s.userProfileId)).toEqual(['b']);
    expect(paymentScope([ref('a')], null)).toBeUndefined();
  });

  it('bounds the date by the earliest session the students pay in, else the active one', () => {
    const sessions = [
      {
        id: 's1',
        name: '2025-26',
        startDate: '01/04/2025',
        endDate: '31/03/2026',
        activeStatus: 'false' as const,
      },
      {
        id: 's2',
        name: '2026-27',
        startDate: '01/04/2026',
        endDate: '31/03/2027',
        activeStatus: 'true' as const,
      },
    ];
    expect(sessionStartOf(sessions, ['s2'])).toBe('2026-04-01');
    expect(sessionStartOf(sessions, ['s2', 's1'])).toBe('2025-04-01');
    expect(sessionStartOf(sessions, [null])).toBe('2026-04-01');
    expect(sessionStartOf([], ['s1'])).toBeUndefined();
  });
});
