import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PROFILE_API } from '@shala/shared';
import { count, eq } from 'drizzle-orm';
import { beforeEach } from 'vitest';
import { storedFiles } from '../../src/db/schema/index.js';
import type { TestContext } from './app.js';
import { as, type TestProfile } from './factories.js';
import { multipart } from './setup-helpers.js';

/**
 * A data folder of the test file's own, emptied before each test, so a test can count the files
 * its uploads left on disk. Call before useTestApp so the folder is emptied first.
 */
export function ownDataDir(name: string): string {
  const dir = path.join(os.tmpdir(), `shala-${name}-${process.pid}`);
  beforeEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  return dir;
}

/** The files stored on disk for one purpose ('profile-photo', 'admission-document' ...). */
export async function filesOnDisk(dataDir: string, purpose: string): Promise<string[]> {
  try {
    return await readdir(path.join(dataDir, 'files', purpose));
  } catch {
    return [];
  }
}

export async function storedRows(t: TestContext, purpose: string): Promise<number> {
  const [row] = await t.app.deps.database.db
    .select({ n: count() })
    .from(storedFiles)
    .where(eq(storedFiles.purpose, purpose));
  return row?.n ?? 0;
}

export function uploadPhoto(t: TestContext, p: TestProfile, bytes: Buffer, name = 'me.png') {
  const form = multipart([{ field: 'photo', name, bytes }]);
  return t.app.inject({
    method: 'POST',
    url: PROFILE_API.photo(p.profileId),
    headers: { ...as(p), 'content-type': form.contentType },
    payload: form.payload,
  });
}

export function uploadLogo(t: TestContext, p: TestProfile, instituteId: string, bytes: Buffer) {
  const form = multipart([{ field: 'logo', name: 'logo.png', bytes }]);
  return t.app.inject({
    method: 'POST',
    url: `/rest/institutes/${instituteId}/logo`,
    headers: { ...as(p), 'content-type': form.contentType },
    payload: form.payload,
  });
}

/** A JPEG by its first bytes, padded to `bytes` long. */
export function jpegOfSize(bytes: number): Buffer {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
  return Buffer.concat([
    head,
    Buffer.alloc(Math.max(0, bytes - head.length - 2), 1),
    Buffer.from([0xff, 0xd9]),
  ]);
}
