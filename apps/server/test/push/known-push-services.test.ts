import https from 'node:https';
import { asc } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushSubscriptions } from '../../src/db/schema/index.js';
import { sendPushes } from '../../src/modules/push/push-job.js';
import { headers, useTestApp } from '../support/app.js';
import { createProfile, type TestProfile } from '../support/factories.js';
import { notificationOf } from '../support/notification-helpers.js';

// Review 2, M1: POST /rest/fcm/registerkey stored any https endpoint (https://127.0.0.1:41162/…,
// https://169.254.169.254/latest/meta-data, https://10.0.0.1:8443/internal → 204) and the push
// job POSTed to it; one profile registered 300 endpoints, so one notification made 300 requests.
// Only known Web Push services on port 443 are kept now, at most 10 per profile, registerkey is
// limited per account, and at send time the host is resolved and a private address refused.

/** The names the app resolves in these tests (no real DNS): fcm.googleapis.com is rebound. */
const dns: Record<string, string[]> = { 'fcm.googleapis.com': ['127.0.0.1'] };
const t = useTestApp(
  {},
  {
    pushNetwork: {
      resolve: async (host: string) => (dns[host] ?? []).map((address) => ({ address, family: 4 })),
    },
  },
);
afterEach(() => vi.restoreAllMocks());

const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const register = (p: TestProfile, endpoint: string) =>
  t.app.inject({
    method: 'POST',
    url: '/rest/fcm/registerkey',
    headers: headers(p.cookie),
    payload: { key: JSON.stringify({ endpoint, keys: KEYS }) },
  });
const rows = () =>
  t.app.ctx.db.select().from(pushSubscriptions).orderBy(asc(pushSubscriptions.createdAt));
const chrome = (n: number) => `https://fcm.googleapis.com/fcm/send/browser-${n}`;

describe('M1: push endpoints of known push services only', () => {
  it('refuses the review’s loopback, link-local, private and odd-port endpoints with 400', async () => {
    const priya = await createProfile(t);
    for (const endpoint of [
      'https://127.0.0.1:41162/internal/admin?x=1',
      'https://127.0.0.1:41162/aarav',
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.1:8443/internal',
      'https://[::1]/x',
      'https://localhost/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://user@fcm.googleapis.com/fcm/send/x',
      'https://push.example.com/send/1',
    ]) {
      const res = await register(priya, endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message, endpoint).toMatch(/push service/);
    }
    expect(await rows()).toEqual([]);
  });

  it('keeps the real browsers’ push services (Chrome, Firefox, Edge, Safari)', async () => {
    const priya = await createProfile(t);
    for (const endpoint of [
      chrome(1),
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABn',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAAB',
      'https://web.push.apple.com/QGuQyavXutnMH',
    ]) {
      expect((await register(priya, endpoint)).statusCode, endpoint).toBe(204);
    }
    expect(await rows()).toHaveLength(4);
  });

  it('keeps at most 10 subscriptions per profile: the 11th drops the oldest', async () => {
    const priya = await createProfile(t);
    for (let n = 1; n <= 11; n += 1) {
      t.clock.advance(1000);
      expect((await register(priya, chrome(n))).statusCode).toBe(204);
    }
    const kept = (await rows()).map((r) => r.endpoint);
    expect(kept).toHaveLength(10);
    expect(kept).not.toContain(chrome(1));
    expect(kept).toContain(chrome(11));
  });

  it('limits registerkey per account: 20 an hour, then 429', async () => {
    const priya = await createProfile(t);
    const child = await createProfile(t, { accountId: priya.accountId });
    for (let n = 1; n <= 20; n += 1) {
      const as = n % 2 ? priya : child;
      expect((await register(as, chrome(n))).statusCode, `registration ${n}`).toBe(204);
    }
    const refused = await register(child, chrome(21));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    t.clock.advance(60 * 60_000);
    expect((await register(priya, chrome(22))).statusCode).toBe(204);
  });

  it('does not contact a push host that resolves to 127.0.0.1 at send time, and drops it', async () => {
    const priya = await createProfile(t);
    expect((await register(priya, chrome(1))).statusCode).toBe(204);
    const contacted: unknown[] = [];
    vi.spyOn(https, 'request').mockImplementation((...args: unknown[]) => {
      contacted.push(args[0]);
      throw new Error('no network in tests');
    });
    const warn = vi.spyOn(t.app.ctx.log, 'warn');
    const id = await notificationOf(t, priya.profileId, null, 'Payment received');
    const [row] = await t.app.ctx.db.query.notifications.findMany({
      where: (n, { eq }) => eq(n.id, id),
    });
    const result = await sendPushes(t.app.ctx, { eventId: row?.eventId });
    expect(contacted).toEqual([]);
    expect(result).toEqual({ sent: 0 });
    expect(await rows()).toEqual([]);
    const logged = JSON.stringify(warn.mock.calls);
    expect(logged).toContain('fcm.googleapis.com');
    expect(logged).not.toContain('browser-1');
    expect(logged).not.toContain(KEYS.auth);
  });
});
