import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signInDevices } from '../../db/schema/index.js';

const d = signInDevices;

/** The device row of `accountId` among the cookie's token digests, while it has not expired. */
export async function findAccountDevice(
  db: Db,
  accountId: string,
  tokenHashes: string[],
  now: Date,
): Promise<{ id: string; tokenHash: string } | undefined> {
  if (tokenHashes.length === 0) return undefined;
  const [row] = await db
    .select({ id: d.id, tokenHash: d.tokenHash })
    .from(d)
    .where(and(eq(d.accountId, accountId), inArray(d.tokenHash, tokenHashes), gt(d.expiresAt, now)))
    .limit(1);
  return row;
}

/** Which of the cookie's token digests still name a device of some account. */
export async function liveDeviceHashes(
  db: Db,
  tokenHashes: string[],
  now: Date,
): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const rows = await db
    .select({ tokenHash: d.tokenHash })
    .from(d)
    .where(and(inArray(d.tokenHash, tokenHashes), gt(d.expiresAt, now)));
  return new Set(rows.map((r) => r.tokenHash));
}

/** A device that keeps failing is trusted no more. */
export async function forgetDevice(db: Db, accountId: string, id: string): Promise<void> {
  await db.delete(d).where(and(eq(d.id, id), eq(d.accountId, accountId)));
}

/** A sign-in from a known device: it stays known for another term. */
export async function renewDevice(
  db: Db,
  accountId: string,
  id: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(d)
    .set({ lastUsedAt: now, expiresAt })
    .where(and(eq(d.id, id), eq(d.accountId, accountId)));
}

/** A new device of the account; its expired ones go. */
export async function addDevice(
  db: Db,
  device: { accountId: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(d).where(and(eq(d.accountId, device.accountId), lte(d.expiresAt, device.now)));
    await tx.insert(d).values({
      accountId: device.accountId,
      tokenHash: device.tokenHash,
      createdAt: device.now,
      lastUsedAt: device.now,
      expiresAt: device.expiresAt,
    });
  });
}
