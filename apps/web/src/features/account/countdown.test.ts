import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from './countdown';

describe('code countdowns', () => {
  it('reads minutes and seconds', () => {
    expect(formatCountdown(299)).toBe('4:59');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(0.2)).toBe('0:01');
    expect(formatCountdown(-5)).toBe('0:00');
  });
  it('counts down to a deadline and stops at zero', () => {
    expect(secondsLeft(null, 1000)).toBe(0);
    expect(secondsLeft(61_000, 0)).toBe(61);
    expect(secondsLeft(61_000, 60_500)).toBe(1);
    expect(secondsLeft(61_000, 70_000)).toBe(0);
  });
});
