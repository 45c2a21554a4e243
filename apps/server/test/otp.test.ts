import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './app.js';
import { login, mailedCode, post, register } from './auth-helpers.js';

let t: TestContext;
const email = 'ravi.kumar@example.com';
const confirm = (otp: string) => post(t, '/rest/auth/otp/confirm', { username: 'ravi_kumar', otp });
const resend = () => post(t, '/rest/auth/otp/resend', { username: 'ravi_kumar' });
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

beforeEach(async () => {
  t = await buildTestApp();
  expect((await register(t)).statusCode).toBe(201);
});
afterEach(async () => {
  await t.app.close();
});

describe('one-time code', () => {
  it('works until 299 s and has expired at 299 s', async () => {
    const code = mailedCode(t, email);
    t.clock.advanceSeconds(298);
    expect((await confirm(wrong(code))).statusCode).toBe(400);
    t.clock.advanceSeconds(1);
    const late = await confirm(code);
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('OTP_EXPIRED');
  });

  it('is accepted just before expiry, once only', async () => {
    const code = mailedCode(t, email);
    t.clock.advanceSeconds(298);
    const ok = await confirm(code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBeTruthy();
    expect((await confirm(code)).statusCode).toBe(409);
    expect((await login(t, 'ravi_kumar')).statusCode).toBe(200);
  });

  it('refuses a resend before 61 s with the wait, and allows it after', async () => {
    t.clock.advanceSeconds(60);
    const early = await resend();
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({
      code: 'RATE_LIMITED',
      maskedEmail: 'ra********@example.com',
      resendAfterSeconds: 1,
      expiresInSeconds: 239,
    });
    expect(early.json().message).toContain('1 seconds');
    expect(t.mailer.sent).toHaveLength(1);

    t.clock.advanceSeconds(1);
    const res = await resend();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      maskedEmail: 'ra********@example.com',
      resendAfterSeconds: 61,
      expiresInSeconds: 299,
    });
    expect(t.mailer.sent).toHaveLength(2);
  });

  it('a new code voids the old one', async () => {
    const first = mailedCode(t, email);
    t.clock.advanceSeconds(61);
    await resend();
    const second = mailedCode(t, email);
    // The old code is now simply a wrong one.
    if (first !== second) expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it('says "Please enter valid otp!" to a wrong code and voids the code at the 5th wrong try', async () => {
    const code = mailedCode(t, email);
    for (let i = 1; i <= 4; i += 1) {
      const res = await confirm(wrong(code));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter valid otp!');
    }
    const fifth = await confirm(wrong(code));
    expect(fifth.statusCode).toBe(410);
    expect(fifth.json().code).toBe('OTP_EXPIRED');
    const right = await confirm(code);
    expect(right.statusCode).toBe(410);
  });

  it('takes the e-mail address in place of the username', async () => {
    const code = mailedCode(t, email);
    const res = await post(t, '/rest/auth/otp/confirm', {
      username: 'RAVI.KUMAR@example.com',
      otp: code,
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 for an unknown username and refuses a malformed code', async () => {
    const unknown = await post(t, '/rest/auth/otp/resend', { username: 'nobody_here' });
    expect(unknown.statusCode).toBe(404);
    const bad = await confirm('12a456');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter valid otp!');
  });
});
