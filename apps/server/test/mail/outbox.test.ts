import os from 'node:os';
import path from 'node:path';
import { ADMIN_API, ADMIN_MESSAGES, type AdminMailFailureList } from '@shala/shared';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { selectRows } from '../../src/db/rows.js';
import { mailFailures } from '../../src/db/schema/index.js';
import { ManualClock } from '../../src/lib/clock.js';
import type { Mail } from '../../src/mail/mailer.js';
import {
  passwordChangedMail,
  resetLinkMail,
  verificationCodeMail,
} from '../../src/mail/templates.js';
import { superAdmin } from '../support/admin-helpers.js';
import type { TestContext } from '../support/app.js';
import { headers } from '../support/app.js';
import { post, verifiedAccount } from '../support/auth-helpers.js';
import { testDatabase } from '../support/database.js';
import { createProfile } from '../support/factories.js';
import { MemoryMailer } from '../support/memory-mailer.js';

// Mail that is never lost: a mail is a durable job written with the change that causes it,
// tried at once after the answer, again with back-off when the transport fails, and listed
// for the super admin after the last retry. Retries are made due by moving the job's
// start_after in the database (pg-boss waits on the database's clock), never by sleeping.

/** A transport that fails `failures` times (a 4xx from the SMTP server), then delivers. */
class FlakyMailer extends MemoryMailer {
  attempts = 0;
  constructor(public failures = 0) {
    super();
  }
  override async send(mail: Mail): Promise<void> {
    this.attempts += 1;
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('421 4.3.2 Service not available, try again later');
    }
    await super.send(mail);
  }
}

