import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256Hex } from '../../lib/tokens.js';
import {
  addDevice,
  findAccountDevice,
  forgetDevice,
  liveDeviceHashes,
  renewDevice,
} from './device-queries.js';
import { SIGN_IN_LIMITS } from './sign-in-limits.js';

/**
 * The device cookie (OWASP): random tokens, one per account this browser has signed in to (a
 * family's shared computer), each stored only as a digest in sign_in_devices. httpOnly, and over
 * https `__Host-` like the session cookie, so no script or sibling subdomain can read or plant it.
 */
export const DEVICE_COOKIE = 'shala_device';
const SECURE_DEVICE_COOKIE = `__Host-${DEVICE_COOKIE}`;
/** Accounts one browser is remembered for; the oldest is dropped past this. */
const TOKENS_PER_BROWSER = 5;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 24 * 60 * 60_000;

const cookieName = (request: FastifyRequest) =>
  request.protocol === 'https' ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE;

/** The well-formed tokens the browser sent (at most a few: the rest is ignored). */
function tokensOf(request: FastifyRequest): string[] {
  const value = request.cookies[cookieName(request)] ?? '';
  return value
    .split('.')
    .filter((token) => TOKEN.test(token))
    .slice(0, TOKENS_PER_BROWSER);
}

type Device = { id: string; tokenHash: string };
const looked = new WeakMap<FastifyRequest, Promise<Device | undefined>>();

/** The browser's device of the named account, if it has one that is still trusted (per request). */
export function trustedDeviceOf(
  request: FastifyRequest,
  accountId: string,
): Promise<Device | undefined> {
  let found = looked.get(request);
  if (!found) {
    const { database, clock } = request.server.deps;
    const hashes = tokensOf(request).map(sha256Hex);
    found = findAccountDevice(database.db, accountId, hashes, clock.now());
    looked.set(request, found);
  }
  return found;
}

export async function forgetTrustedDevice(
  request: FastifyRequest,
  accountId: string,
  id: string,
): Promise<void> {
  await forgetDevice(request.server.deps.database.db, accountId, id);
  looked.set(request, Promise.resolve(undefined));
}

/**
 * After a sign-in: the browser's token for the account is renewed, or a new one is issued; the
 * cookie keeps the browser's other live tokens (other accounts), newest first.
 */
export async function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
): Promise<void> {
  const { database, clock } = request.server.deps;
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + SIGN_IN_LIMITS.deviceDays * DAY_MS);
  const tokens = tokensOf(request);
  const known = await findAccountDevice(database.db, accountId, tokens.map(sha256Hex), now);
  let mine = tokens.find((token) => known && sha256Hex(token) === known.tokenHash);
  if (known && mine) {
    await renewDevice(database.db, accountId, known.id, now, expiresAt);
  } else {
    mine = randomToken(32);
    await addDevice(database.db, { accountId, tokenHash: sha256Hex(mine), now, expiresAt });
  }
  const live = await liveDeviceHashes(database.db, tokens.map(sha256Hex), now);
  const others = tokens.filter((token) => token !== mine && live.has(sha256Hex(token)));
  reply.setCookie(cookieName(request), [mine, ...others].slice(0, TOKENS_PER_BROWSER).join('.'), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
    maxAge: (SIGN_IN_LIMITS.deviceDays * DAY_MS) / 1000,
  });
}
