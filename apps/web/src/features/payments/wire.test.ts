import { describe, expect, it } from 'vitest';
import { constantLabel, readAccounts, readCartDues, readPaymentAnswer } from './wire';

describe('Save’s answer (spec §4 Payment response)', () => {
  it('opens the receipt of a recorded payment', () => {
    expect(
      readPaymentAnswer({
        message: 'Payment recorded.',
        transactionPk: 't1',
        records: [{ id: 'r1', userProfileId: 'p1', receiptNumber: 7 }],
        receiptUrl: '/rest/payment/receipt/transaction?groupId=i&id=t1',
      }),
    ).toEqual({
      kind: 'saved',
      receiptUrl: '/rest/payment/receipt/transaction?groupId=i&id=t1',
      transactionPk: 't1',
    });
  });

  it('shows the message of a 299, even when it names the earlier receipt', () => {
    expect(
      readPaymentAnswer({
        message: 'Transaction ID ABC is already recorded (receipt 7).',
        transactionPk: 't1',
        receiptUrl: '/rest/payment/receipt/transaction?groupId=i&id=t1',
      }),
    ).toEqual({ kind: 'notice', message: 'Transaction ID ABC is already recorded (receipt 7).' });
  });

  it('warns when the answer is missing or has no receipt', () => {
    expect(readPaymentAnswer(undefined)).toEqual({ kind: 'missing' });
    expect(readPaymentAnswer('')).toEqual({ kind: 'missing' });
    expect(readPaymentAnswer({ records: [] })).toEqual({ kind: 'missing' });
  });
});

describe('the dues of the cart’s students', () => {
  it('reads each student’s fees and transport dues, leaving out what it cannot read', () => {
    const due = {
      id: 'd1',
      particular: 'Term 1',
      dueDate: '2026-04-10',
      position: 1,
      kind: 'CHARGE',
      amount: 1000,
      paid: 200,
      discount: 0,
      remaining: 800,
      payable: 800,
      overdue: true,
      previousCarryOver: false,
      source: 'STRUCTURE',
    };
    const [student, ...rest] = readCartDues([
      {
        student: {
          userProfileId: 'p1',
          fullName: 'Rohan Mehta',
          className: 'Class 5 A',
          sessionId: 's1',
        },
        fees: [due, { id: 'bad' }],
        transport: [],
      },
      { student: {} },
      'junk',
    ]);
    expect(rest).toEqual([]);
    expect(student).toMatchObject({
      userProfileId: 'p1',
      fullName: 'Rohan Mehta',
      className: 'Class 5 A',
      sessionId: 's1',
      dues: { TRANSPORTATION_FEES: [] },
    });
    expect(student?.dues.FEES).toEqual([
      {
        id: 'd1',
        particular: 'Term 1',
        dueDate: '2026-04-10',
        position: 1,
        kind: 'CHARGE',
        amount: 1000,
        paid: 200,
        discount: 0,
        previousCarryOver: false,
        overdue: true,
        source: 'STRUCTURE',
      },
    ]);
    expect(readCartDues({ items: [] })).toEqual([]);
  });
});

describe('financial accounts and names', () => {
  it('reads the mediums as the spec’s comma-separated text', () => {
    expect(
      readAccounts([
        {
          id: 'a',
          accountName: 'Cash box',
          acceptanceMediums: 'CASH',
          bankName: null,
          active: true,
        },
        { id: 'b', accountName: 'Bank', acceptanceMediums: ['NEFT', 'RTGS'], active: false },
        { accountName: 'no id' },
      ]),
    ).toEqual([
      { id: 'a', accountName: 'Cash box', acceptanceMediums: 'CASH', bankName: null, active: true },
      {
        id: 'b',
        accountName: 'Bank',
        acceptanceMediums: 'NEFT,RTGS',
        bankName: null,
        active: false,
      },
    ]);
  });

  it('names the spec’s constants for people', () => {
    expect(constantLabel('GOOGLE_PAY')).toBe('Google Pay');
    expect(constantLabel('BHIM_UPI')).toBe('BHIM UPI');
    expect(constantLabel('NET_BANKING')).toBe('Net Banking');
    expect(constantLabel('TRANSPORTATION_FEES')).toBe('Transport fees');
  });
});
