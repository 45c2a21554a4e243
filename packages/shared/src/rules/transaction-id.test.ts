import { describe, expect, it } from 'vitest';
import { newTransactionId } from './transaction-id.js';

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
