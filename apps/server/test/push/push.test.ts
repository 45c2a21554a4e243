import { PUSH_TEXTS } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import { platformSettings, pushSubscriptions, sessions } from '../../src/db/schema/index.js';
import { sendPushes } from '../../src/modules/push/push-job.js';
import { headers, useTestApp } from '../support/app.js';
import { createProfile, type TestProfile } from '../support/factories.js';
import { notificationOf } from '../support/notification-helpers.js';

// The push services' names as the world resolves them (no real DNS in tests).
const t = useTestApp(
  {},
  { pushNetwork: { resolve: async () => [{ address: '142.250.74.42', family: 4 }] } },
);
afterEach(() => vi.restoreAllMocks());

const subscription = (n: number) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${n}`,
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});
const register = (p: TestProfile, key: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/rest/fcm/registerkey',
    headers: headers(p.cookie),
    payload: { key: typeof key === 'string' ? key : JSON.stringify(key) },
  });
const rows = () => t.app.deps.database.db.select().from(pushSubscriptions);

describe('POST /rest/fcm/registerkey (spec §7)', () => {
  it('keeps the browser’s subscription for the acting profile, once per browser', async () => {
    const me = await createProfile(t);
    const other = await createProfile(t);
    expect((await register(me, subscription(1))).statusCode).toBe(204);
    expect((await register(me, subscription(1))).statusCode).toBe(204);
    expect(await rows()).toEqual([
      expect.objectContaining({ profileId: me.profileId, endpoint: subscription(1).endpoint }),
    ]);
    // The same browser signed in as someone else: the subscription moves with it.
    t.clock.advance(60_000);
    expect((await register(other, subscription(1))).statusCode).toBe(204);
    const [moved] = await rows();
    expect(moved).toMatchObject({ profileId: other.profileId, renewedAt: t.clock.now() });
    // …and with its session: it ends when the other's session does.
    const [session] = await t.app.deps.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, moved?.sessionIdHash ?? ''));
    expect(session?.profileId).toBe(other.profileId);
  });

  it('refuses what is not a push subscription, with a clear message', async () => {
    const me = await createProfile(t);
    for (const key of [
      'not json',
      { endpoint: 'https://fcm.googleapis.com/fcm/send/x' },
      { ...subscription(2), endpoint: 'http://fcm.googleapis.com/fcm/send/plain' },
      { ...subscription(3), endpoint: 'javascript:alert(1)' },
    ]) {
      const res = await register(me, key);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PUSH_TEXTS.badKey);
    }
    // A subscription, but not of a browser's push service (review 2, M1).
    const elsewhere = await register(me, {
      ...subscription(5),
      endpoint: 'https://push.example.com/send/5',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(PUSH_TEXTS.unknownService);
    expect(await rows()).toEqual([]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/rest/fcm/registerkey',
      headers: headers(),
      payload: { key: JSON.stringify(subscription(4)) },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers the same VAPID public key every time, made once and kept', async () => {
    const me = await createProfile(t);
    const ask = () =>
      t.app.inject({ method: 'GET', url: '/rest/fcm/vapid-key', headers: headers(me.cookie) });
    const first = (await ask()).json().publicKey;
    expect(first).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect((await ask()).json().publicKey).toBe(first);
    const kept = await t.app.deps.database.db
      .select()
      .from(platformSettings)
      .where(eq(platformSettings.key, 'vapid'));
    expect(kept).toHaveLength(1);
  });
});

describe('the push job', () => {
  it('pushes each recipient’s notification to its browsers and forgets those gone', async () => {
    const me = await createProfile(t);
    expect((await register(me, subscription(5))).statusCode).toBe(204);
    expect((await register(me, subscription(6))).statusCode).toBe(204);
    const sent = vi.spyOn(webpush, 'sendNotification').mockImplementation(async (sub) => {
      if (sub.endpoint.endsWith('/6')) throw Object.assign(new Error('Gone'), { statusCode: 410 });
      return { statusCode: 201, body: '', headers: {} };
    });
    const id = await notificationOf(t, me.profileId, null, 'Fees due soon');
    const [row] = await t.app.ctx.db.query.notifications.findMany({
      where: (n, { eq }) => eq(n.id, id),
    });
    const result = await sendPushes(t.app.ctx, { eventId: row?.eventId });
    expect(result).toEqual({ sent: 1 });
    expect(sent).toHaveBeenCalledTimes(2);
    const [, payload, options] = sent.mock.calls[0] ?? [];
    expect(JSON.parse(String(payload))).toMatchObject({
      title: 'Fees due soon',
      target: '/admission/requests',
    });
    expect(options).toMatchObject({
      TTL: 86_400,
      vapidDetails: { subject: 'mailto:no-reply@shala.local' },
    });
    expect((await rows()).map((r) => r.endpoint)).toEqual([subscription(5).endpoint]);
  });

  it('refuses a job that names no event', async () => {
    await expect(sendPushes(t.app.ctx, { eventId: 'x' })).rejects.toThrow();
  });
});
