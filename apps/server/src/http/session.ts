import { SESSION_ABSOLUTE_DAYS, SESSION_IDLE_MINUTES } from '@shala/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256Hex } from '../lib/tokens.js';
import { deleteSession, replaceSession, SessionTouches } from '../modules/auth/index.js';
import type { SessionIdentity } from '../modules/permissions/index.js';

export const SESSION_COOKIE = 'shala_session';
/**
 * Over https the cookie is `__Host-shala_session`: browsers then accept it only when Secure,
 * with Path=/ and no Domain, so a sibling subdomain or a plain-http page cannot plant or shadow
 * it. Plain http (a LAN install) cannot use the prefix and keeps `shala_session`.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
const IDLE_MS = SESSION_IDLE_MINUTES * 60_000;
const ABSOLUTE_MS = SESSION_ABSOLUTE_DAYS * 24 * 60 * 60_000;
/** last_seen_at is rewritten at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions' last requests, written in the background (flushed at close; tests flush). */
    sessionTouches: SessionTouches;
  }
}

/**
 * Only API and live-channel routes need to know the caller; static files do not. Tested on the
 * route the router matched (it decodes the path), so `/%72est/auth/me` is /rest/auth/me.
 */
const NEEDS_SESSION = /^\/(rest|ws)(\/|$)/;

/**
 * Fills request.auth from the session cookie (the one of the request's scheme). Idle and absolute expiry are judged by the
 * injected clock; an expired or unknown cookie is cleared (and its row deleted).
 */
export function registerSessions(app: FastifyInstance): void {
  const { database, clock } = app.deps;
  const touches = new SessionTouches(database.db, (error) =>
    app.log.error({ err: error }, 'session_touch_failed'),
  );
  app.decorate('sessionTouches', touches);
  app.addHook('onClose', () => touches.flush());
  app.addHook('onRequest', async (request, reply) => {
    if (!NEEDS_SESSION.test(request.routeOptions.url ?? '')) return;
    const cookie = sessionCookieOf(request);
    if (!cookie) return;
    const idHash = sha256Hex(cookie);
    const now = clock.now().getTime();
    const expired = (s: SessionIdentity) =>
      now >= s.expiresAt.getTime() || now - s.lastSeenAt.getTime() >= IDLE_MS;
    let session = await app.identity.session(idHash);
    // Idle by what this process saw: another process may have seen the browser since.
    if (session && expired(session)) session = await app.identity.session(idHash, true);
    if (!session || expired(session)) {
      if (session) await deleteSession(database.db, idHash);
      app.identity.forgetSession(idHash);
      clearSessionCookie(request, reply);
      return;
    }
    if (now - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      touches.touch(idHash, clock.now());
      app.identity.touched(idHash, clock.now());
    }
    request.auth = {
      sessionIdHash: idHash,
      account: session.account,
      profileId: session.profileId,
      profiles: session.profiles,
    };
  });
}

/** Signs the browser in with a brand-new session id; its previous session, if any, ends. */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  account: { id: string },
  profileId: string | null,
): Promise<void> {
  const { database, clock } = request.server.deps;
  const id = randomToken(32);
  const previous = sessionCookieOf(request);
  const now = clock.now();
  await replaceSession(database.db, {
    idHash: sha256Hex(id),
    previousIdHash: previous ? sha256Hex(previous) : undefined,
    accountId: account.id,
    profileId,
    now,
    expiresAt: new Date(now.getTime() + ABSOLUTE_MS),
    idleCutoff: new Date(now.getTime() - IDLE_MS),
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
  });
  reply.setCookie(cookieName(request), id, {
    ...cookieOptions(request),
    maxAge: ABSOLUTE_MS / 1000,
  });
}

/** Signs the browser out: the row is deleted and the cookie cleared, whatever state it was in. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const cookie = sessionCookieOf(request);
  if (cookie) await deleteSession(request.server.deps.database.db, sha256Hex(cookie));
  request.auth = null;
  clearSessionCookie(request, reply);
}

function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(cookieName(request), cookieOptions(request));
}

/** The cookie's name for this request: over https only the __Host- one is read or written. */
function cookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

function sessionCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies[cookieName(request)];
}

function cookieOptions(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: request.protocol === 'https',
  };
}
