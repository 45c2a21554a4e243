import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { storedFiles } from '../db/schema/index.js';
import { ensureInstituteRoom } from './quota.js';
import type { FileStorage } from './storage.js';
import { type StoredFileRow, storeFile } from './uploads.js';

/** Where files go and how much an institute may keep (STORAGE_QUOTA_MB). */
export type FileStore = { storage: FileStorage; quotaMb: number };

export type FileToStore = Parameters<typeof storeFile>[3];
type FileRef = Pick<StoredFileRow, 'id' | 'storageKey'>;

/** What a transaction may do with files: store new ones, and let go of superseded ones. */
export type TxFiles = {
  /** Checks the institutes' quotas for the whole batch, then writes and records each file. */
  store(now: Date, inputs: FileToStore[]): Promise<StoredFileRow[]>;
  /**
   * Deletes the rows of these ids that have this purpose now (with the transaction), and their
   * bytes once it has committed.
   */
  release(ids: string[], purpose: string): Promise<void>;
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
          await ensureRoom(tx, inputs, store.quotaMb);
          const rows: StoredFileRow[] = [];
          for (const input of inputs) rows.push(await storeFile(tx, tracking, now, input));
          return rows;
        },
        async release(ids, purpose) {
          if (ids.length === 0) return;
          const gone = await tx
            .delete(storedFiles)
            .where(and(inArray(storedFiles.id, ids), eq(storedFiles.purpose, purpose)))
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

/** Each institute's share of the batch must fit in what it has left. */
async function ensureRoom(tx: Tx, inputs: FileToStore[], quotaMb: number): Promise<void> {
  const perInstitute = new Map<string, number>();
  for (const { instituteId, file } of inputs) {
    if (instituteId) {
      perInstitute.set(instituteId, (perInstitute.get(instituteId) ?? 0) + file.bytes.length);
    }
  }
  for (const [instituteId, bytes] of perInstitute) {
    await ensureInstituteRoom(tx, instituteId, bytes, quotaMb);
  }
}

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
