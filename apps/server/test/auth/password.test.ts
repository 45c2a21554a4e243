import { beforeEach, describe, expect, it } from 'vitest';
import { sessionCookie, useTestApp } from '../support/app.js';
import { get, login, mailedLink, post, verifiedAccount } from '../support/auth-helpers.js';

const t = useTestApp();
let username: string;
const email = 'ravi.kumar@example.com';
const NEW = 'Monsoon@Kite39';

beforeEach(async () => {
  ({ username } = await verifiedAccount(t));
  t.mailer.clear();
});

const forgot = (address: string) => post(t, '/rest/auth/password/forgot', { email: address });
/** /auth/setpassword/{id}/{token} -> the set-password call's body. */
const setBody = (path: string, password = NEW) => {
  const [, , , id, token] = path.split('/');
  return { id, token, newPassword: password, confirmpassword: password };
};

describe('forgot and set password', () => {
  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const known = await forgot('Ravi.Kumar@example.com');
    const unknown = await forgot('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(t.mailer.sent.map((m) => m.to)).toEqual([email]);
  });

  it('mails a link to /auth/setpassword/{id}/{token} on the public URL', async () => {
    await forgot(email);
    const mail = t.mailer.last(email);
    expect(mail.text).toMatch(
      /http:\/\/shala\.test\/auth\/setpassword\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}/,
    );
    expect(mail.html).toContain('href="http://shala.test/auth/setpassword/');
    expect(mail.text).toContain('30 minutes');
  });

  it('sets a new password once: the old one fails, the new one works, sessions end', async () => {
    const cookie = sessionCookie(await login(t, username));
    await forgot(email);
    const body = setBody(mailedLink(t, email));
    const res = await post(t, '/rest/auth/password/set', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBeTruthy();
    expect(t.mailer.last(email).subject).toContain('password was changed');

    expect((await login(t, username)).statusCode).toBe(401);
    expect((await login(t, username, NEW)).statusCode).toBe(200);
    expect((await get(t, '/rest/auth/me', cookie)).statusCode).toBe(401);

    const reuse = await post(t, '/rest/auth/password/set', {
      ...body,
      newPassword: 'Peacock$Lane64',
      confirmpassword: 'Peacock$Lane64',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe('This link is not valid or has expired.');
  });

  it('expires the link after 30 minutes', async () => {
    await forgot(email);
    const body = setBody(mailedLink(t, email));
    t.clock.advanceSeconds(30 * 60);
    const res = await post(t, '/rest/auth/password/set', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This link is not valid or has expired.');
    expect((await login(t, username)).statusCode).toBe(200);
  });

  it('accepts the link just before 30 minutes', async () => {
    await forgot(email);
    const body = setBody(mailedLink(t, email));
    t.clock.advanceSeconds(30 * 60 - 1);
    expect((await post(t, '/rest/auth/password/set', body)).statusCode).toBe(200);
  });

  it("refuses a token that does not match the link's id", async () => {
    await forgot(email);
    const body = setBody(mailedLink(t, email));
    const res = await post(t, '/rest/auth/password/set', {
      ...body,
      token: `${body.token?.slice(0, -2)}xx`,
    });
    expect(res.statusCode).toBe(400);
  });

  it("checks the spec's messages", async () => {
    await forgot(email);
    const body = setBody(mailedLink(t, email));
    const mismatch = await post(t, '/rest/auth/password/set', {
      ...body,
      confirmpassword: 'Other@456',
    });
    expect(mismatch.json().message).toBe("New password's should match. Please try again!");
    const bad = await forgot('not-an-email');
    expect(bad.json().message).toBe('Enter valid email to reset password!');
  });
});

describe('change password from a link', () => {
  it('mails a signed-in user an enableTp link that changes the password once', async () => {
    const cookie = sessionCookie(await login(t, username));
    const ask = await post(t, '/rest/auth/password/change-link', undefined, cookie);
    expect(ask.statusCode).toBe(200);
    const path = mailedLink(t, email);
    expect(path).toMatch(/^\/auth\/changePassword\/enableTp\/[A-Za-z0-9_-]{43}$/);
    const token = path.split('/')[4];

    const body = { tp: 'enableTp', token, password: NEW, confirmPassword: NEW };
    const mismatch = await post(t, '/rest/auth/password/change', {
      ...body,
      confirmPassword: 'Other@456',
    });
    expect(mismatch.json().message).toBe("Passwords doesn't match!");

    expect((await post(t, '/rest/auth/password/change', body)).statusCode).toBe(200);
    expect((await login(t, username)).statusCode).toBe(401);
    expect((await login(t, username, NEW)).statusCode).toBe(200);
    expect((await post(t, '/rest/auth/password/change', body)).statusCode).toBe(400);
  });

  it('needs a session to ask for a change link', async () => {
    expect((await post(t, '/rest/auth/password/change-link')).statusCode).toBe(401);
  });

  it('does not accept a reset token as a change (enableTp) token, but does in reset mode', async () => {
    await forgot(email);
    const token = mailedLink(t, email).split('/')[4];
    const asChange = { tp: 'enableTp', token, password: NEW, confirmPassword: NEW };
    expect((await post(t, '/rest/auth/password/change', asChange)).statusCode).toBe(400);
    const asReset = { ...asChange, tp: 'reset' };
    expect((await post(t, '/rest/auth/password/change', asReset)).statusCode).toBe(200);
  });
});
