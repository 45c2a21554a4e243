import { afterEach, describe, expect, it, vi } from 'vitest';
import { argon2 } from '../../src/lib/passwords.js';
import type { Mail } from '../../src/mail/mailer.js';
import { setAccount } from '../support/account-helpers.js';
import { useTestApp } from '../support/app.js';
import { login, PASSWORD, post, register, verifiedAccount } from '../support/auth-helpers.js';
import { createProfile } from '../support/factories.js';

// Review finding 8: OTP resend answered 404 / 409 / 200 for an unknown, a verified and an
// unverified username; sign-up answered 409 for a taken e-mail; a pending-invite account
// answered a wrong password in 4-9 ms (no argon2 run) against 20-120 ms for others; and
// forgot-password mailed inside the request. Each now answers alike.
const t = useTestApp();

afterEach(() => {
  vi.restoreAllMocks();
});

const resend = (username: string) => post(t, '/rest/auth/otp/resend', { username });
const confirm = (username: string) =>
  post(t, '/rest/auth/otp/confirm', { username, otp: '000000' });

describe('finding 8: no answer tells whether an account exists', () => {
  it('OTP resend answers an unknown, a verified and an unverified name alike', async () => {
    const verified = await verifiedAccount(t, { fName: 'Rohan', email: 'rohan@example.com' });
    await register(t, { fName: 'Swati', email: 'swati@example.com' });
    t.clock.advanceSeconds(61);
    const answers = await Promise.all(
      ['nosuchuser_zz', verified.username, 'swati_kumar'].map(async (name) => {
        const res = await resend(name);
        return { status: res.statusCode, body: res.json() };
      }),
    );
    expect(answers[0]).toEqual({
      status: 200,
      body: {
        resendAfterSeconds: 61,
        expiresInSeconds: 299,
        message:
          'If this account is waiting for its email to be verified, we have mailed it a new code.',
      },
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    // Only the account that waits for its code got one.
    expect(t.mailer.sent.at(-1)?.to).toBe('swati@example.com');
  });

  it('OTP confirm answers an unknown or verified name as a wrong code', async () => {
    const verified = await verifiedAccount(t, { fName: 'Rohan', email: 'rohan@example.com' });
    await register(t, { fName: 'Swati', email: 'swati@example.com' });
    const unverified = await confirm('swati_kumar');
    expect(unverified.statusCode).toBe(400);
    for (const name of ['nosuchuser_zz', verified.username]) {
      const res = await confirm(name);
      expect(res.statusCode).toBe(unverified.statusCode);
      expect(res.json()).toEqual(unverified.json());
    }
  });

  it('sign-up with a taken e-mail answers as a new one, creates nothing, mails its holder', async () => {
    const holder = await verifiedAccount(t, { fName: 'Rohan', lName: 'Mehta' });
    t.mailer.clear();
    const taken = await register(t, { fName: 'Priya', lName: 'Nair', email: holder.email });
    const fresh = await register(t, { fName: 'Priya', lName: 'Nair', email: 'priya@example.com' });
    expect(taken.statusCode).toBe(201);
    expect(fresh.statusCode).toBe(201);
    const { maskedEmail: _a, ...takenRest } = taken.json();
    const { maskedEmail: _b, ...freshRest } = fresh.json();
    // Both are the username a new account would get (the first taken by then for the second).
    expect(takenRest).toEqual({
      username: 'priya_nair',
      message:
        'Your account is created. Your username is priya_nair. We have sent a code to your email to verify it.',
    });
    expect(Object.keys(freshRest)).toEqual(Object.keys(takenRest));
    const accounts = await t.app.deps.database.db.query.accounts.findMany();
    expect(accounts.map((a) => a.email).sort()).toEqual(['priya@example.com', holder.email].sort());
    const notice = t.mailer.sent.find((m) => m.to === holder.email);
    expect(notice?.subject).toBe('Shala: someone tried to sign up with your email');
    expect(notice?.text).toContain(`Your username is ${holder.username}.`);
  });

  it('the suggested username does not tell whether the e-mail had an account', async () => {
    // The review's probe: sign up as "Probe Oracle" with an e-mail E, then as "Probe Oracle"
    // again with a fresh e-mail. When E had an account nothing was made the first time, so the
    // second was handed the same name; now the name an answer suggests is taken either way.
    const holder = await verifiedAccount(t, { fName: 'Anita', lName: 'Desai' });
    const probe = async (lastName: string, email: string) => {
      const first = await register(t, { fName: 'Probe', lName: lastName, email });
      const second = await register(t, {
        fName: 'Probe',
        lName: lastName,
        email: `fresh.${lastName.toLowerCase()}@example.com`,
      });
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      return [first.json().username, second.json().username];
    };
    expect(await probe('Oracle', holder.email)).toEqual(['probe_oracle', 'probe_oracle1']);
    expect(await probe('Unused', 'unused.probe@example.com')).toEqual([
      'probe_unused',
      'probe_unused1',
    ]);
    // The name answered for the taken e-mail is no account, and no later sign-up gets it.
    const third = await register(t, { fName: 'Probe', lName: 'Oracle', email: 'p3@example.com' });
    expect(third.json().username).toBe('probe_oracle2');
  });

  it('a pending invitation runs the same argon2 check as an unknown name', async () => {
    const invited = await createProfile(t);
    await setAccount(t, invited, { passwordHash: 'invitation-pending' });
    const account = await t.app.deps.database.db.query.accounts.findFirst({
      where: (a, { eq }) => eq(a.id, invited.accountId),
    });

    // argon2's verify, watched: a pending invitation must cost a real (dummy) check, like an
    // unknown name, instead of answering at once.
    const verify = vi.spyOn(argon2, 'verify');
    const pending = await login(t, account?.username ?? '', PASSWORD);
    const pendingChecks = verify.mock.calls.map(([hash]) => String(hash));
    verify.mockClear();
    const unknown = await login(t, 'nosuchuser_zz', PASSWORD);
    const unknownChecks = verify.mock.calls.map(([hash]) => String(hash));

    expect(pending.statusCode).toBe(401);
    expect(pending.json()).toEqual(unknown.json());
    expect(pendingChecks).toHaveLength(1);
    expect(pendingChecks[0]).toMatch(/^\$argon2id\$/);
    expect(pendingChecks).toEqual(unknownChecks);
  });

  it('forgot-password answers before its mail is delivered, and a failed delivery is no error', async () => {
    const { email } = await verifiedAccount(t);
    const forgot = (address: string) => post(t, '/rest/auth/password/forgot', { email: address });
    // As in production: the answer leaves before its mail is tried (the test app waits).
    t.app.deps.awaitMail = false;
    // SMTP that has not answered yet: the request must not wait for it.
    let deliver: () => void = () => {};
    const sent: Mail[] = [];
    t.mailer.send = (mail: Mail) => {
      sent.push(mail);
      return new Promise<void>((resolve) => {
        deliver = resolve;
      });
    };
    const known = await forgot(email);
    const unknown = await forgot('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await vi.waitFor(() => expect(sent.map((m) => m.to)).toEqual([email]), { timeout: 30_000 });
    deliver();

    t.mailer.send = async () => {
      throw new Error('SMTP refused');
    };
    const failed = await forgot(email);
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual(unknown.json());
  });
});
