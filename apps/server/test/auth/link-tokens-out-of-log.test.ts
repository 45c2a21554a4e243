import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { beforeEach, describe, expect, it } from 'vitest';
import { createLogger, REDACTED, redactUrl } from '../../src/lib/logger.js';
import { createMailer } from '../../src/mail/mailer.js';
import { resetLinkMail } from '../../src/mail/templates.js';
import { accountRow, CURRENT, withPassword } from '../support/account-helpers.js';
import { sessionCookie, useTestApp } from '../support/app.js';
import { login, mailedLink, post } from '../support/auth-helpers.js';

// Review finding 3: opening a mailed link wrote its token to the request log
// (`"url":"/auth/setpassword/{id}/{token}"`). The log now keeps the page and the id only.

/** A pino destination that keeps every line it is given. */
function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

/** What the app logged (info and above) during the test. */
const log = logSink();
const t = useTestApp(
  { LOG_LEVEL: 'info' },
  { logger: createLogger({ logLevel: 'info' }, log.stream) },
);
beforeEach(() => {
  log.lines.length = 0;
});

const tokenOf = (link: string) => link.split('/')[4] ?? '';

describe('finding 3: link tokens stay out of the log', () => {
  it('masks the token of a reset link opened in the browser (GET /auth/setpassword/{id}/{token})', async () => {
    const { email } = await accountRow(t, await withPassword(t));
    await post(t, '/rest/auth/password/forgot', { email });
    const link = mailedLink(t, email);
    const [, , , id] = link.split('/');
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await t.app.inject({ method: 'GET', url: link });
    // The same link typed in other spellings the router and the public pages accept.
    await t.app.inject({ method: 'GET', url: link.replace('setpassword', 'SetPassword') });
    await t.app.inject({ method: 'GET', url: link.replace('/setpassword/', '/%73etpassword/') });
    await t.app.inject({ method: 'GET', url: `${link}?from=mail` });

    const all = log.lines.join('\n');
    expect(all).not.toContain(tokenOf(link));
    const urls = log.lines
      .map((l) => JSON.parse(l) as { req?: { url: string } })
      .flatMap((l) => (l.req ? [l.req.url] : []));
    expect(urls).toContain(`/auth/setpassword/${id}/${REDACTED}`);
  });

  it('masks the token of a change link (/auth/changePassword/{tp}/{token})', async () => {
    const { username, email } = await accountRow(t, await withPassword(t));
    const cookie = sessionCookie(await login(t, username, CURRENT));
    const asked = await post(t, '/rest/auth/password/change-link', undefined, cookie);
    expect(asked.statusCode, asked.body).toBe(200);
    const link = mailedLink(t, email);
    expect(link).toMatch(/^\/auth\/changePassword\/[^/]+\/[A-Za-z0-9_-]{43}$/);

    await t.app.inject({ method: 'GET', url: link });

    expect(log.lines.join('\n')).not.toContain(tokenOf(link));
    expect(log.lines.join('\n')).toContain(`${link.split('/').slice(0, 4).join('/')}/${REDACTED}`);
  });

  it('masks token-shaped segments and query values of any other address', () => {
    const token = 'YspkXxFJ97B5MKcCMarXA7lFqrhNq9VXbdoGpoi630k';
    expect(redactUrl(`/rest/anything/${token}`)).toBe(`/rest/anything/${REDACTED}`);
    expect(redactUrl(`/somewhere?token=${token}&page=2`)).toBe(
      `/somewhere?token=${REDACTED}&page=2`,
    );
    expect(redactUrl(`/auth%2Fsetpassword/abc/${token}`)).toBe(`/auth/setpassword/abc/${REDACTED}`);
    // Ordinary addresses are left as they are: ids, hashed assets, queries.
    const plain = '/rest/groups/3ef2e98e-2bc7-469f-938d-be2bb3d627b6/members?sessionId=x';
    expect(redactUrl(plain)).toBe(plain);
    expect(redactUrl('/assets/index-Bx3kd9aQ.js')).toBe('/assets/index-Bx3kd9aQ.js');
  });

  it("logs a mail's recipient and subject, never its link", async () => {
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'shala-outbox-'));
    const mailLog = logSink();
    try {
      const mailer = createMailer({
        smtpUrl: undefined,
        from: 'Shala <no-reply@shala.test>',
        outboxDir,
        log: createLogger({ logLevel: 'info' }, mailLog.stream),
      });
      const token = 'YspkXxFJ97B5MKcCMarXA7lFqrhNq9VXbdoGpoi630k';
      await mailer.send({
        to: 'ravi@example.com',
        ...resetLinkMail({
          firstName: 'Ravi',
          link: `http://shala.test/auth/setpassword/x/${token}`,
        }),
      });
      expect(mailLog.lines).toHaveLength(1);
      expect(mailLog.lines[0]).toContain('mail written to outbox');
      expect(mailLog.lines[0]).not.toContain(token);
      expect(mailLog.lines[0]).not.toContain('setpassword');
    } finally {
      await rm(outboxDir, { recursive: true, force: true });
    }
  });
});
