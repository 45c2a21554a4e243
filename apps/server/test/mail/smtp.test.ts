import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { ManualClock } from '../../src/lib/clock.js';
import { createLogger } from '../../src/lib/logger.js';
import { createMailer } from '../../src/mail/mailer.js';
import { headers } from '../support/app.js';
import { testDatabase } from '../support/database.js';
import { createProfile } from '../support/factories.js';
import { MemoryMailer } from '../support/memory-mailer.js';

// The production path end to end on the server side, as the browser tests run it: nodemailer
// over SMTP_URL to a real SMTP server (smtp-server, the e2e sink), the app answering before its
// mail is tried (no awaitMail). The mail arrives without any worker poll: the request's
// answer starts its delivery.

type Received = { to: string[]; subject: string; text: string };

async function smtpSink() {
  const received: Received[] = [];
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    secure: false,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
          for (const wake of waiting.splice(0)) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first mail to `to`; fails after a generous deadline, never a fixed wait. */
    async waitFor(to: string, seconds = 60): Promise<Received> {
      const deadline = Date.now() + seconds * 1000;
      for (;;) {
        const found = received.find((m) => m.to.includes(to));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${seconds} s`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 1000);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const closing: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

describe('mail over SMTP', () => {
  it('reaches the SMTP server after the answer, with no worker running', async () => {
    const sink = await smtpSink();
    closing.push(sink.close);
    const config = loadConfig({
      PUBLIC_URL: 'http://shala.test',
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(os.tmpdir(), `shala-test-${process.pid}`),
      SMTP_URL: sink.url,
    });
    const app: App = await buildApp(
      {
        config,
        database: await testDatabase(),
        clock: new ManualClock(),
        mailer: createMailer({
          smtpUrl: sink.url,
          from: 'Shala <no-reply@shala.test>',
          outboxDir: path.join(os.tmpdir(), `shala-outbox-${process.pid}`),
          log: createLogger(config),
        }),
      },
      { logger: false },
    );
    await app.ready();
    closing.push(() => app.close());
    const t = { app, clock: new ManualClock(), mailer: new MemoryMailer() };
    const person = await createProfile(t);
    const account = await app.deps.database.db.query.accounts.findFirst({
      where: (a, { eq }) => eq(a.id, person.accountId),
    });
    const email = account?.email ?? '';

    const res = await app.inject({
      method: 'POST',
      url: '/rest/auth/password/forgot',
      headers: headers(),
      payload: { email },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await sink.waitFor(email);
    expect(mail.subject).toBe('Shala: reset your password');
    expect(mail.text).toMatch(/http:\/\/shala\.test\/auth\/setpassword\/[0-9a-f-]{36}\//);
    expect(sink.received).toHaveLength(1);
  });
});
