import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { login, post, register, verifiedAccount } from '../support/auth-helpers.js';

// Review finding 9: the per-account limits were keyed by the typed text, so
// 11 × POST /rest/auth/otp/confirm {"username":"swati_kapoor"} ended in 429 while the same
// account's e-mail form still answered 410: 20 guesses per 15 minutes instead of 10. The limit
// is now keyed by the account the name resolves to; the typed name keeps a limit of its own.
const t = useTestApp();

const confirm = (username: string) =>
  post(t, '/rest/auth/otp/confirm', { username, otp: '000000' });

describe('finding 9: one budget per account, whichever name is typed', () => {
  it('11 code confirmations split across username and e-mail end in 429', async () => {
    await register(t, { fName: 'Swati', lName: 'Kapoor', email: 'swati.kapoor@example.com' });
    const names = ['swati_kapoor', 'Swati.Kapoor@example.com'];
    for (let i = 0; i < 10; i += 1) {
      const res = await confirm(names[i % 2] ?? '');
      expect(res.statusCode, `try ${i + 1}`).not.toBe(429);
    }
    for (const name of names) {
      const res = await confirm(name);
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('RATE_LIMITED');
    }
  });

  it('11 sign-in tries split across username and e-mail end in 429', async () => {
    const { username, email } = await verifiedAccount(t);
    for (let i = 0; i < 10; i += 1) {
      const res = await login(t, i < 5 ? username : email, 'Wrong@Guess99');
      expect(res.statusCode).toBe(401);
    }
    expect((await login(t, email.toUpperCase())).statusCode).toBe(429);
    expect((await login(t, username)).statusCode).toBe(429);
    t.clock.advanceSeconds(15 * 60);
    expect((await login(t, email)).statusCode).toBe(200);
  });

  it('resends share the account budget too: 10 an hour', async () => {
    await register(t, { fName: 'Swati', lName: 'Kapoor', email: 'swati.kapoor@example.com' });
    for (let i = 0; i < 10; i += 1) {
      const name = i % 2 ? 'swati_kapoor' : 'swati.kapoor@example.com';
      expect((await post(t, '/rest/auth/otp/resend', { username: name })).statusCode).toBe(200);
    }
    const res = await post(t, '/rest/auth/otp/resend', { username: 'swati_kapoor' });
    expect(res.statusCode).toBe(429);
  });

  it('a name with no account is limited the same, so the limit tells nothing', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await login(t, 'nobody_here', 'Wrong@Guess99')).statusCode).toBe(401);
    }
    expect((await login(t, 'nobody_here', 'Wrong@Guess99')).statusCode).toBe(429);
  });
});
