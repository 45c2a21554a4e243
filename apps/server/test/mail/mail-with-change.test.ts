import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectRows } from '../../src/db/rows.js';
import { passwordTokens, reservedUsernames } from '../../src/db/schema/index.js';
import type { Mail } from '../../src/mail/mailer.js';
import { type TestContext, useTestApp } from '../support/app.js';
import { post, register, verifiedAccount } from '../support/auth-helpers.js';

// The mail a change causes is written in the change's transaction: when that transaction
// fails after the mail was written, no mail job is left and nothing is sent; when it commits,
// the mail is sent. The failure is the outbox's own write followed by a crash, so the mail is
// the last thing the transaction did.
const t = useTestApp();

afterEach(() => {
  vi.restoreAllMocks();
});

const mailJobs = (ctx: TestContext) =>
  selectRows<{ id: string }>(
    ctx.app.deps.database.db,
    sql`select id from pgboss.job where name = 'mail.send'`,
  );

/** Every mail written in a transaction is followed by a crash of that transaction. */
function crashAfterMailInTransaction() {
  const outbox = t.app.ctx.mailer;
  const write = outbox.send.bind(outbox);
  const written: string[] = [];
  vi.spyOn(outbox, 'send').mockImplementation(async (mail: Mail, db?) => {
    await write(mail, db);
    if (!db) return;
    written.push(mail.to);
    throw new Error('the process stops after the mail was written');
  });
  return written;
}

describe('a mail is written with the change that causes it', () => {
  it('sign-up: a failed transaction leaves no account and no mail; a committed one mails the code', async () => {
    const written = crashAfterMailInTransaction();
    const failed = await register(t, { fName: 'Swati', email: 'swati@example.com' });
    expect(failed.statusCode).toBe(500);
    expect(written).toEqual(['swati@example.com']);
    await t.app.mail.deliverDue();
    expect(await mailJobs(t)).toEqual([]);
    expect(t.mailer.sent).toEqual([]);
    const accounts = await t.app.deps.database.db.query.accounts.findMany();
    expect(accounts.map((a) => a.email)).not.toContain('swati@example.com');

    vi.restoreAllMocks();
    const ok = await register(t, { fName: 'Swati', email: 'swati@example.com' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(t.mailer.last('swati@example.com').text).toMatch(/verification code is \d{6}/);
    expect(await mailJobs(t)).toEqual([]);
  });

  it('sign-up with a taken e-mail: the reservation and the holder mail go together', async () => {
    const holder = await verifiedAccount(t, { fName: 'Rohan', lName: 'Mehta' });
    t.mailer.clear();
    crashAfterMailInTransaction();
    const failed = await register(t, { fName: 'Priya', lName: 'Nair', email: holder.email });
    expect(failed.statusCode).toBe(500);
    await t.app.mail.deliverDue();
    expect(await mailJobs(t)).toEqual([]);
    expect(t.mailer.sent).toEqual([]);
    expect(await t.app.deps.database.db.select().from(reservedUsernames)).toEqual([]);

    vi.restoreAllMocks();
    const ok = await register(t, { fName: 'Priya', lName: 'Nair', email: holder.email });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(t.mailer.last(holder.email).subject).toBe(
      'Shala: someone tried to sign up with your email',
    );
  });

  it('forgot-password: a failed transaction leaves no link and no mail; a committed one mails it', async () => {
    const { email } = await verifiedAccount(t);
    await t.app.deps.database.db.delete(passwordTokens);
    t.mailer.clear();
    const written = crashAfterMailInTransaction();
    const failed = await post(t, '/rest/auth/password/forgot', { email });
    expect(failed.statusCode).toBe(500);
    expect(written).toEqual([email]);
    await t.app.mail.deliverDue();
    expect(await mailJobs(t)).toEqual([]);
    expect(t.mailer.sent).toEqual([]);
    expect(await t.app.deps.database.db.select().from(passwordTokens)).toEqual([]);

    vi.restoreAllMocks();
    const ok = await post(t, '/rest/auth/password/forgot', { email });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(t.mailer.last(email).text).toContain('/auth/setpassword/');
    expect(await t.app.deps.database.db.select().from(passwordTokens)).toHaveLength(1);
    expect(await mailJobs(t)).toEqual([]);
  });

  it('forgot-password for an unknown e-mail writes nothing and answers like a known one', async () => {
    const { email } = await verifiedAccount(t);
    t.mailer.clear();
    const known = await post(t, '/rest/auth/password/forgot', { email });
    const unknown = await post(t, '/rest/auth/password/forgot', { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(t.mailer.sent.map((m) => m.to)).toEqual([email]);
  });
});
