import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { storedFiles } from '../db/schema/index.js';
import { payloadTooLarge } from '../lib/errors.js';

export const MB = 1_048_576;

const mbText = (mb: number) => mb.toLocaleString('en-GB', { maximumFractionDigits: 1 });

export const QUOTA_MESSAGES = {
  full: (quotaMb: number) =>
    `This institute has used its storage of ${mbText(quotaMb)} MB. Please remove old files or ask the platform administrator for more.`,
  share: (mb: number) =>
    `You have used your upload storage of ${mbText(mb)} MB at this institute. Please delete chat images you no longer need.`,
  personal: (mb: number) =>
    `You have used your storage of ${mbText(mb)} MB. Please delete chat images you no longer need.`,
} as const;

/**
 * Files people upload for themselves (security review 2, M4), as opposed to the school's own
 * (logo, question images, admission documents): chat images and exam answer images. At an
 * institute they are charged to their account's share as well as to the institute, and they
 * never count against the room of the school's own files.
 */
export const ACCOUNT_UPLOAD_PURPOSES: readonly string[] = ['chat-media', 'exam-answer-image'];
const isAccountUpload = (purpose: string) => ACCOUNT_UPLOAD_PURPOSES.includes(purpose);

/** How much may be kept: the institute's quota, one account's share of it, an account's own. */
export type StorageLimits = {
  /** STORAGE_QUOTA_MB. */
  quotaMb: number;
  /** STORAGE_ACCOUNT_SHARE_PERCENT: one account's uploads at an institute, of quotaMb. */
  accountSharePercent: number;
  /** STORAGE_PERSONAL_QUOTA_MB: an account's files of no institute. */
  personalQuotaMb: number;
};

/** One file to be charged: to its institute, else to its account alone. */
export type Charge = {
  instituteId: string | null;
  ownerAccountId: string | null;
  purpose: string;
  bytes: number;
};

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

/** Sums the sizes of the stored files matching `where`, as this transaction sees them. */
async function bytesWhere(tx: Tx, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await tx
    .select({ used: sql<string>`coalesce(sum(${storedFiles.sizeBytes}), 0)` })
    .from(storedFiles)
    .where(where);
  return Number(row?.used ?? 0);
}

const add = (map: Map<string, number>, key: string, bytes: number) =>
  map.set(key, (map.get(key) ?? 0) + bytes);

/**
 * Checks a batch of files against every budget it is charged to, under locks taken in one order
 * (institutes, then shares, then accounts, each sorted) so two uploads never wait on each other
 * in a circle; refuses the whole batch with 413 when one would overflow. Security review 2, M4:
 * - the school's own files (logo, question images, admission documents) count against
 *   STORAGE_QUOTA_MB by themselves, so what its people upload never crowds them out;
 * - an account's uploads (chat and answer images) at an institute are refused once the
 *   institute's files together reach STORAGE_QUOTA_MB, and once that account's own reach its
 *   share (STORAGE_ACCOUNT_SHARE_PERCENT of it);
 * - a file of no institute (a profile photo, a chat image of an account outside one) counts
 *   against its account's own quota (STORAGE_PERSONAL_QUOTA_MB). No file escapes every budget.
 */
export async function ensureRoom(tx: Tx, charges: Charge[], limits: StorageLimits): Promise<void> {
  const schoolBytes = new Map<string, number>();
  const allBytes = new Map<string, number>();
  const shareBytes = new Map<string, number>();
  const personalBytes = new Map<string, number>();
  for (const c of charges) {
    if (c.instituteId) {
      add(allBytes, c.instituteId, c.bytes);
      if (!isAccountUpload(c.purpose)) add(schoolBytes, c.instituteId, c.bytes);
      else if (c.ownerAccountId) add(shareBytes, `${c.instituteId}:${c.ownerAccountId}`, c.bytes);
      else throw new Error(`a ${c.purpose} file needs the account that uploads it`);
    } else if (c.ownerAccountId) {
      add(personalBytes, c.ownerAccountId, c.bytes);
    } else {
      throw new Error(`a ${c.purpose} file must be charged to an institute or an account`);
    }
  }
  const quotaBytes = limits.quotaMb * MB;
  for (const instituteId of [...allBytes.keys()].sort()) {
    await lockBudget(tx, `storage-quota:${instituteId}`);
    const school = schoolBytes.get(instituteId) ?? 0;
    const all = allBytes.get(instituteId) ?? 0;
    // The school's own files alone; then, for its people's uploads, all its files together.
    if (school > 0) {
      const used = await bytesWhere(
        tx,
        and(
          eq(storedFiles.instituteId, instituteId),
          notInArray(storedFiles.purpose, [...ACCOUNT_UPLOAD_PURPOSES]),
        ),
      );
      if (used + school > quotaBytes) throw payloadTooLarge(QUOTA_MESSAGES.full(limits.quotaMb));
    }
    if (all > school) {
      const used = await instituteStorageBytes(tx, instituteId);
      if (used + all > quotaBytes) throw payloadTooLarge(QUOTA_MESSAGES.full(limits.quotaMb));
    }
  }
  const shareMb = (limits.quotaMb * limits.accountSharePercent) / 100;
  for (const key of [...shareBytes.keys()].sort()) {
    const [instituteId = '', accountId = ''] = key.split(':');
    await lockBudget(tx, `storage-share:${key}`);
    const used = await bytesWhere(
      tx,
      and(
        eq(storedFiles.instituteId, instituteId),
        eq(storedFiles.ownerAccountId, accountId),
        inArray(storedFiles.purpose, [...ACCOUNT_UPLOAD_PURPOSES]),
      ),
    );
    if (used + (shareBytes.get(key) ?? 0) > shareMb * MB) {
      throw payloadTooLarge(QUOTA_MESSAGES.share(shareMb));
    }
  }
  for (const accountId of [...personalBytes.keys()].sort()) {
    await lockBudget(tx, `storage-personal:${accountId}`);
    const used = await bytesWhere(
      tx,
      and(isNull(storedFiles.instituteId), eq(storedFiles.ownerAccountId, accountId)),
    );
    if (used + (personalBytes.get(accountId) ?? 0) > limits.personalQuotaMb * MB) {
      throw payloadTooLarge(QUOTA_MESSAGES.personal(limits.personalQuotaMb));
    }
  }
}
