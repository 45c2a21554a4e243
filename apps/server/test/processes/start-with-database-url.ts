import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { builtEntry } from '../support/built-server.js';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
// The machine's PostgreSQL, as the PostgreSQL runs of the API tests and the bench reach it.
export const POSTGRES = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** A port nothing listens on: taken from the system, then let go. */
export async function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `npm start`'s entry with DATABASE_URL set; resolves with its exit code and output. */
export function start(
  entry: 'main' | 'demo',
  databaseUrl: string,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [builtEntry(entry)], {
      cwd: SERVER_DIR,
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: string[] = [];
    child.stdout.on('data', (b: Buffer) => chunks.push(b.toString()));
    child.stderr.on('data', (b: Buffer) => chunks.push(b.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, out: chunks.join('').trim() }));
  });
}
