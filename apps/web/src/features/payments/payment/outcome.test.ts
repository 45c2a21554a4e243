import { describe, expect, it } from 'vitest';
import { paymentOutcome } from './outcome';

describe('Save’s answer (spec §4 Payment response)', () => {
  it('opens the receipt of a recorded payment', () => {
    expect(
      paymentOutcome({
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
      paymentOutcome({
        message: 'Transaction ID ABC is already recorded (receipt 7).',
        transactionPk: 't1',
        receiptUrl: '/rest/payment/receipt/transaction?groupId=i&id=t1',
      }),
    ).toEqual({ kind: 'notice', message: 'Transaction ID ABC is already recorded (receipt 7).' });
  });

  it('shows the message of a 299 that names no receipt', () => {
    expect(paymentOutcome({ message: 'Transaction ID ABC is already recorded.' })).toEqual({
      kind: 'notice',
      message: 'Transaction ID ABC is already recorded.',
    });
  });
});
