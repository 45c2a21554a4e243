import { PROFILE_API, SIGNED_IN_SESSION_MESSAGES, SIGNED_IN_SESSIONS_API } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { accountRow, CURRENT, codeIn, withPassword } from '../support/account-helpers.js';
import { headers, type TestContext, useTestApp } from '../support/app.js';
import { as, createProfile } from '../support/factories.js';
import { schoolWithAdmin } from '../support/groups-helpers.js';
import { multipart, tinyPng } from '../support/setup-helpers.js';

// Review finding 14: API answers had no Cache-Control (photos were kept a day), the cookie had
// no __Host- prefix, nobody could list or end their other sessions, an e-mail change kept them,
// and CSP allowed WebSockets to any host.

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const LAPTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

/** Signs `username` in from a browser with this user agent (and address); its cookie. */
async function signInFrom(t: TestContext, username: string, userAgent: string, ip = '127.0.0.1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/rest/auth/login',
    remoteAddress: ip,
    headers: { ...headers(), 'user-agent': userAgent },
    payload: { username, password: CURRENT },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'shala_session');
  return `shala_session=${cookie?.value}`;
}

const me = (t: TestContext, cookie: string) =>
  t.app.inject({ method: 'GET', url: '/rest/auth/me', headers: { cookie } });
const sessionsOf = (t: TestContext, cookie: string) =>
  t.app.inject({ method: 'GET', url: SIGNED_IN_SESSIONS_API.list, headers: { cookie } });
const endOne = (t: TestContext, cookie: string, id: string, trace = true) =>
  t.app.inject({
    method: 'DELETE',
    url: SIGNED_IN_SESSIONS_API.one(id),
    headers: trace ? headers(cookie) : { cookie },
  });

describe('finding 14: Cache-Control on API answers', () => {
  const t = useTestApp();

  it('sends no-store on personal answers, photos included, and lets the public logo be kept', async () => {
    const { institute, admin } = await schoolWithAdmin(t);
    expect((await me(t, admin.cookie)).headers['cache-control']).toBe('no-store');
    expect((await me(t, 'shala_session=unknown')).headers['cache-control']).toBe('no-store');
    const card = await t.app.inject({
      method: 'GET',
      url: `/rest/profiles/${admin.profileId}/card`,
      headers: as(admin),
    });
    expect(card.headers['cache-control']).toBe('no-store');

    const png = tinyPng();
    const photoForm = multipart([
      { field: 'photo', name: 'me.png', bytes: png, type: 'image/png' },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: PROFILE_API.photo(admin.profileId),
      headers: { ...as(admin), 'content-type': photoForm.contentType },
      payload: photoForm.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photo = await t.app.inject({
      method: 'GET',
      url: PROFILE_API.photo(admin.profileId),
      headers: as(admin),
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['cache-control']).toBe('no-store');

    const logoForm = multipart([{ field: 'logo', name: 'logo.png', bytes: png }]);
    const logoSaved = await t.app.inject({
      method: 'POST',
      url: `/rest/institutes/${institute.id}/logo`,
      headers: { ...as(admin), 'content-type': logoForm.contentType },
      payload: logoForm.payload,
    });
    expect(logoSaved.statusCode, logoSaved.body).toBe(200);
    const logo = await t.app.inject({
      method: 'GET',
      url: `/rest/public/institutes/${institute.id}/image`,
    });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
  });

  it("limits CSP connect-src to the portal's own origin and its live channel", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rest/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/connect-src 'self' ws:\/\/shala\.test(;|$)/);
    expect(csp).not.toMatch(/connect-src[^;]*\bwss?:(?!\/\/)/);
  });
});

describe('finding 14: CSP over https', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://school.example.in' });

  it('names wss:// on the public host', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rest/health' });
    expect(String(res.headers['content-security-policy'])).toMatch(
      /connect-src 'self' wss:\/\/school\.example\.in(;|$)/,
    );
  });
});

describe('finding 14: the session cookie over https', () => {
  const t = useTestApp({ TRUST_PROXY: '1' });

  it('is __Host-shala_session (Secure, Path=/, no Domain) and only that name is read', async () => {
    const { username } = await accountRow(t, await withPassword(t));
    const https = { 'x-forwarded-proto': 'https' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/rest/auth/login',
      headers: { ...headers(), ...https },
      payload: { username, password: CURRENT },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === '__Host-shala_session');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(cookie?.domain).toBeUndefined();
    expect(res.cookies.find((c) => c.name === 'shala_session')).toBeUndefined();

    const read = (name: string) =>
      t.app.inject({
        method: 'GET',
        url: '/rest/auth/me',
        headers: { ...https, cookie: `${name}=${cookie?.value}` },
      });
    expect((await read('__Host-shala_session')).statusCode).toBe(200);
    expect((await read('shala_session')).statusCode).toBe(401);
  });

  it('stays shala_session (not Secure) over plain http, as on a LAN', async () => {
    const { username } = await accountRow(t, await withPassword(t));
    const res = await t.app.inject({
      method: 'POST',
      url: '/rest/auth/login',
      headers: headers(),
      payload: { username, password: CURRENT },
    });
    const cookie = res.cookies.find((c) => c.name === 'shala_session');
    expect(cookie?.secure).toBeUndefined();
    expect(res.cookies.find((c) => c.name === '__Host-shala_session')).toBeUndefined();
  });
});

