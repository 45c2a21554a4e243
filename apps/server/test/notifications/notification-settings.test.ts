import { NOTIFICATION_SETTINGS_MESSAGES } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { as, createProfile, type TestProfile } from '../support/factories.js';

const t = useTestApp();

const URL = '/rest/notification/settings';
const get = (p: TestProfile) => t.app.inject({ method: 'GET', url: URL, headers: as(p) });
const put = (p: TestProfile, payload: object) =>
  t.app.inject({ method: 'PUT', url: URL, headers: as(p), payload });

describe('notification settings', () => {
  it('start with app and e-mail on and text off', async () => {
    const res = await get(await createProfile(t));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      appNotifications: true,
      emailNotifications: true,
      smsNotifications: false,
    });
  });

  it('are updated per profile and read back', async () => {
    const me = await createProfile(t);
    const linked = await createProfile(t, { accountId: me.accountId });
    const res = await put(me, { appNotifications: false, emailNotifications: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      appNotifications: false,
      emailNotifications: true,
      smsNotifications: false,
    });
    await put(me, { appNotifications: false, emailNotifications: false, smsNotifications: false });
    expect((await get(me)).json()).toMatchObject({
      appNotifications: false,
      emailNotifications: false,
    });
    expect((await get(linked)).json()).toMatchObject({
      appNotifications: true,
      emailNotifications: true,
    });
  });

  it('refuse text notifications', async () => {
    const me = await createProfile(t);
    const res = await put(me, {
      appNotifications: true,
      emailNotifications: true,
      smsNotifications: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NOTIFICATION_SETTINGS_MESSAGES.smsUnavailable);
    expect((await get(me)).json().smsNotifications).toBe(false);
  });

  it('need a verified profile to change, with the exact message', async () => {
    const unverified = await createProfile(t, { verified: false });
    expect((await get(unverified)).statusCode).toBe(200);
    const res = await put(unverified, { appNotifications: false, emailNotifications: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Please verify your account' });
    expect((await get(unverified)).json().appNotifications).toBe(true);
  });

  it('need a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: URL });
    expect(res.statusCode).toBe(401);
  });
});
