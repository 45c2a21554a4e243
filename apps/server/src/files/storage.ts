import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A stored object's key and when it was last written (orphan sweeps spare fresh writes). */
export type StoredObject = { key: string; modifiedAt: Date };

/**
 * Where uploaded bytes live. Local disk under DATA_DIR/files by default; an S3-compatible
 * store can implement the same calls.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the bytes; a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key, for the orphan sweep. */
  list(): Promise<StoredObject[]>;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9.-]+)*$/;

export function localFileStorage(dir: string): FileStorage {
  const resolve = (key: string) => {
    // Keys are made by us (uuid paths); refuse anything else rather than join it to a path.
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key ${key}`);
    return path.join(dir, key);
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async list() {
      let names: string[];
      try {
        names = await readdir(dir, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const objects: StoredObject[] = [];
      for (const name of names) {
        const key = name.split(path.sep).join('/');
        // Folders, and anything we did not name, are not ours to sweep.
        if (!SAFE_KEY.test(key)) continue;
        const info = await stat(path.join(dir, name)).catch(() => undefined);
        if (info?.isFile()) objects.push({ key, modifiedAt: info.mtime });
      }
      return objects;
    },
  };
}
