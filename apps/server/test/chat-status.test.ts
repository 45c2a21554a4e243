import { API } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema/index.js';
import { useTestApp } from './app.js';
import { get, login, verifiedAccount } from './auth-helpers.js';
import { createProfile } from './factories.js';

const t = useTestApp();
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
