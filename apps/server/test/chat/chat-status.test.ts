import { API, CHAT_API, CHAT_MESSAGES } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema/index.js';
import { headers, useTestApp } from '../support/app.js';
import { get, login, verifiedAccount } from '../support/auth-helpers.js';
import { createProfile } from '../support/factories.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

const t = useTestApp();
guardTenantWrites(t);
const db = () => t.app.deps.database.db;

async function storeChatStatus(accountId: string, chatStatus: 'ONLINE' | 'OFFLINE') {
  await db().update(accounts).set({ chatStatus }).where(eq(accounts.id, accountId));
}

describe("the account's chat status (spec §3 User data chatStatus)", () => {
  it('is ONLINE for a new account, in the sign-in answer and in /rest/auth/me', async () => {
    const { username } = await verifiedAccount(t);
    const signedIn = await login(t, username);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().chatStatus).toBe('ONLINE');
    const cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await get(t, API.me, cookie)).json().chatStatus).toBe('ONLINE');
  });

  it('answers what is stored for the account, and only for that account', async () => {
    const asha = await createProfile(t);
    const ravi = await createProfile(t);
    await storeChatStatus(asha.accountId, 'OFFLINE');
    expect((await get(t, API.me, asha.cookie)).json().chatStatus).toBe('OFFLINE');
    expect((await get(t, API.me, ravi.cookie)).json().chatStatus).toBe('ONLINE');
  });
});

describe('PUT /rest/chat/status (spec §7 "change chat online status")', () => {
  const put = (payload: unknown, cookie?: string, withTrace = true) =>
    t.app.inject({
      method: 'PUT',
      url: CHAT_API.status,
      headers: withTrace ? headers(cookie) : cookie ? { cookie } : {},
      payload: payload as Record<string, unknown>,
    });

  it("changes the caller's status, kept across sign-ins, and no one else's", async () => {
    const { username } = await verifiedAccount(t);
    const signedIn = await login(t, username);
    const cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const other = await createProfile(t);

    const offline = await put({ chatStatus: 'OFFLINE' }, cookie);
    expect(offline.statusCode, offline.body).toBe(200);
    expect(offline.json()).toEqual({ chatStatus: 'OFFLINE' });
    expect((await get(t, API.me, cookie)).json().chatStatus).toBe('OFFLINE');
    expect((await login(t, username)).json().chatStatus).toBe('OFFLINE');
    expect((await get(t, API.me, other.cookie)).json().chatStatus).toBe('ONLINE');

    const online = await put({ chatStatus: 'ONLINE' }, cookie);
    expect(online.json()).toEqual({ chatStatus: 'ONLINE' });
    expect((await get(t, API.me, cookie)).json().chatStatus).toBe('ONLINE');
  });

  it('refuses anything but ONLINE or OFFLINE with 400 and changes nothing', async () => {
    const asha = await createProfile(t);
    for (const payload of [
      { chatStatus: 'online' },
      { chatStatus: 'AWAY' },
      {},
      { chatStatus: 'OFFLINE', accountId: asha.accountId },
    ]) {
      const res = await put(payload, asha.cookie);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(CHAT_MESSAGES.chooseStatus);
    }
    expect((await get(t, API.me, asha.cookie)).json().chatStatus).toBe('ONLINE');
  });

  it('needs a signed-in account and, as every write, a traceId', async () => {
    expect((await put({ chatStatus: 'OFFLINE' })).statusCode).toBe(401);
    const asha = await createProfile(t);
    expect((await put({ chatStatus: 'OFFLINE' }, asha.cookie, false)).statusCode).toBe(403);
    expect((await get(t, API.me, asha.cookie)).json().chatStatus).toBe('ONLINE');
  });
});
