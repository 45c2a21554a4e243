import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db, Tx } from '../db/client.js';
import { storedFiles } from '../db/schema/index.js';
import { ensureRoom, type StorageLimits } from './quota.js';
import type { FileStorage } from './storage.js';
import { type StoredFileRow, storeFile } from './uploads.js';

/**
 * Where files go and how much may be kept: an institute (STORAGE_QUOTA_MB), one account's share
 * of it and an account's files of no institute (`fileStoreOf` gives the configured ones; a store
 * without them uses the defaults).
 */
export type FileStore = { storage: FileStorage } & Pick<StorageLimits, 'quotaMb'> &
  Partial<StorageLimits>;

/** The defaults of STORAGE_ACCOUNT_SHARE_PERCENT and STORAGE_PERSONAL_QUOTA_MB. */
const DEFAULT_LIMITS = { accountSharePercent: 5, personalQuotaMb: 20 } as const;

/** The app's file store with the configured limits. */
export function fileStoreOf(ctx: {
  files: FileStorage;
  config: Pick<Config, 'storageQuotaMb' | 'storageAccountSharePercent' | 'storagePersonalQuotaMb'>;
}): FileStore {
  return {
    storage: ctx.files,
    quotaMb: ctx.config.storageQuotaMb,
    accountSharePercent: ctx.config.storageAccountSharePercent,
    personalQuotaMb: ctx.config.storagePersonalQuotaMb,
  };
}

export type FileToStore = Parameters<typeof storeFile>[3];
type FileRef = Pick<StoredFileRow, 'id' | 'storageKey'>;

/** Whose files a release may delete: an institute's, or an account's files of no institute. */
export type FileOwner = { instituteId: string } | { personalOf: string };

/** What a transaction may do with files: store new ones, and let go of superseded ones. */
export type TxFiles = {
  /** Checks the institutes' quotas for the whole batch, then writes and records each file. */
  store(now: Date, inputs: FileToStore[]): Promise<StoredFileRow[]>;
  /**
   * Deletes the rows of these ids that have this purpose and this owner now (with the
   * transaction), and their bytes once it has committed. The owner is in the statement itself:
   * another institute's (or account's) file of a right id is left alone.
   */
  release(ids: string[], purpose: string, owner: FileOwner): Promise<void>;
};

/**
 * Runs `work` in one transaction with files. Bytes are written before their rows, so when the
 * transaction fails the bytes it wrote are deleted again: no orphan is left on disk. Files the
 * work released are deleted from storage only after the commit, so a failure keeps them.
 */
export async function inFileTransaction<T>(
  db: Db,
  store: FileStore,
  work: (tx: Tx, files: TxFiles) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  const released: string[] = [];
  // Records each key before writing it: a write that failed half-way is cleaned up too.
  const tracking: FileStorage = {
    ...store.storage,
    put: async (key, bytes) => {
      written.push(key);
      await store.storage.put(key, bytes);
    },
  };
  let result: T;
  try {
    result = await db.transaction((tx) =>
      work(tx, {
        async store(now, inputs) {
          await checkRoom(tx, inputs, store);
          const rows: StoredFileRow[] = [];
          for (const input of inputs) rows.push(await storeFile(tx, tracking, now, input));
          return rows;
        },
        async release(ids, purpose, owner) {
          if (ids.length === 0) return;
          const ownedBy =
            'instituteId' in owner
              ? eq(storedFiles.instituteId, owner.instituteId)
              : and(
                  isNull(storedFiles.instituteId),
                  eq(storedFiles.ownerAccountId, owner.personalOf),
                );
          const gone = await tx
            .delete(storedFiles)
            .where(and(ownedBy, inArray(storedFiles.id, ids), eq(storedFiles.purpose, purpose)))
            .returning({ storageKey: storedFiles.storageKey });
          released.push(...gone.map((r) => r.storageKey));
        },
      }),
    );
  } catch (error) {
    await deleteQuietly(store.storage, written);
    throw error;
  }
  await deleteQuietly(store.storage, released);
  return result;
}

/** The batch must fit every budget it is charged to (files/quota.ts `ensureRoom`). */
function checkRoom(tx: Tx, inputs: FileToStore[], store: FileStore): Promise<void> {
  return ensureRoom(
    tx,
    inputs.map((i) => ({
      instituteId: i.instituteId,
      ownerAccountId: i.ownerAccountId,
      purpose: i.purpose,
      bytes: i.file.bytes.length,
    })),
    limitsOf(store),
  );
}

const limitsOf = (store: FileStore): StorageLimits => ({
  quotaMb: store.quotaMb,
  accountSharePercent: store.accountSharePercent ?? DEFAULT_LIMITS.accountSharePercent,
  personalQuotaMb: store.personalQuotaMb ?? DEFAULT_LIMITS.personalQuotaMb,
});

/** Rows and bytes of files nothing needs any more; rows first, so no row points at nothing. */
export async function removeStoredFiles(
  db: Db,
  storage: FileStorage,
  rows: FileRef[],
): Promise<number> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    await db.delete(storedFiles).where(
      inArray(
        storedFiles.id,
        batch.map((r) => r.id),
      ),
    );
    await deleteQuietly(
      storage,
      batch.map((r) => r.storageKey),
    );
  }
  return rows.length;
}

const BATCH = 500;

/**
 * Best effort: bytes that cannot be deleted now (a disk error) are found again by the orphan
 * sweep, which removes files that no row names.
 */
async function deleteQuietly(storage: FileStorage, keys: string[]): Promise<void> {
  for (const key of keys) await storage.delete(key).catch(() => {});
}
