import { LIVE_CLOSE, LIVE_TEXTS, type MessageFrame, userQueue } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roles, sessions, userProfiles } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import { createInstitute, createMember, createProfile, createRole } from '../support/factories.js';
import { openLive, type TestSocket } from '../support/live-client.js';

const t = useTestApp();

async function listening() {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
}

const isType = (type: string) => (f: { command: string; messageType?: string }) =>
  f.command === 'MESSAGE' && f.messageType === type;

async function subscribed(socket: TestSocket, profileId: string) {
  await socket.next((f) => f.command === 'CONNECTED');
  expect(await socket.subscribe(profileId)).toMatchObject({ command: 'RECEIPT' });
}

describe('the live channel at /ws (spec §7)', () => {
  it('refuses a handshake without a session, or from another site', async () => {
    await listening();
    const me = await createProfile(t);
    await expect(openLive(t.app, undefined)).rejects.toMatchObject({ status: 401 });
    await expect(openLive(t.app, me.cookie, 'https://evil.example')).rejects.toMatchObject({
      status: 403,
    });
    const ok = await openLive(t.app, me.cookie);
    const hello = await ok.next((f) => f.command === 'CONNECTED');
    expect(hello).toMatchObject({ command: 'CONNECTED', accountId: me.accountId });
    ok.close();
  });

  it('answers unreadable frames with an error and keeps the socket', async () => {
    await listening();
    const me = await createProfile(t);
    const socket = await openLive(t.app, me.cookie);
    socket.send('not json');
    socket.send({ command: 'DANCE' });
    socket.send({ command: 'SUBSCRIBE', destination: 42 });
    await socket.next((f) => f.command === 'ERROR');
    expect(socket.frames.filter((f) => f.command === 'ERROR')).toHaveLength(3);
    expect(socket.frames.find((f) => f.command === 'ERROR')).toMatchObject({
      message: LIVE_TEXTS.badFrame,
    });
    await subscribed(socket, me.profileId);
    socket.close();
  });

  it('lets a profile subscribe only to its own queue', async () => {
    await listening();
    const me = await createProfile(t);
    const other = await createProfile(t);
    const socket = await openLive(t.app, me.cookie);
    await expect(socket.subscribe(other.profileId)).resolves.toMatchObject({
      command: 'ERROR',
      message: LIVE_TEXTS.notYourQueue,
    });
    await subscribed(socket, me.profileId);
    await t.app.live.publish({ messageType: 'NOTIFICATION', to: [other.profileId], ref: { a: 1 } });
    await t.app.live.publish({ messageType: 'PERMISSION', to: [me.profileId], ref: {} });
    await socket.next(isType('PERMISSION'));
    expect(socket.frames.some(isType('NOTIFICATION'))).toBe(false);
    socket.close();
  });

  it('delivers a published event to every socket of its recipients only', async () => {
    await listening();
    const me = await createProfile(t);
    const bystander = await createProfile(t);
    const [tab1, tab2, theirs] = await Promise.all([
      openLive(t.app, me.cookie),
      openLive(t.app, me.cookie),
      openLive(t.app, bystander.cookie),
    ]);
    await subscribed(tab1, me.profileId);
    await subscribed(tab2, me.profileId);
    await subscribed(theirs, bystander.profileId);
    await t.app.live.publish({
      messageType: 'PAYMENT_RAZORPAY',
      to: [me.profileId],
      ref: { orderId: 'order_1', status: 'PAID', message: 'ok' },
    });
    for (const tab of [tab1, tab2]) {
      const frame = await tab.next<MessageFrame>(isType('PAYMENT_RAZORPAY'));
      expect(frame).toEqual({
        command: 'MESSAGE',
        destination: userQueue(me.profileId),
        messageType: 'PAYMENT_RAZORPAY',
        body: { orderId: 'order_1', status: 'PAID', message: 'ok' },
      });
    }
    await t.app.live.publish({ messageType: 'PERMISSION', to: [bystander.profileId], ref: {} });
    await theirs.next(isType('PERMISSION'));
    expect(theirs.frames.some(isType('PAYMENT_RAZORPAY'))).toBe(false);
    for (const s of [tab1, tab2, theirs]) s.close();
  });

  it('knows who is connected, and forgets them when their last socket closes', async () => {
    await listening();
    const me = await createProfile(t);
    const away = await createProfile(t);
    const socket = await openLive(t.app, me.cookie);
    await subscribed(socket, me.profileId);
    expect(await t.app.live.connected([me.profileId, away.profileId])).toEqual(
      new Set([me.profileId]),
    );
    socket.close();
    await socket.closedWith();
    await expect.poll(async () => (await t.app.live.connected([me.profileId])).size).toBe(0);
  });

  it('ends the channel with AUTHENTICATION when the session is signed out elsewhere', async () => {
    await listening();
    const me = await createProfile(t);
    const socket = await openLive(t.app, me.cookie);
    await subscribed(socket, me.profileId);
    await t.app.deps.database.db.delete(sessions).where(eq(sessions.accountId, me.accountId));
    const frame = await socket.next(isType('AUTHENTICATION'));
    expect(frame).toMatchObject({ body: { reason: 'signedOut' } });
    expect(await socket.closedWith()).toBe(LIVE_CLOSE.signedOut);
  });

  it('tells VERIFICATION when the profile is verified or unverified, and PERMISSION on role changes', async () => {
    await listening();
    const institute = await createInstitute(t);
    const role = await createRole(t, institute, ['getGroup']);
    const me = await createMember(t, institute, role, { verified: false });
    const socket = await openLive(t.app, me.cookie);
    await subscribed(socket, me.profileId);
    const before = socket.frames.filter(isType('PERMISSION')).length;
    await t.app.deps.database.db
      .update(userProfiles)
      .set({ verified: true })
      .where(eq(userProfiles.id, me.profileId));
    await expect(socket.next(isType('VERIFICATION'))).resolves.toMatchObject({
      body: { userProfileId: me.profileId, verified: true },
    });
    await socket.next(() => socket.frames.filter(isType('PERMISSION')).length > before);
    // A role's permissions changing reaches everyone connected.
    const count = socket.frames.filter(isType('PERMISSION')).length;
    await t.app.deps.database.db
      .update(roles)
      .set({ permissions: ['getGroup', 'getNotice'] })
      .where(eq(roles.id, role.id));
    await socket.next(() => socket.frames.filter(isType('PERMISSION')).length > count);
    socket.close();
  });
});
