import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { calendarFeeds, userProfiles } from '../../db/schema/index.js';

export async function findFeedOf(db: Queryable, profileId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.profileId, profileId))
    .limit(1);
  return row;
}

/** Makes the profile's link, or replaces it (the old hash is gone: its link stops at once). */
export async function replaceFeed(db: Queryable, profileId: string, tokenHash: string, now: Date) {
  await db
    .insert(calendarFeeds)
    .values({ profileId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.profileId, set: { tokenHash, createdAt: now } });
}

export async function deleteFeed(db: Queryable, profileId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.profileId, profileId));
}

/** Whose link this hash is: the profile, its account, its name and whether it is verified. */
export async function feedOwner(db: Queryable, tokenHash: string) {
  const [row] = await db
    .select({
      profileId: userProfiles.id,
      accountId: userProfiles.accountId,
      firstName: userProfiles.firstName,
      verified: userProfiles.verified,
    })
    .from(calendarFeeds)
    .innerJoin(userProfiles, eq(userProfiles.id, calendarFeeds.profileId))
    .where(eq(calendarFeeds.tokenHash, tokenHash))
    .limit(1);
  return row;
}
