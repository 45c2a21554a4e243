import {
  ACCOUNT_API,
  ACCOUNT_MESSAGES,
  MESSAGES,
  OTP_EXPIRY_SECONDS,
  OTP_RESEND_AFTER_SECONDS,
} from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/lib/passwords.js';
import {
  accountRow,
  CURRENT,
  codeIn,
  setAccount,
  withPassword,
} from '../support/account-helpers.js';
import { useTestApp } from '../support/app.js';
import { as, createProfile, signIn, type TestProfile } from '../support/factories.js';

const t = useTestApp();

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, p: TestProfile, payload?: object) =>
  t.app.inject({ method, url, headers: as(p), ...(payload ? { payload } : {}) });

const NEW = 'New@12345';

describe('security settings: change password', () => {
  it('changes the password, clears the reset flag, ends other sessions and mails the owner', async () => {
    const p = await withPassword(t);
    await setAccount(t, p, { resetPasswordRequired: true });
    const other = await signIn(t, p.accountId, p.profileId);
    const res = await send('POST', ACCOUNT_API.password, p, {
      currentPassword: CURRENT,
      newPassword: NEW,
      confirmPassword: NEW,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.passwordChanged);
    const row = await accountRow(t, p);
    expect(await verifyPassword(row.passwordHash, NEW)).toBe(true);
    expect(row.resetPasswordRequired).toBe(false);
    const me = await t.app.inject({ method: 'GET', url: '/rest/auth/me', headers: as(p) });
    expect(me.statusCode).toBe(200);
    const gone = await t.app.inject({
      method: 'GET',
      url: '/rest/auth/me',
      headers: { cookie: other },
    });
    expect(gone.statusCode).toBe(401);
    expect(t.mailer.last(row.email).subject).toContain('password was changed');
  });

  it('refuses a wrong current password, a weak or mismatched new one, and no session', async () => {
    const p = await withPassword(t);
    const wrong = await send('POST', ACCOUNT_API.password, p, {
      currentPassword: 'Wrong@123',
      newPassword: NEW,
      confirmPassword: NEW,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.wrongPassword);
    const weak = await send('POST', ACCOUNT_API.password, p, {
      currentPassword: CURRENT,
      newPassword: 'weak',
      confirmPassword: 'weak',
    });
    expect(weak.statusCode).toBe(400);
    const mismatch = await send('POST', ACCOUNT_API.password, p, {
      currentPassword: CURRENT,
      newPassword: NEW,
      confirmPassword: 'Other@123',
    });
    expect(mismatch.json().message).toBe(MESSAGES.passwordMismatch);
    const hostile = await send('POST', ACCOUNT_API.password, p, {
      currentPassword: { $ne: 1 },
      newPassword: NEW,
      confirmPassword: NEW,
      extra: 1,
    });
    expect(hostile.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.password,
      headers: { traceid: 'x-trace-anon-0001' },
      payload: { currentPassword: CURRENT, newPassword: NEW, confirmPassword: NEW },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('account settings: e-mail change', () => {
  it('mails a code to the new address; the code replaces the e-mail and the old address is told', async () => {
    const p = await withPassword(t);
    const before = await accountRow(t, p);
    const start = await send('POST', ACCOUNT_API.email, p, {
      newEmail: 'New.Address@Example.com',
      password: CURRENT,
    });
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json()).toMatchObject({
      unverifiedEmail: 'new.address@example.com',
      resendAfterSeconds: OTP_RESEND_AFTER_SECONDS,
      expiresInSeconds: OTP_EXPIRY_SECONDS,
    });
    const code = codeIn(t, 'new.address@example.com');
    const done = await send('POST', ACCOUNT_API.emailConfirm, p, { code });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ email: 'new.address@example.com', unverifiedEmail: null });
    expect(t.mailer.last(before.email).subject).toContain('email was changed');
    const again = await send('POST', ACCOUNT_API.emailConfirm, p, { code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.noEmailChange);
  });

  it('refuses a wrong password, the same e-mail and one another account uses', async () => {
    const p = await withPassword(t);
    const other = await createProfile(t);
    const otherEmail = (await accountRow(t, other)).email;
    const wrong = await send('POST', ACCOUNT_API.email, p, {
      newEmail: 'a@example.com',
      password: 'Nope@123',
    });
    expect(wrong.statusCode).toBe(400);
    const same = await send('POST', ACCOUNT_API.email, p, {
      newEmail: (await accountRow(t, p)).email,
      password: CURRENT,
    });
    expect(same.json().message).toBe(ACCOUNT_MESSAGES.emailSame);
    const taken = await send('POST', ACCOUNT_API.email, p, {
      newEmail: otherEmail,
      password: CURRENT,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ACCOUNT_MESSAGES.emailTaken);
    const bad = await send('POST', ACCOUNT_API.email, p, {
      newEmail: 'not an email',
      password: CURRENT,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 409 when the address was taken while the code was on its way', async () => {
    const p = await withPassword(t);
    await send('POST', ACCOUNT_API.email, p, { newEmail: 'wanted@example.com', password: CURRENT });
    const code = codeIn(t, 'wanted@example.com');
    const rival = await createProfile(t);
    await setAccount(t, rival, { email: 'wanted@example.com' });
    const res = await send('POST', ACCOUNT_API.emailConfirm, p, { code });
    expect(res.statusCode).toBe(409);
  });

  it('waits 61 s before a new code, and the code expires after 299 s', async () => {
    const p = await withPassword(t);
    const body = { newEmail: 'later@example.com', password: CURRENT };
    await send('POST', ACCOUNT_API.email, p, body);
    const tooSoon = await send('POST', ACCOUNT_API.email, p, body);
    expect(tooSoon.statusCode).toBe(429);
    t.clock.advance(OTP_RESEND_AFTER_SECONDS * 1000);
    const resent = await send('POST', ACCOUNT_API.email, p, body);
    expect(resent.statusCode).toBe(200);
    const code = codeIn(t, 'later@example.com');
    t.clock.advance(OTP_EXPIRY_SECONDS * 1000);
    const late = await send('POST', ACCOUNT_API.emailConfirm, p, { code });
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(ACCOUNT_MESSAGES.codeExpired);
  });

  it('voids the code after 5 wrong tries', async () => {
    const p = await withPassword(t);
    await send('POST', ACCOUNT_API.email, p, { newEmail: 'guess@example.com', password: CURRENT });
    const code = codeIn(t, 'guess@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i += 1) {
      const res = await send('POST', ACCOUNT_API.emailConfirm, p, { code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.otpInvalid);
    }
    const fifth = await send('POST', ACCOUNT_API.emailConfirm, p, { code: wrong });
    expect(fifth.statusCode).toBe(410);
    const right = await send('POST', ACCOUNT_API.emailConfirm, p, { code });
    expect(right.statusCode).toBe(410);
    expect(right.json().message).toBe(ACCOUNT_MESSAGES.tooManyWrong);
  });

  it('cancels a pending change', async () => {
    const p = await withPassword(t);
    await send('POST', ACCOUNT_API.email, p, { newEmail: 'maybe@example.com', password: CURRENT });
    const res = await send('DELETE', ACCOUNT_API.email, p);
    expect(res.statusCode).toBe(200);
    expect(res.json().unverifiedEmail).toBeNull();
    expect((await accountRow(t, p)).unverifiedEmail).toBeNull();
    const status = await send('GET', ACCOUNT_API.emailStatus, p);
    expect(status.json()).toMatchObject({ unverifiedEmail: null, expiresInSeconds: 0 });
  });
});

describe('sign contract', () => {
  it("shows the pending contract and signs it with the holder's full name", async () => {
    const p = await withPassword(t);
    await setAccount(t, p, { userContract: 'Terms of use: be kind.' });
    const contract = await send('GET', ACCOUNT_API.contract, p);
    expect(contract.json()).toMatchObject({ text: 'Terms of use: be kind.', signedAt: null });
    const { fullName } = contract.json();
    const wrongName = await send('POST', ACCOUNT_API.signContract, p, {
      agree: true,
      fullName: 'Someone Else',
    });
    expect(wrongName.statusCode).toBe(400);
    const notAgreed = await send('POST', ACCOUNT_API.signContract, p, { agree: false, fullName });
    expect(notAgreed.statusCode).toBe(400);
    expect(notAgreed.json().message).toBe(ACCOUNT_MESSAGES.agreeRequired);
    const res = await send('POST', ACCOUNT_API.signContract, p, {
      agree: true,
      fullName: `  ${fullName.toUpperCase()} `,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await accountRow(t, p);
    expect(row.userContract).toBeNull();
    expect(row.contractSignedAt).not.toBeNull();
    const audit = await t.app.deps.database.db.query.auditEvents.findFirst({
      where: (a, { eq }) => eq(a.action, 'account.contractSigned'),
    });
    expect(audit?.actorAccountId).toBe(p.accountId);
    const twice = await send('POST', ACCOUNT_API.signContract, p, { agree: true, fullName });
    expect(twice.statusCode).toBe(409);
  });
});

describe('verify account', () => {
  it('lists the profiles with their verification and mails a code to confirm the e-mail', async () => {
    const p = await withPassword(t, { verified: false });
    const state = await send('GET', ACCOUNT_API.verification, p);
    expect(state.statusCode).toBe(200);
    expect(state.json()).toMatchObject({ emailVerified: true });
    expect(state.json().profiles[0]).toMatchObject({ userProfileId: p.profileId, verified: false });
    const already = await send('POST', ACCOUNT_API.verificationEmail, p);
    expect(already.statusCode).toBe(409);
    await setAccount(t, p, { emailVerifiedAt: null });
    const sent = await send('POST', ACCOUNT_API.verificationEmail, p);
    expect(sent.statusCode, sent.body).toBe(200);
    const email = (await accountRow(t, p)).email;
    const tooSoon = await send('POST', ACCOUNT_API.verificationEmail, p);
    expect(tooSoon.statusCode).toBe(429);
    const ok = await send('POST', ACCOUNT_API.verificationEmailConfirm, p, {
      code: codeIn(t, email),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await accountRow(t, p)).emailVerifiedAt).not.toBeNull();
  });
});