describe("finding 14: the account's list of signed-in browsers", () => {
  const t = useTestApp();

  it('lists each browser with its device, address and times, this one marked', async () => {
    const { username } = await accountRow(t, await withPassword(t));
    const laptop = await signInFrom(t, username, LAPTOP_UA, '192.0.2.10');
    t.clock.advanceSeconds(120);
    const phone = await signInFrom(t, username, PHONE_UA, '198.51.100.7');

    const list = await sessionsOf(t, laptop);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const items = list.json().items as { device: string; current: boolean; ip: string }[];
    expect(items).toHaveLength(3); // the factory's own sign-in, the laptop and the phone
    expect(items.find((s) => s.current)).toMatchObject({
      device: 'Firefox on Windows',
      ip: '192.0.2.10',
    });
    expect(items.find((s) => s.device === 'Chrome on Android')).toMatchObject({
      current: false,
      ip: '198.51.100.7',
      signedInAt: new Date(t.clock.now()).toISOString(),
    });
    // The session's secret (its id or hash) is never part of the answer.
    expect(list.body).not.toContain(phone.split('=')[1]);
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(
      ['current', 'device', 'id', 'ip', 'lastActiveAt', 'signedInAt'].sort(),
    );
  });

  it('signs out another browser: its next call is 401, and the account log says so', async () => {
    const { username } = await accountRow(t, await withPassword(t));
    const laptop = await signInFrom(t, username, LAPTOP_UA);
    const phone = await signInFrom(t, username, PHONE_UA, '198.51.100.7');
    const items = (await sessionsOf(t, laptop)).json().items as { id: string; device: string }[];
    const phoneId = items.find((s) => s.device === 'Chrome on Android')?.id ?? '';

    // A write: without traceId it is refused, like every other.
    expect((await endOne(t, laptop, phoneId, false)).statusCode).toBe(403);
    const ended = await endOne(t, laptop, phoneId);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().message).toBe(SIGNED_IN_SESSION_MESSAGES.ended);
    expect((await me(t, phone)).statusCode).toBe(401);
    expect((await me(t, laptop)).statusCode).toBe(200);
    expect((await endOne(t, laptop, phoneId)).statusCode).toBe(404);

    const log = await t.app.inject({
      method: 'GET',
      url: '/rest/audit/mine',
      headers: { cookie: laptop },
    });
    const events = log.json().items as { action: string }[];
    expect(events.find((e) => e.action === 'account.sessionEnded')).toMatchObject({
      action: 'account.sessionEnded',
      detail: { device: 'Chrome on Android', ip: '198.51.100.7' },
    });
  });

  it("refuses this browser's own session (Sign Out ends it) and finds no other account's", async () => {
    const { username } = await accountRow(t, await withPassword(t));
    const laptop = await signInFrom(t, username, LAPTOP_UA);
    const own = (await sessionsOf(t, laptop))
      .json()
      .items.find((s: { current: boolean }) => s.current);
    const refused = await endOne(t, laptop, own.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(SIGNED_IN_SESSION_MESSAGES.current);

    const stranger = await createProfile(t);
    const theirs = (await sessionsOf(t, stranger.cookie)).json().items[0].id as string;
    const res = await endOne(t, laptop, theirs);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SIGNED_IN_SESSION_MESSAGES.notFound);
    expect((await me(t, stranger.cookie)).statusCode).toBe(200);
    expect((await sessionsOf(t, laptop)).body).not.toContain(theirs);
  });

  it('signs out all other browsers at once', async () => {
    const p = await withPassword(t);
    const { username } = await accountRow(t, p);
    const laptop = await signInFrom(t, username, LAPTOP_UA);
    const phone = await signInFrom(t, username, PHONE_UA);
    const res = await t.app.inject({
      method: 'DELETE',
      url: SIGNED_IN_SESSIONS_API.list,
      headers: headers(laptop),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: SIGNED_IN_SESSION_MESSAGES.othersEnded(2), count: 2 });
    expect((await me(t, phone)).statusCode).toBe(401);
    expect((await me(t, p.cookie)).statusCode).toBe(401);
    expect((await me(t, laptop)).statusCode).toBe(200);
    expect((await sessionsOf(t, laptop)).json().items).toHaveLength(1);
  });

  it('ends the other sessions when an e-mail change is confirmed', async () => {
    const p = await withPassword(t);
    const { username } = await accountRow(t, p);
    const laptop = await signInFrom(t, username, LAPTOP_UA);
    const phone = await signInFrom(t, username, PHONE_UA);
    const start = await t.app.inject({
      method: 'POST',
      url: '/rest/account/email',
      headers: headers(laptop),
      payload: { newEmail: 'moved@example.com', password: CURRENT },
    });
    expect(start.statusCode, start.body).toBe(200);
    // Only starting the change ends nothing.
    expect((await me(t, phone)).statusCode).toBe(200);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/rest/account/email/confirm',
      headers: headers(laptop),
      payload: { code: codeIn(t, 'moved@example.com') },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect((await me(t, phone)).statusCode).toBe(401);
    expect((await me(t, p.cookie)).statusCode).toBe(401);
    expect((await me(t, laptop)).statusCode).toBe(200);
  });
});
