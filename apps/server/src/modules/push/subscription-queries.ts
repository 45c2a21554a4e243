import { and, desc, eq, gt, inArray, lte, notInArray, or } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.js';
import { pushSubscriptions, sessions } from '../../db/schema/index.js';

/**
 * One row per browser: registering again moves it to this profile and session and renews it.
 * The profile keeps its `keep` most recently registered browsers; older ones are dropped.
 */
export async function saveSubscription(
  db: Db,
  row: {
    profileId: string;
    sessionIdHash: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    at: Date;
  },
  keep: number,
) {
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({
        profileId: row.profileId,
        sessionIdHash: row.sessionIdHash,
        endpoint: row.endpoint,
        p256dh: row.p256dh,
        auth: row.auth,
        createdAt: row.at,
        renewedAt: row.at,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          profileId: row.profileId,
          sessionIdHash: row.sessionIdHash,
          p256dh: row.p256dh,
          auth: row.auth,
          renewedAt: row.at,
        },
      });
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.profileId, row.profileId))
      .orderBy(
        desc(pushSubscriptions.renewedAt),
        desc(pushSubscriptions.createdAt),
        desc(pushSubscriptions.id),
      )
      .limit(keep);
    await tx
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.profileId, row.profileId),
          notInArray(pushSubscriptions.id, newest),
        ),
      );
  });
}

/** The profiles' subscriptions whose session is still live (not expired, not idle past the cutoff). */
export async function liveSubscriptionsOf(
  db: Queryable,
  profileIds: string[],
  live: { now: Date; idleCutoff: Date },
) {
  if (profileIds.length === 0) return [];
  return db
    .select({
      id: pushSubscriptions.id,
      profileId: pushSubscriptions.profileId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.idHash, pushSubscriptions.sessionIdHash))
    .where(
      and(
        inArray(pushSubscriptions.profileId, profileIds),
        gt(sessions.expiresAt, live.now),
        gt(sessions.lastSeenAt, live.idleCutoff),
      ),
    );
}

/** Drops the profiles' subscriptions of sessions that ended unseen (expired or idle). */
export async function forgetEndedSubscriptions(
  db: Queryable,
  profileIds: string[],
  live: { now: Date; idleCutoff: Date },
) {
  if (profileIds.length === 0) return;
  const ended = db
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .where(or(lte(sessions.expiresAt, live.now), lte(sessions.lastSeenAt, live.idleCutoff)));
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        inArray(pushSubscriptions.profileId, profileIds),
        inArray(pushSubscriptions.sessionIdHash, ended),
      ),
    );
}

export async function forgetSubscription(db: Queryable, id: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
