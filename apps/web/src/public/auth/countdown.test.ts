import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from './countdown';
import { deadlinesFrom, restoreDeadlines } from './otp-timers';
import { readOtpUser, writeOtpUser } from './otp-user';

describe('countdowns', () => {
  it('formats minutes and seconds', () => {
    expect(formatCountdown(299)).toBe('04:59');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
    expect(formatCountdown(3723)).toBe('1:02:03');
  });

  it('counts whole seconds left, never below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });

  it('a new code allows Resend after 61 s and expires after 299 s, or as the server says', () => {
    expect(deadlinesFrom(1000)).toEqual({ resendAt: 62_000, expiresAt: 300_000 });
    expect(deadlinesFrom(0, { resendAfterSeconds: 30, expiresInSeconds: 100 })).toEqual({
      resendAt: 30_000,
      expiresAt: 100_000,
    });
  });

  it('keeps stored deadlines across a reload while the code lives', () => {
    const user = { username: 'a_b', resendAt: 5000, expiresAt: 50_000 };
    expect(restoreDeadlines(user, 10_000)).toEqual({ resendAt: 5000, expiresAt: 50_000 });
    expect(restoreDeadlines(user, 60_000)).toEqual(deadlinesFrom(60_000));
    expect(restoreDeadlines({ username: 'a_b' }, 0)).toEqual(deadlinesFrom(0));
  });
});

describe('otpUser in sessionStorage', () => {
  const store = () => {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
  };

  it('round-trips and rejects what is not a user', () => {
    const s = store();
    writeOtpUser({ username: 'ravi_kumar', maskedEmail: 'ra***@x.in' }, s);
    expect(readOtpUser(s)).toEqual({ username: 'ravi_kumar', maskedEmail: 'ra***@x.in' });
    s.setItem('otpUser', '"plain_name"');
    expect(readOtpUser(s)).toEqual({ username: 'plain_name' });
    s.setItem('otpUser', '{"username":""}');
    expect(readOtpUser(s)).toBeUndefined();
    s.setItem('otpUser', 'not json');
    expect(readOtpUser(s)).toBeUndefined();
    expect(readOtpUser(undefined)).toBeUndefined();
  });
});
