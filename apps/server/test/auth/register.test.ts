import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { mailedCode, PASSWORD, post, register } from '../support/auth-helpers.js';

const t = useTestApp();

describe('register', () => {
  it('title-cases the names, assigns a username and mails a code with it', async () => {
    const res = await register(t, { fName: 'rAVI', lName: "d'souza", email: 'Ravi@Example.COM' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'ravi_dsouza', maskedEmail: 'ra***@example.com' });
    const mail = t.mailer.last('ravi@example.com');
    expect(mail.subject).toContain('verification code');
    expect(mail.text).toContain('Dear Ravi,');
    expect(mail.text).toContain('Your username is ravi_dsouza');
    expect(mail.html).toContain(mailedCode(t, 'ravi@example.com'));

    const confirm = await post(t, '/rest/auth/otp/confirm', {
      username: 'ravi_dsouza',
      otp: mailedCode(t, 'ravi@example.com'),
    });
    expect(confirm.statusCode).toBe(200);
    const login = await post(t, '/rest/auth/login', {
      username: 'RAVI_DSOUZA',
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      firstName: 'Ravi',
      lastName: "D'Souza",
      fullName: "Ravi D'Souza",
    });
  });

  it('numbers the username when it is taken', async () => {
    const names = [];
    for (const n of [1, 2, 3]) {
      const res = await register(t, { email: `ravi${n}@example.com` });
      names.push(res.json().username);
    }
    expect(names).toEqual(['ravi_kumar', 'ravi_kumar1', 'ravi_kumar2']);
  });

  it('answers a taken e-mail as a new sign-up, creates nothing and tells its holder', async () => {
    expect((await register(t)).statusCode).toBe(201);
    const again = await register(t, { fName: 'Other', email: 'RAVI.KUMAR@example.com' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({
      username: 'other_kumar',
      maskedEmail: 'ra********@example.com',
      message:
        'Your account is created. Your username is other_kumar. We have sent a code to your email to verify it.',
    });
    const rows = await t.app.deps.database.db.query.accounts.findMany();
    expect(rows.map((a) => a.username)).toEqual(['ravi_kumar']);
    const notice = t.mailer.last('ravi.kumar@example.com');
    expect(notice.subject).toBe('Shala: someone tried to sign up with your email');
    expect(notice.text).toContain('Your username is ravi_kumar.');
    expect(notice.text).toContain('http://shala.test/auth/forgotpassword');
  });

  it('answers 201, never 500 or 409, when two sign-ups race for one e-mail', async () => {
    const results = await Promise.all([register(t), register(t, { fName: 'Rav' })]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await t.app.deps.database.db.query.accounts.findMany()).toHaveLength(1);
  });

  it('applies the spec validation messages', async () => {
    const res = await register(t, { fName: 'R2' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('First Name cannot have numbers');
  });
});
