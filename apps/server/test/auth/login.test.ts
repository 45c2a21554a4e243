import { usernameFromNames } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { sessionCookie, useTestApp } from '../support/app.js';
import {
  get,
  login,
  mailedCode,
  PASSWORD,
  post,
  register,
  verifiedAccount,
} from '../support/auth-helpers.js';

const t = useTestApp();

describe('login', () => {
  it('signs in by username, returns UserData and sets an httpOnly SameSite=Lax cookie', async () => {
    const { username } = await verifiedAccount(t);
    const res = await login(t, username);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'ravi_kumar',
      firstName: 'Ravi',
      lastName: 'Kumar',
      fullName: 'Ravi Kumar',
      email: 'ravi.kumar@example.com',
      verified: 'UNVERIFIED',
      resetPasswordRequired: 'false',
      accountRole: 'ROLE_USER',
      defaultInstituteId: null,
      defaultClassId: null,
      userContract: null,
    });
    expect(res.json()).not.toHaveProperty('passwordHash');
    const cookie = res.cookies.find((c) => c.name === 'shala_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await get(t, '/rest/auth/me', sessionCookie(res));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(res.json());
  });

  it('accepts the e-mail address and any letter case', async () => {
    await verifiedAccount(t);
    expect((await login(t, 'Ravi.Kumar@Example.com')).statusCode).toBe(200);
    expect((await login(t, 'RAVI_KUMAR')).statusCode).toBe(200);
  });

  it("accepts the QR mode's firstname_lastname", async () => {
    await verifiedAccount(t, { fName: 'Anjali', lName: 'Deshpande', email: 'anjali@example.com' });
    expect((await login(t, usernameFromNames(' anjali ', 'DESHPANDE'))).statusCode).toBe(200);
  });

  it('answers wrong password and unknown username alike', async () => {
    await verifiedAccount(t);
    const wrong = await login(t, 'ravi_kumar', 'Wrong@123');
    const unknown = await login(t, 'nobody_here', PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.cookies).toHaveLength(0);
  });

  it('refuses an unverified e-mail with 403 EMAIL_NOT_VERIFIED and mails a fresh code when allowed', async () => {
    await register(t);
    const first = mailedCode(t, 'ravi.kumar@example.com');
    const early = await login(t, 'ravi_kumar');
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      message: 'Please verify your email to sign in. We have sent you a code.',
      code: 'EMAIL_NOT_VERIFIED',
      // The password was right: the code screen may show where the code went.
      maskedEmail: 'ra********@example.com',
    });
    // Within the resend window the code just mailed stays the one to use.
    expect(t.mailer.sent).toHaveLength(1);

    t.clock.advanceSeconds(61);
    expect((await login(t, 'ravi_kumar')).statusCode).toBe(403);
    expect(t.mailer.sent).toHaveLength(2);
    const second = mailedCode(t, 'ravi.kumar@example.com');
    const stale = await post(t, '/rest/auth/otp/confirm', { username: 'ravi_kumar', otp: first });
    if (first !== second) expect(stale.statusCode).toBe(400);
    const ok = await post(t, '/rest/auth/otp/confirm', { username: 'ravi_kumar', otp: second });
    expect(ok.statusCode).toBe(200);
    expect((await login(t, 'ravi_kumar')).statusCode).toBe(200);
  });

  it('me without a session is 401', async () => {
    const res = await get(t, '/rest/auth/me');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTruthy();
  });

  it('logout ends the session, clears the cookie and answers 204', async () => {
    const { username } = await verifiedAccount(t);
    const cookie = sessionCookie(await login(t, username));
    const out = await post(t, '/rest/auth/logout', undefined, cookie);
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((c) => c.name === 'shala_session');
    expect(cleared?.value).toBe('');
    expect((await get(t, '/rest/auth/me', cookie)).statusCode).toBe(401);
    // Signing out twice, or with no session, is harmless.
    expect((await post(t, '/rest/auth/logout', undefined, cookie)).statusCode).toBe(204);
  });
});
