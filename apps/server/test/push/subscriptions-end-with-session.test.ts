import { API, SESSION_IDLE_MINUTES, SIGNED_IN_SESSIONS_API } from '@shala/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import { pushSubscriptions } from '../../src/db/schema/index.js';
import { deleteAccountSessions } from '../../src/modules/auth/session-queries.js';
import { sendPushes } from '../../src/modules/push/push-job.js';
import { headers, useTestApp } from '../support/app.js';
import { createProfile, signIn, type TestProfile } from '../support/factories.js';
import { notificationOf } from '../support/notification-helpers.js';

// Review 2, L2: a subscription was kept per profile, not per session. On a shared browser
// POST /rest/fcm/registerkey → 204, POST /rest/auth/logout → 204, then a payment for Aarav
// still pushed "Payment received" to the signed-out browser. A subscription now belongs to the
// session it was registered in: it goes when that session ends, however it ends, and the push
// job skips one whose session is gone.

const t = useTestApp(
  {},
  {
    pushNetwork: {
      // fcm.googleapis.com as the world sees it (no real DNS in tests; nothing is contacted).
      resolve: async () => [{ address: '142.250.74.42', family: 4 }],
    },
  },
);
afterEach(() => vi.restoreAllMocks());

const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const endpointOf = (name: string) => `https://fcm.googleapis.com/fcm/send/${name}`;
const register = async (cookie: string, name: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/rest/fcm/registerkey',
    headers: headers(cookie),
    payload: { key: JSON.stringify({ endpoint: endpointOf(name), keys: KEYS }) },
  });
  expect(res.statusCode, res.body).toBe(204);
};
const endpoints = async () =>
  (await t.app.ctx.db.select().from(pushSubscriptions)).map((r) => r.endpoint).sort();

/** Raises a notification for the profile and runs its push job; the endpoints pushed to. */
async function notify(p: TestProfile): Promise<string[]> {
  const pushed: string[] = [];
  vi.spyOn(webpush, 'sendNotification').mockImplementation(async (sub) => {
    pushed.push(sub.endpoint);
    return { statusCode: 201, body: '', headers: {} };
  });
  const id = await notificationOf(t, p.profileId, null, 'Payment received');
  const [row] = await t.app.ctx.db.query.notifications.findMany({
    where: (n, { eq }) => eq(n.id, id),
  });
  await sendPushes(t.app.ctx, { eventId: row?.eventId });
  return pushed.sort();
}

describe('L2: push subscriptions end with their session', () => {
  it('Sign Out removes the browser’s subscription and nothing more is pushed to it', async () => {
    const priya = await createProfile(t);
    const sharedBrowser = await signIn(t, priya.accountId, priya.profileId);
    await register(sharedBrowser, 'after-logout');
    await register(priya.cookie, 'own-phone');
    const out = await t.app.inject({
      method: 'POST',
      url: API.logout,
      headers: headers(sharedBrowser),
    });
    expect(out.statusCode).toBe(204);
    expect(await endpoints()).toEqual([endpointOf('own-phone')]);
    expect(await notify(priya)).toEqual([endpointOf('own-phone')]);
  });

  it('signing out the other browsers removes their subscriptions', async () => {
    const priya = await createProfile(t);
    const labPc = await signIn(t, priya.accountId, priya.profileId);
    await register(labPc, 'lab-pc');
    await register(priya.cookie, 'own-phone');
    const ended = await t.app.inject({
      method: 'DELETE',
      url: SIGNED_IN_SESSIONS_API.list,
      headers: headers(priya.cookie),
    });
    expect(ended.statusCode).toBe(200);
    expect(await endpoints()).toEqual([endpointOf('own-phone')]);
    expect(await notify(priya)).toEqual([endpointOf('own-phone')]);
  });

  it('a password reset (every session of the account ends) removes them all', async () => {
    const priya = await createProfile(t);
    await register(priya.cookie, 'own-phone');
    await register(await signIn(t, priya.accountId, priya.profileId), 'lab-pc');
    await deleteAccountSessions(t.app.ctx.db, priya.accountId);
    expect(await endpoints()).toEqual([]);
  });

  it('a session that expired unseen gets no pushes, and its subscription goes', async () => {
    const priya = await createProfile(t);
    await register(priya.cookie, 'idle-browser');
    t.clock.advance((SESSION_IDLE_MINUTES + 1) * 60_000);
    expect(await notify(priya)).toEqual([]);
    expect(await endpoints()).toEqual([]);
  });
});
