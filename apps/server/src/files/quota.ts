import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { storedFiles } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';

export const MB = 1_048_576;

export const QUOTA_MESSAGES = {
  full: (quotaMb: number) =>
    `This institute has used its storage of ${quotaMb.toLocaleString('en-GB')} MB. Please remove old files or ask the platform administrator for more.`,
} as const;

/**
 * Holds a transaction-scoped lock named by `name`, so two uploads checking the same budget
 * (an institute's storage, an address's daily documents) run one after the other and cannot
 * both pass the check with their files counted by neither.
 */
export async function lockBudget(tx: Tx, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

/** Bytes the institute's stored files take, as this transaction sees them. */
export async function instituteStorageBytes(tx: Tx, instituteId: string): Promise<number> {
  const [row] = await tx
    .select({ used: sql<string>`coalesce(sum(${storedFiles.sizeBytes}), 0)` })
    .from(storedFiles)
    .where(eq(storedFiles.instituteId, instituteId));
  return Number(row?.used ?? 0);
}

/**
 * Refuses with 413 when `addBytes` more would take the institute past its quota (STORAGE_QUOTA_MB).
 * Call inside the transaction that stores the files, before writing them.
 */
export async function ensureInstituteRoom(
  tx: Tx,
  instituteId: string,
  addBytes: number,
  quotaMb: number,
): Promise<void> {
  await lockBudget(tx, `storage-quota:${instituteId}`);
  const used = await instituteStorageBytes(tx, instituteId);
  if (used + addBytes > quotaMb * MB) throw new AppError(413, QUOTA_MESSAGES.full(quotaMb));
}
