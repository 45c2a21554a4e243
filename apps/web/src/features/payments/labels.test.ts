import { describe, expect, it } from 'vitest';
import { constantLabel } from './labels';

describe('the spec’s constants named for people', () => {
  it('names payment mediums and method groups', () => {
    expect(constantLabel('GOOGLE_PAY')).toBe('Google Pay');
    expect(constantLabel('BHIM_UPI')).toBe('BHIM UPI');
    expect(constantLabel('NET_BANKING')).toBe('Net Banking');
    expect(constantLabel('PHONE_PE')).toBe('PhonePe');
  });

  it('names the record types', () => {
    expect(constantLabel('FEES')).toBe('Fees');
    expect(constantLabel('TRANSPORTATION_FEES')).toBe('Transport fees');
  });
});
