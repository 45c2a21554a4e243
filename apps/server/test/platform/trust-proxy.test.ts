import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { accountRow, CURRENT, withPassword } from '../support/account-helpers.js';
import { type TestContext, useTestApp } from '../support/app.js';

// Review finding 4: with TRUST_PROXY=true the left-most X-Forwarded-For entry, which the client
// writes, became request.ip, so 12 contact requests with a rotating header all got 201 past the
// limit of 10 an hour per address. TRUST_PROXY now names how many proxies (or which) to trust.

const contact = (t: TestContext, n: number, forwardedFor?: string, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/rest/contact',
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: {
      traceid: `contact-trace-${n}`,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    payload: {
      contactPerson: 'Mallory',
      // A new address each time, so only the per-address (IP) limit is in play.
      email: `sender${n}@example.com`,
      phoneNo: '9876543210',
      category: 'GENERAL_QUERY',
      subject: 'Hello there',
      content: 'Just saying hello.',
    },
  });

describe('finding 4: TRUST_PROXY takes hops or addresses, never "true"', () => {
  it('refuses TRUST_PROXY=true at start, saying why and what to use', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: .*client can write itself.*TRUST_PROXY=1.*10\.0\.0\.0\/8,127\.0\.0\.1/,
    );
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8,127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    [' 10.0.0.0/8 , ::1 ', ['10.0.0.0/8', '::1']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(
      expected,
    );
  });

  it.each(['yes', '-1', '1.5', '10.0.0.0/33', '10.0.0.0/8,example.com', '300.1.1.1'])(
    'names TRUST_PROXY=%s as a bad value',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: false, a number/);
    },
  );
});

describe('finding 4: behind one proxy (TRUST_PROXY=1)', () => {
  const t = useTestApp({ TRUST_PROXY: '1' });

  it('takes the address the proxy appended, not the one the client wrote', async () => {
    // The review's 12 requests, each with a new left-most entry; the proxy appends the real one.
    const answers: number[] = [];
    for (let n = 1; n <= 12; n += 1) {
      answers.push((await contact(t, n, `203.0.113.${n}, 198.51.100.7`)).statusCode);
    }
    expect(answers).toEqual([...Array(10).fill(201), 429, 429]);
    // Another client behind the same proxy still gets through.
    expect((await contact(t, 13, '203.0.113.1, 198.51.100.8')).statusCode).toBe(201);
  });

  it('ignores the header of a client that reaches the server directly from outside', async () => {
    // Only a proxy on a loopback or private address is trusted by a hop count.
    const answers: number[] = [];
    for (let n = 1; n <= 11; n += 1) {
      answers.push((await contact(t, n, `203.0.113.${n}`, '198.51.100.99')).statusCode);
    }
    expect(answers).toEqual([...Array(10).fill(201), 429]);
  });

  it('records that address on the sign-in', async () => {
    const { username } = await accountRow(t, await withPassword(t));
    const res = await t.app.inject({
      method: 'POST',
      url: '/rest/auth/login',
      headers: { traceid: 'login-trace-1', 'x-forwarded-for': '203.0.113.3, 198.51.100.7' },
      payload: { username, password: CURRENT },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'shala_session');
    const log = await t.app.inject({
      method: 'GET',
      url: '/rest/audit/mine',
      headers: { cookie: `shala_session=${cookie?.value}` },
    });
    const signIn = log
      .json()
      .items.find((e: { action: string }) => e.action === 'account.signedIn');
    expect(signIn.ip).toBe('198.51.100.7');
  });
});

describe('finding 4: proxies named by address (TRUST_PROXY=127.0.0.1)', () => {
  const t = useTestApp({ TRUST_PROXY: '127.0.0.1' });

  it('trusts only the named proxy: the entry it appended counts', async () => {
    const answers: number[] = [];
    for (let n = 1; n <= 11; n += 1) {
      answers.push((await contact(t, n, `203.0.113.${n}, 198.51.100.7`)).statusCode);
    }
    expect(answers).toEqual([...Array(10).fill(201), 429]);
  });
});

describe('finding 4: without TRUST_PROXY', () => {
  const t = useTestApp();

  it('ignores X-Forwarded-For entirely', async () => {
    const answers: number[] = [];
    for (let n = 1; n <= 11; n += 1) {
      answers.push((await contact(t, n, `203.0.113.${n}`)).statusCode);
    }
    expect(answers).toEqual([...Array(10).fill(201), 429]);
  });
});
