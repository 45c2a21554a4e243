import { describe, expect, it } from 'vitest';
import { dayText, isoOfWire, monthsAfter } from './days';

describe('transport days', () => {
  it('shows, converts and steps days', () => {
    expect(dayText('2026-04-10')).toBe('10 Apr 2026');
    expect(dayText('soon')).toBe('soon');
    expect(isoOfWire('01/04/2026')).toBe('2026-04-01');
    expect(monthsAfter('2026-04-01', 9)).toBe('2027-01-10');
    expect(monthsAfter('2026-11-15', 2, 1)).toBe('2027-01-01');
  });
});
