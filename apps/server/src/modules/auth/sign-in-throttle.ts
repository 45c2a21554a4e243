import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HitCounter } from '../../http/rate-limit-counters.js';
import { tooManyRequests } from '../../lib/errors.js';
import { sha256Hex } from '../../lib/tokens.js';
import { signInsSlowedMail } from '../../mail/sign-in-templates.js';
import { findAccountById, findDefaultProfile } from '../people/index.js';
import { noteRateLimited } from './auth-events.js';
import { accountNamedBy, typedLogin } from './limits.js';
import { forgetTrustedDevice, rememberDevice, trustedDeviceOf } from './sign-in-devices.js';
import { SIGN_IN_LIMITS, slowDownSeconds } from './sign-in-limits.js';

/**
 * Sign-in guessing is limited without handing anyone a lock-out (issue 21, item 7; OWASP's
 * Authentication Cheat Sheet, "Account lockout" and device cookies):
 * - failures count per account and address together: after 10 in 15 minutes that pair is
 *   refused, so guessing from one place stays slow while the holder elsewhere is not touched;
 * - an account's failures from everywhere, past 10 in an hour, slow its sign-ins from unknown
 *   browsers (one try per interval, from 2 s doubling to a minute), never a long refusal;
 * - a browser that has signed in to the account before (its device cookie) is let through with
 *   the right password, whatever the pair and the slow-down say; its own failures count, and
 *   after 10 in 15 minutes it is trusted no more;
 * - the holder is mailed once when the slow-down begins.
 * Counted in the shared rate-limit counters (Redis or PostgreSQL with several processes), timed
 * by the injected clock. A sign-in that succeeds takes its count back: only failures count.
 */

const MINUTE = 60_000;

/** What the login route tells the throttle once the password has been checked. */
export type SignInAttempt = {
  /** A wrong password (or a name that is no account). */
  failed(): Promise<void>;
  /** The password was right (signed in, or told to verify the e-mail): nothing counts. */
  passed(): Promise<void>;
  /** Signed in: the browser is remembered for the account. */
  signedIn(reply: FastifyReply, accountId: string): Promise<void>;
};

const digest = (value: string) => sha256Hex(value);

/**
 * Checks a sign-in before its password is: refuses (429, with Retry-After) a pair that has
 * failed too often, or an unknown browser during the slow-down's interval; else counts the try
 * and returns what to tell after the check.
 */
export async function beginSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SignInAttempt> {
  const app = request.server;
  if (app.deps.config.rateLimits === false) return unlimited(request);
  const counter = app.rateLimitCounter;
  const accountId = await accountNamedBy(request);
  // A name that is no account is limited all the same, so the limit tells nothing.
  const account = accountId ? `id:${accountId}` : `name:${typedLogin(request) ?? ''}`;
  const failures = `login:failures:${digest(account)}`;
  const accountWindow = SIGN_IN_LIMITS.accountWindowMinutes * MINUTE;
  const pairWindow = SIGN_IN_LIMITS.pairWindowMinutes * MINUTE;

  const device = accountId ? await trustedDeviceOf(request, accountId) : undefined;
  if (device && accountId) {
    const own = `login:device:${device.tokenHash}`;
    const tries = await counter.hit(own, pairWindow);
    if (tries.count <= SIGN_IN_LIMITS.deviceMax) {
      return attempt(request, counter, { key: own, window: pairWindow, failures, accountId });
    }
    // A known browser that keeps failing is an unknown one from now on.
    await forgetTrustedDevice(request, accountId, device.id);
  }

  const pairKey = `login:pair:${digest(`${account}|${request.ip}`)}`;
  const pair = await counter.hit(pairKey, pairWindow);
  if (pair.count > SIGN_IN_LIMITS.pairMax) {
    refusalLogged(request, 'login:pair', pairKey);
    if (accountId && pair.count === SIGN_IN_LIMITS.pairMax + 1) {
      await noteRateLimited(request, accountId, 'login');
    }
    throw refusal(reply, pair.ttlMs, 'minutes');
  }
  const failed = await counter.hit(failures, accountWindow, 0);
  const interval = slowDownSeconds(failed.count);
  if (interval > 0) {
    const gateKey = `login:slowed:${digest(account)}`;
    const gate = await counter.hit(gateKey, interval * 1000);
    if (gate.count > 1) {
      // Not tried, so not a failure of this pair.
      await counter.hit(pairKey, pairWindow, -1);
      refusalLogged(request, 'login:slowed', gateKey);
      throw refusal(reply, gate.ttlMs, 'seconds');
    }
  }
  return attempt(request, counter, { key: pairKey, window: pairWindow, failures, accountId });
}

