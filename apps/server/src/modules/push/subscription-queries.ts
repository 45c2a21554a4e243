import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';

/** One row per browser: registering again moves it to this profile and renews it. */
export async function saveSubscription(
  db: Queryable,
  row: { profileId: string; endpoint: string; p256dh: string; auth: string; at: Date },
) {
  await db
    .insert(pushSubscriptions)
    .values({
      profileId: row.profileId,
      endpoint: row.endpoint,
      p256dh: row.p256dh,
      auth: row.auth,
      createdAt: row.at,
      renewedAt: row.at,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { profileId: row.profileId, p256dh: row.p256dh, auth: row.auth, renewedAt: row.at },
    });
}

export async function subscriptionsOf(db: Queryable, profileIds: string[]) {
  if (profileIds.length === 0) return [];
  return db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.profileId, profileIds));
}

export async function forgetSubscription(db: Queryable, id: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
