import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { passwordCandidates } from '@shala/shared';

const LIST_FILE = path.join('resources', 'common-passwords.txt.gz');

/**
 * apps/server/resources/common-passwords.txt.gz, found from src/lib (dev, tests) or from the
 * bundle in dist, as the migrations folder is.
 */
function listPath(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, LIST_FILE))) {
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error(`Common password list (apps/server/${LIST_FILE}) not found`);
    dir = parent;
  }
  return path.join(dir, LIST_FILE);
}

async function loadList(): Promise<Set<string>> {
  const text = (await promisify(gunzip)(await readFile(listPath()))).toString('utf8');
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
}

let list: Promise<Set<string>> | undefined;

/**
 * True for a password on the shipped list of 100,000 common and breached passwords, or built
 * from one ("Welcome@123"). The list is read once, on first use (about 1 MB in memory).
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  list ??= loadList().catch((error: unknown) => {
    list = undefined;
    throw error;
  });
  const common = await list;
  return passwordCandidates(password).some((candidate) => common.has(candidate));
}
