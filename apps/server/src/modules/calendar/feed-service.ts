import { CALENDAR_TEXTS, icsPath, indiaDay } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { randomToken, sha256Hex } from '../../lib/tokens.js';
import type { ProfileMembership } from '../permissions/index.js';
import { calendarOf } from './calendar-service.js';
import { deleteFeed, feedOwner, findFeedOf, replaceFeed } from './feed-queries.js';
import { icsOf } from './ics.js';

const DAY_MS = 86_400_000;
/** A feed holds the last month and the next six: what a phone's calendar keeps in view. */
const BEHIND_DAYS = 31;
const AHEAD_DAYS = 183;

export async function feedOf(ctx: AppContext, profileId: string) {
  const row = await findFeedOf(ctx.db, profileId);
  return { createdAt: row ? row.createdAt.toISOString() : null };
}

/**
 * Makes the profile's secret link, or renews it: a new random token whose hash replaces the
 * old one, so the old link stops at once. The token is answered once and kept nowhere.
 */
export async function renewFeed(ctx: AppContext, profileId: string) {
  const token = randomToken(32);
  const now = ctx.clock.now();
  await replaceFeed(ctx.db, profileId, sha256Hex(token), now);
  return { path: icsPath(token), createdAt: now.toISOString() };
}

export const stopFeed = (ctx: AppContext, profileId: string) => deleteFeed(ctx.db, profileId);

/** The token of a link as it arrives: "<token>.ics" (or the bare token). */
const tokenOf = (raw: string) => raw.replace(/\.ics$/i, '');

/**
 * The .ics of the profile whose link this is, as its calendar screen would show it (its own
 * permissions read afresh: a membership ended shows no more of that school). A token that is
 * no link (never was, renewed, turned off) is not found.
 */
export async function icsFor(
  ctx: AppContext,
  raw: string,
  membershipsOf: (profileId: string, accountId: string) => Promise<ProfileMembership[]>,
): Promise<string> {
  const token = tokenOf(raw);
  const owner = /^[A-Za-z0-9_-]{20,100}$/.test(token)
    ? await feedOwner(ctx.db, sha256Hex(token))
    : undefined;
  if (!owner) throw notFound(CALENDAR_TEXTS.feedNotFound);
  const now = ctx.clock.now();
  const viewer = {
    profileId: owner.profileId,
    accountId: owner.accountId,
    subject: {
      verified: owner.verified,
      memberships: await membershipsOf(owner.profileId, owner.accountId),
    },
  };
  const from = indiaDay(new Date(now.getTime() - BEHIND_DAYS * DAY_MS));
  const to = indiaDay(new Date(now.getTime() + AHEAD_DAYS * DAY_MS));
  const entries = await calendarOf(ctx, viewer, from, to);
  return icsOf({ name: `Shala: ${owner.firstName}`, entries, now, baseUrl: ctx.config.publicUrl });
}
