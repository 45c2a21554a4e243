import {
  deviceSummary,
  SESSION_IDLE_MINUTES,
  SIGNED_IN_SESSION_MESSAGES,
  type SignedInSessionList,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { deleteOtherSession, deleteOtherSessions, liveSessionsOf } from '../auth/index.js';
import type { Caller } from '../permissions/index.js';

const IDLE_MS = SESSION_IDLE_MINUTES * 60_000;
const idleCutoff = (now: Date) => new Date(now.getTime() - IDLE_MS);

/**
 * The account's signed-in browsers, the asking one first and marked, then the latest active;
 * expired and idle ones are gone.
 */
export async function listSessions(ctx: AppContext, caller: Caller): Promise<SignedInSessionList> {
  const now = ctx.clock.now();
  const rows = await liveSessionsOf(ctx.db, caller.accountId, now, idleCutoff(now));
  const items = rows.map((row) => ({
    id: row.publicId,
    device: deviceSummary(row.userAgent),
    ip: row.ip,
    signedInAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastSeenAt.toISOString(),
    current: row.idHash === caller.sessionIdHash,
  }));
  return { items: [...items.filter((s) => s.current), ...items.filter((s) => !s.current)] };
}

/**
 * Signs out one other browser of the account. Another account's session, or one already ended,
 * is not found; the asking browser's own is refused (Sign Out ends it). Recorded in the
 * account's log in the same transaction.
 */
export async function endOtherSession(
  ctx: AppContext,
  caller: Caller,
  publicId: string,
): Promise<{ message: string }> {
  const ended = await ctx.db.transaction(async (tx) => {
    const row = await deleteOtherSession(tx, {
      accountId: caller.accountId,
      publicId,
      keepIdHash: caller.sessionIdHash,
    });
    if (row) {
      await recordAudit(tx, ctx, caller, {
        action: 'account.sessionEnded',
        targetType: 'signedInSession',
        targetId: row.publicId,
        detail: { device: deviceSummary(row.userAgent), ip: row.ip },
      });
    }
    return row;
  });
  if (!ended) {
    const own = (await listSessions(ctx, caller)).items.find((s) => s.current);
    throw own?.id === publicId
      ? badRequest(SIGNED_IN_SESSION_MESSAGES.current)
      : notFound(SIGNED_IN_SESSION_MESSAGES.notFound);
  }
  return { message: SIGNED_IN_SESSION_MESSAGES.ended };
}

/** Signs out every other browser of the account; how many were still signed in. */
export async function endOtherSessions(
  ctx: AppContext,
  caller: Caller,
): Promise<{ message: string; count: number }> {
  const now = ctx.clock.now();
  const count = await ctx.db.transaction(async (tx) => {
    const ended = await deleteOtherSessions(tx, caller.accountId, caller.sessionIdHash);
    const live = ended.filter((s) => s.expiresAt > now && s.lastSeenAt > idleCutoff(now)).length;
    if (live > 0) {
      await recordAudit(tx, ctx, caller, {
        action: 'account.otherSessionsEnded',
        targetType: 'account',
        targetId: caller.accountId,
        detail: { count: live },
      });
    }
    return live;
  });
  return { message: SIGNED_IN_SESSION_MESSAGES.othersEnded(count), count };
}
