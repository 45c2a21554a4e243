import { describe, expect, it } from 'vitest';
import { newTransactionId, TRANSACTION_ID_PATTERN, transactionIdKey } from './transaction-id.js';

describe('newTransactionId (spec §5, §9)', () => {
  it('is 15 random uppercase letters', () => {
    const id = newTransactionId();
    expect(id).toMatch(/^[A-Z]{15}$/);
    expect(newTransactionId()).not.toBe(id);
  });

  it('maps the random values onto A–Z', () => {
    const ids = newTransactionId((a) => a.map((_, i) => i + 24));
    expect(ids).toBe('YZABCDEFGHIJKLM');
  });
});

describe('transactionIdKey: the ID as the bank compares it', () => {
  it('ignores case and spaces, around and inside', () => {
    expect(transactionIdKey('CHQ1795862049999')).toBe('CHQ1795862049999');
    expect(transactionIdKey('chq1795862049999')).toBe('CHQ1795862049999');
    expect(transactionIdKey(' CHQ 123 ')).toBe('CHQ123');
    expect(transactionIdKey('chq  1 2\t3')).toBe('CHQ123');
    expect(transactionIdKey('UTR-4455/66.a_b')).toBe('UTR-4455/66.A_B');
  });

  it('keeps the other characters: a hyphen or a slash still tells two references apart', () => {
    expect(transactionIdKey('CHQ-123')).not.toBe(transactionIdKey('CHQ123'));
    expect(transactionIdKey('A/1')).not.toBe(transactionIdKey('A.1'));
  });

  it('keeps the gateway’s pay_… ids as they come (they are case-sensitive)', () => {
    expect(transactionIdKey('pay_AbCdEfGhIjKlMn')).toBe('pay_AbCdEfGhIjKlMn');
    expect(transactionIdKey('pay_abcdefghijklmn')).toBe('pay_abcdefghijklmn');
    expect(transactionIdKey(' pay_AbCdEfGhIjKlMn ')).toBe('pay_AbCdEfGhIjKlMn');
    // Typed in another case it is a typed ID like any other.
    expect(transactionIdKey('PAY_AbCd')).toBe('PAY_ABCD');
  });

  it('is idempotent, and its keys pass the pattern (a migrated clash with # never does)', () => {
    for (const id of ['chq 1 2 3', 'pay_AbC', 'utr-1/2.3_x', 'ABCDEFGHIJKLMNO']) {
      const key = transactionIdKey(id);
      expect(transactionIdKey(key)).toBe(key);
      expect(TRANSACTION_ID_PATTERN.test(key)).toBe(true);
    }
    expect(TRANSACTION_ID_PATTERN.test('CHQ123#9b1d')).toBe(false);
    expect(TRANSACTION_ID_PATTERN.test('CHQ 123')).toBe(true);
    expect(TRANSACTION_ID_PATTERN.test(' CHQ')).toBe(false);
  });
});