function attempt(
  request: FastifyRequest,
  counter: HitCounter,
  counted: { key: string; window: number; failures: string; accountId: string | undefined },
): SignInAttempt {
  return {
    async failed() {
      const failures = await counter.hit(
        counted.failures,
        SIGN_IN_LIMITS.accountWindowMinutes * MINUTE,
      );
      // The slow-down begins with this failure: its holder hears of it once.
      if (counted.accountId && failures.count === SIGN_IN_LIMITS.slowAfter) {
        await noteSlowedDown(request, counted.accountId);
      }
    },
    async passed() {
      await counter.hit(counted.key, counted.window, -1);
    },
    async signedIn(reply, accountId) {
      await rememberDevice(request, reply, accountId);
    },
  };
}

/** RATE_LIMITS=off: nothing is counted; browsers are still remembered. */
function unlimited(request: FastifyRequest): SignInAttempt {
  return {
    async failed() {},
    async passed() {},
    async signedIn(reply, accountId) {
      await rememberDevice(request, reply, accountId);
    },
  };
}

/** The 429, with the seconds to wait in Retry-After (the sign-in page counts them down). */
function refusal(reply: FastifyReply, waitMs: number, unit: 'minutes' | 'seconds') {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  reply.header('retry-after', seconds);
  return tooManyRequests(waitMessage(seconds, unit));
}

/** The spec's words for a refusal, in minutes for the pair's, in seconds for the slow-down's. */
export function waitMessage(seconds: number, unit: 'minutes' | 'seconds'): string {
  const amount = unit === 'minutes' ? Math.max(1, Math.ceil(seconds / 60)) : seconds;
  const word = unit === 'minutes' ? 'minute' : 'second';
  return `Too many attempts. Please try again in ${amount} ${word}${amount === 1 ? '' : 's'}.`;
}

/** Every refusal at warn, as http/rate-limit.ts logs its own (keys only as short digests). */
function refusalLogged(request: FastifyRequest, limit: string, key: string) {
  request.log.warn(
    {
      event: 'rate_limited',
      limits: [limit],
      keys: [digest(key).slice(0, 12)],
      ip: request.ip,
      route: `${request.method} ${request.routeOptions.url}`,
    },
    'rate_limited',
  );
}

/** The slow-down began: noted in the account's log, and its holder is mailed. */
async function noteSlowedDown(request: FastifyRequest, accountId: string) {
  const ctx = request.server.ctx;
  const account = await findAccountById(ctx.db, accountId);
  if (!account) return;
  const profile = await findDefaultProfile(ctx.db, accountId);
  const mail = signInsSlowedMail({
    firstName: profile?.firstName ?? account.username,
    username: account.username,
    failures: SIGN_IN_LIMITS.slowAfter,
    minutes: SIGN_IN_LIMITS.accountWindowMinutes,
    maxWaitSeconds: SIGN_IN_LIMITS.maxIntervalSeconds,
    resetLink: `${ctx.config.publicUrl}/auth/forgotpassword`,
  });
  // The log's line and the holder's mail together: both or neither.
  await ctx.db.transaction(async (tx) => {
    await noteRateLimited(request, accountId, 'login-slowed', tx);
    await ctx.mailer.send({ to: account.email, ...mail }, tx);
  });
}
