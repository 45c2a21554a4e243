import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded bytes live. Local disk under DATA_DIR/files by default; an S3-compatible
 * store can implement the same two calls.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
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
  };
}
