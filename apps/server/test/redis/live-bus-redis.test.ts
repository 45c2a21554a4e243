// REDIS_URL: the live channel's events travel through Redis pub/sub instead of the database's
// LISTEN/NOTIFY. Two apps on one database and one Redis: what one publishes, the other's
// sockets receive. Runs when TEST_REDIS_URL names a Redis.
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../support/app.js';
import { createProfile } from '../support/factories.js';
import { openLive } from '../support/live-client.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const apps: TestContext[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.app.close();
});

describe('the live bus on Redis', () => {
  it('delivers an event published by one app to a socket held by another', async () => {
    const sender = await buildTestApp({ REDIS_URL });
    apps.push(sender);
    const holder = await buildTestApp({ REDIS_URL });
    apps.push(holder);
    await holder.app.listen({ port: 0, host: '127.0.0.1' });
    const me = await createProfile(holder);
    const socket = await openLive(holder.app, me.cookie);
    await socket.subscribe(me.profileId);
    await sender.app.live.publish({
      messageType: 'PAYMENT_RAZORPAY',
      to: [me.profileId],
      ref: { orderId: 'order_redis', status: 'PAID', message: 'Paid' },
    });
    const frame = await socket.next((f) => f.command === 'MESSAGE');
    expect(frame).toMatchObject({
      messageType: 'PAYMENT_RAZORPAY',
      body: { orderId: 'order_redis' },
    });
    socket.close();
  });
});
