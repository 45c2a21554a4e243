import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client.js';
import { platformSettings } from '../../db/schema/index.js';

export type VapidKeys = { publicKey: string; privateKey: string };
const KEY = 'vapid';
/** Per app (its context): made or read once per process. */
const known = new WeakMap<object, Promise<VapidKeys>>();

/**
 * The platform's VAPID key pair (Web Push), made at first use and kept in the database, so every
 * process and every restart signs with the same keys (the browsers' subscriptions depend on the
 * public one). Two processes making them at once keep the first written.
 */
export function vapidKeys(ctx: { db: Db; clock: { now(): Date } }): Promise<VapidKeys> {
  let keys = known.get(ctx);
  if (!keys) {
    keys = readOrMake(ctx.db, () => ctx.clock.now());
    known.set(ctx, keys);
    keys.catch(() => known.delete(ctx));
  }
  return keys;
}

/** Forgets the keys read for `ctx` (tests that empty the database under a running app). */
export function forgetVapidKeys(ctx: object): void {
  known.delete(ctx);
}

async function readOrMake(db: Db, now: () => Date): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(platformSettings)
    .values({ key: KEY, value: made, createdAt: now() })
    .onConflictDoNothing();
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.key, KEY));
  if (!row) throw new Error('VAPID keys not kept');
  return row.value as VapidKeys;
}
