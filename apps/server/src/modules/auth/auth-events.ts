import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import type { OnLimited } from '../../http/rate-limit.js';
import { sha256Hex } from '../../lib/tokens.js';
import { recordAudit } from '../audit/index.js';
import type { AuthFailure, AuthFailureReason } from './auth-failures.js';
import { accountNamedBy, isPerAccount } from './limits.js';

/**
 * Security events of the sign-in area (ASVS 16.3.1, finding 16): every refused sign-in or code
 * is logged at warn as `auth.failed`; a refused sign-in to an existing account, and the first
 * refusal of its per-account rate limit in a window, also go into that account's own log (the
 * quick panel's Logs tab), with the caller's address. Nothing here changes the answer.
 */

/** A typed name as the log keeps it: its first two letters and a short digest, never whole. */
export function loggedName(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const typed = value.trim().toLowerCase();
  return `${typed.slice(0, 2)}…${sha256Hex(typed).slice(0, 12)}`;
}

/** Sign-in failures an account's holder should see; code failures are only logged. */
const ACCOUNT_LOG_REASONS: ReadonlySet<AuthFailureReason> = new Set([
  'wrongPassword',
  'emailNotVerified',
]);

const typedName = (request: FastifyRequest) =>
  (request.body as { username?: unknown } | null | undefined)?.username;

export async function noteAuthFailure(request: FastifyRequest, failure: AuthFailure) {
  request.log.warn(
    {
      event: 'auth.failed',
      reason: failure.reason,
      identifier: loggedName(typedName(request)),
      accountId: failure.accountId ?? undefined,
      ip: request.ip,
      route: `${request.method} ${request.routeOptions.url}`,
    },
    'auth.failed',
  );
  if (!failure.accountId || !ACCOUNT_LOG_REASONS.has(failure.reason)) return;
  const ctx = request.server.ctx;
  await recordAudit(
    ctx.db,
    ctx,
    { accountId: failure.accountId, profileId: null, ip: request.ip },
    {
      action: 'account.signInFailed',
      targetType: 'account',
      targetId: failure.accountId,
      detail: { reason: failure.reason },
    },
  );
}

/**
 * A rate-limited sign-in or code request against an existing account: noted once per window
 * (the limit's first refusal), so a flood of refused requests writes one row, not thousands.
 */
export const noteLimitedAttempt: OnLimited = async (request, hits) => {
  const hit = hits.find((h) => h.first && isPerAccount(h.rule));
  if (!hit) return;
  const accountId = await accountNamedBy(request);
  if (!accountId) return;
  await noteRateLimited(request, accountId, hit.rule.name.replace(/:account$/, ''));
};

/** Notes in the account's own log that `limit` (its detail.limit) stopped or slowed it. */
export async function noteRateLimited(
  request: FastifyRequest,
  accountId: string,
  limit: string,
  db: Db | Tx = request.server.ctx.db,
) {
  const ctx = request.server.ctx;
  await recordAudit(
    db,
    ctx,
    { accountId, profileId: null, ip: request.ip },
    {
      action: 'account.rateLimited',
      targetType: 'account',
      targetId: accountId,
      detail: { limit },
    },
  );
}