type Ctx = TestContext & { mailer: FlakyMailer };
const apps: App[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function appOn(
  opts: { failures?: number; runJobs?: boolean; database?: Database } = {},
): Promise<Ctx> {
  const database = opts.database ?? (await testDatabase());
  const config = loadConfig({
    PUBLIC_URL: 'http://shala.test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), `shala-test-${process.pid}`),
  });
  const clock = new ManualClock();
  const mailer = new FlakyMailer(opts.failures ?? 0);
  const app = await buildApp(
    { config, database, clock, mailer, awaitMail: true, runJobs: opts.runJobs ?? false },
    { logger: false },
  );
  await app.ready();
  apps.push(app);
  return { app, clock, mailer };
}

type JobRow = { id: string; state: string; retry_count: number; wait: number; data: unknown };
const mailJobs = (t: Ctx) =>
  selectRows<JobRow>(
    t.app.deps.database.db,
    sql`select id, state, retry_count, data,
          extract(epoch from start_after - now())::float8 as wait
        from pgboss.job where name = 'mail.send' order by created_on`,
  );
/** The retry's wait is over (as if its back-off had passed). */
const retryDue = (t: Ctx) =>
  t.app.deps.database.db.execute(
    sql`update pgboss.job set start_after = now() - interval '1 second'
        where name = 'mail.send' and state = 'retry'`,
  );

const TO = 'meera.nair@example.com';
const notice = (): Mail => ({
  to: TO,
  ...passwordChangedMail({ firstName: 'Meera', username: 'meera_nair' }),
});
const resetLink = (): Mail => ({
  to: TO,
  ...resetLinkMail({ firstName: 'Meera', link: 'http://shala.test/auth/setpassword/x/secret' }),
});

async function eventually(check: () => Promise<boolean>, seconds = 60): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not true within ${seconds} s`);
}

// Each test builds its apps itself (one on a database another left): a busy machine gets time.
describe('mail that is never lost', { timeout: 120_000 }, () => {
  it("sends a request's mail by its job and deletes the job once sent (no link stays behind)", async () => {
    const t = await appOn();
    const { email } = await verifiedAccount(t);
    t.mailer.clear();
    const res = await post(t, '/rest/auth/password/forgot', { email });
    expect(res.statusCode, res.body).toBe(200);
    expect(t.mailer.last(email).subject).toContain('reset your password');
    expect(await mailJobs(t)).toEqual([]);
  });

  it('sends nothing for a transaction that rolls back, and the mail of one that commits', async () => {
    const t = await appOn();
    const db = t.app.deps.database.db;
    await db
      .transaction(async (tx) => {
        await t.app.ctx.mailer.send(notice(), tx);
        throw new Error('the change fails');
      })
      .catch(() => {});
    await t.app.mail.deliverDue();
    expect(await mailJobs(t)).toEqual([]);
    expect(t.mailer.attempts).toBe(0);

    await db.transaction(async (tx) => {
      await t.app.ctx.mailer.send(notice(), tx);
    });
    await t.app.mail.deliverDue();
    expect(t.mailer.sent.map((m) => m.to)).toEqual([TO]);
  });

  it('loses nothing to a restart between the answer and the send', async () => {
    const first = await appOn();
    // Written with its change; the process stops before anything sends it.
    await first.app.deps.database.db.transaction(async (tx) => {
      await first.app.ctx.mailer.send(resetLink(), tx);
    });
    expect((await mailJobs(first)).map((j) => j.state)).toEqual(['created']);
    apps.splice(apps.indexOf(first.app), 1);
    await first.app.close();
    expect(first.mailer.attempts).toBe(0);

    // A new serving process on the same database: its worker sends the mail.
    const second = await appOn({ database: first.app.deps.database, runJobs: true });
    const mail = await second.mailer.waitFor((m) => m.to === TO, 60);
    expect(mail.text).toContain('/auth/setpassword/x/secret');
    await eventually(async () => (await mailJobs(second)).length === 0);
    expect(second.mailer.sent).toHaveLength(1);
  });

  it('tries a failing send again with back-off and delivers it once', async () => {
    const t = await appOn({ failures: 2 });
    await t.app.ctx.mailer.send(notice());
    await t.app.mail.deliverDue();
    expect(t.mailer.attempts).toBe(1);
    const [first] = await mailJobs(t);
    expect(first?.state).toBe('retry');
    // 30 s, with pg-boss's jitter up to twice that.
    expect(first?.wait).toBeGreaterThan(25);
    expect(first?.wait).toBeLessThanOrEqual(61);
    // Not due yet: nothing is tried.
    await t.app.mail.deliverDue();
    expect(t.mailer.attempts).toBe(1);

    await retryDue(t);
    await t.app.mail.deliverDue();
    expect(t.mailer.attempts).toBe(2);
    const [second] = await mailJobs(t);
    expect(second?.retry_count).toBe(1);
    // Doubled: 60 s to 120 s.
    expect(second?.wait).toBeGreaterThan(55);
    expect(second?.wait).toBeLessThanOrEqual(121);

    await retryDue(t);
    await t.app.mail.deliverDue();
    expect(t.mailer.attempts).toBe(3);
    expect(t.mailer.sent).toHaveLength(1);
    expect(await mailJobs(t)).toEqual([]);
    const listed = await t.app.deps.database.db.select().from(mailFailures);
    expect(listed).toEqual([]);
  });

  it('lists a mail that keeps failing for the super admin after its last retry', async () => {
    const t = await appOn({ failures: Number.POSITIVE_INFINITY });
    await t.app.ctx.mailer.send(notice());
    await t.app.ctx.mailer.send(resetLink());
    for (let round = 0; round < 12 && (await mailJobs(t)).length > 0; round += 1) {
      await retryDue(t);
      await t.app.mail.deliverDue();
    }
    expect(await mailJobs(t)).toEqual([]);
    // The notice: the first try and 8 retries. The reset link: given up once its next try
    // would come after the link's 30 minutes (30 s doubling: the 7th wait is 32 minutes).
    expect(t.mailer.attempts).toBe(9 + 7);

    const chief = await superAdmin(t);
    const res = await t.app.inject({
      method: 'GET',
      url: ADMIN_API.mailFailures,
      headers: headers(chief),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json<AdminMailFailureList>();
    const byTemplate = Object.fromEntries(items.map((m) => [m.template, m]));
    expect(byTemplate.passwordChanged).toMatchObject({
      recipient: TO,
      subject: 'Shala: your password was changed',
      attempts: 9,
      lastError: '421 4.3.2 Service not available, try again later',
      failedAt: t.clock.now().toISOString(),
      resentAt: null,
      canResend: true,
    });
    expect(byTemplate.resetLink).toMatchObject({ attempts: 7, canResend: false });
    expect(res.body).not.toContain('secret');
    // The link's text was not kept anywhere.
    const [kept] = await t.app.deps.database.db
      .select()
      .from(mailFailures)
      .where(eq(mailFailures.id, byTemplate.resetLink?.id ?? ''));
    expect(kept?.text).toBeNull();
    expect(kept?.html).toBeNull();

    // The mail server is back: the notice is sent again, once.
    t.mailer.failures = 0;
    const resend = (id: string) =>
      t.app.inject({ method: 'POST', url: ADMIN_API.resendMail(id), headers: headers(chief) });
    const again = await resend(byTemplate.passwordChanged?.id ?? '');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ canResend: false, resentAt: t.clock.now().toISOString() });
    expect(t.mailer.sent.filter((m) => m.to === TO).map((m) => m.subject)).toEqual([
      'Shala: your password was changed',
    ]);
    const twice = await resend(byTemplate.passwordChanged?.id ?? '');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ADMIN_MESSAGES.mailNotResendable);
    expect((await resend(byTemplate.resetLink?.id ?? '')).statusCode).toBe(409);
    expect((await resend('7d1c9a52-3c55-4c2f-9d8e-4f0c1b2a3e4d')).statusCode).toBe(404);
    expect((await resend('not-an-id')).statusCode).toBe(400);
    expect(t.mailer.sent.filter((m) => m.to === TO)).toHaveLength(1);
  });

  it('gives up a code that expired before it could be sent, keeping no code', async () => {
    const t = await appOn({ failures: 1 });
    await t.app.ctx.mailer.send({
      to: TO,
      ...verificationCodeMail({ firstName: 'Meera', username: 'meera_nair', code: '482913' }),
    });
    await t.app.mail.deliverDue();
    t.clock.advanceSeconds(5 * 60);
    await retryDue(t);
    await t.app.mail.deliverDue();
    expect(t.mailer.attempts).toBe(1);
    expect(t.mailer.sent).toEqual([]);
    expect(await mailJobs(t)).toEqual([]);
    const [row] = await t.app.deps.database.db.select().from(mailFailures);
    expect(row).toMatchObject({
      template: 'verificationCode',
      lastError: 'its code or link expired before it could be sent',
      text: null,
      html: null,
    });
  });

  it("shows failed mails to the super admin only (403 for anyone else's session)", async () => {
    const t = await appOn();
    const member = await createProfile(t);
    for (const [method, url] of [
      ['GET', ADMIN_API.mailFailures],
      ['POST', ADMIN_API.resendMail('7d1c9a52-3c55-4c2f-9d8e-4f0c1b2a3e4d')],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: headers(member.cookie) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect((await t.app.inject({ method, url, headers: headers() })).statusCode).toBe(401);
    }
  });
});
