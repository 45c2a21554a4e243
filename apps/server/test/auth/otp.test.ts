import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { login, mailedCode, post, register } from '../support/auth-helpers.js';

const t = useTestApp();
const email = 'ravi.kumar@example.com';
const confirm = (otp: string) => post(t, '/rest/auth/otp/confirm', { username: 'ravi_kumar', otp });
const resend = () => post(t, '/rest/auth/otp/resend', { username: 'ravi_kumar' });
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

beforeEach(async () => {
  expect((await register(t)).statusCode).toBe(201);
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
    // Again: answered as a wrong code, as for a name with no account (nothing to enumerate).
    const again = await confirm(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Please enter valid otp!');
    expect((await login(t, 'ravi_kumar')).statusCode).toBe(200);
  });

  it('mails no new code before 61 s, yet answers as when it mails one', async () => {
    const answer = {
      resendAfterSeconds: 61,
      expiresInSeconds: 299,
      message:
        'If this account is waiting for its email to be verified, we have mailed it a new code.',
    };
    t.clock.advanceSeconds(60);
    const early = await resend();
    expect(early.statusCode).toBe(200);
    expect(early.json()).toEqual(answer);
    expect(t.mailer.sent).toHaveLength(1);

    t.clock.advanceSeconds(1);
    const res = await resend();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(answer);
    expect(t.mailer.sent).toHaveLength(2);
  });

  it('names the masked e-mail only when the e-mail was typed', async () => {
    t.clock.advanceSeconds(61);
    const res = await post(t, '/rest/auth/otp/resend', { username: 'Ravi.Kumar@example.com' });
    expect(res.json().maskedEmail).toBe('ra********@example.com');
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

  it('answers an unknown username as any other, and refuses a malformed code', async () => {
    const unknown = await post(t, '/rest/auth/otp/resend', { username: 'nobody_here' });
    expect(unknown.statusCode).toBe(200);
    expect(t.mailer.sent).toHaveLength(1);
    const bad = await confirm('12a456');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter valid otp!');
  });
});
