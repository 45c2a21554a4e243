import { describe, expect, it } from 'vitest';
import { buildTestApp, headers, useTestApp } from '../support/app.js';
import { login, post, verifiedAccount } from '../support/auth-helpers.js';

const t = useTestApp();

const fromIp = (ip: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, remoteAddress: ip, headers: headers(), payload });

describe('rate limits', () => {
  it('allows 10 sign-in tries per account in 15 minutes, then 429 until the window passes', async () => {
    const { username } = await verifiedAccount(t);
    for (let i = 0; i < 10; i += 1)
      expect((await login(t, username, 'Wrong@123')).statusCode).toBe(401);
    const limited = await login(t, username.toUpperCase());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Too many attempts. Please try again in 15 minutes.',
      code: 'RATE_LIMITED',
    });
    expect(limited.headers['retry-after']).toBe('900');

    t.clock.advanceSeconds(10 * 60);
    expect((await login(t, username)).json().message).toBe(
      'Too many attempts. Please try again in 5 minutes.',
    );
    t.clock.advanceSeconds(5 * 60);
    expect((await login(t, username)).statusCode).toBe(200);
  });

  it('limits one address to 50 sign-in tries over many accounts', async () => {
    for (let i = 0; i < 50; i += 1) {
      const res = await fromIp('203.0.113.7', '/rest/auth/login', {
        username: `user_${i}`,
        password: 'Wrong@123',
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await fromIp('203.0.113.7', '/rest/auth/login', {
      username: 'user_x',
      password: 'Wrong@123',
    });
    expect(res.statusCode).toBe(429);
    // Another address is not affected.
    const other = await fromIp('203.0.113.8', '/rest/auth/login', {
      username: 'user_x',
      password: 'Wrong@123',
    });
    expect(other.statusCode).toBe(401);
  });

  it('limits one-time-code guesses per account to 10 in 15 minutes', async () => {
    await post(t, '/rest/auth/register', {
      fName: 'Ravi',
      lName: 'Kumar',
      email: 'ravi.kumar@example.com',
      password: 'Secret@123',
      cPassword: 'Secret@123',
      phone: '9876543210',
    });
    for (let i = 0; i < 10; i += 1) {
      const res = await post(t, '/rest/auth/otp/confirm', {
        username: 'ravi_kumar',
        otp: '000000',
      });
      expect(res.statusCode).not.toBe(429);
    }
    const res = await post(t, '/rest/auth/otp/confirm', { username: 'ravi_kumar', otp: '000000' });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
  });

  it('allows 5 reset requests per e-mail an hour', async () => {
    const forgot = () => post(t, '/rest/auth/password/forgot', { email: 'Someone@Example.com' });
    for (let i = 0; i < 5; i += 1) expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(429);
    t.clock.advanceSeconds(60 * 60);
    expect((await forgot()).statusCode).toBe(200);
  });

  it('limits contact requests per address', async () => {
    const send = (n: number) =>
      post(t, '/rest/contact', {
        contactPerson: 'Meera Nair',
        email: `meera${n}@example.com`,
        phoneNo: '9876543210',
        category: 'FEEDBACK',
        subject: 'Lovely portal',
        content: 'Thank you.',
      });
    for (let i = 0; i < 10; i += 1) expect((await send(i)).statusCode).toBe(201);
    expect((await send(10)).statusCode).toBe(429);
  });

  it('can be switched off for load measurements', async () => {
    const open = await buildTestApp({ RATE_LIMITS: 'off' });
    try {
      for (let i = 0; i < 12; i += 1) {
        const res = await login(open, 'nobody_here', 'Wrong@123');
        expect(res.statusCode).toBe(401);
      }
    } finally {
      await open.app.close();
    }
  });
});
