// Tried as a new user would (issue 9): a DATABASE_URL naming a database that does not exist, or
// a server that does not answer, stopped `npm start` with a 40-line stack trace. The real server
// runs from source here (tsx): it must say in one line what failed and how to fix it, exit 1.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
// The machine's PostgreSQL, as the PostgreSQL runs of the API tests and the bench reach it.
const POSTGRES = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
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
function start(entry: string, databaseUrl: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
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

describe('npm start with a DATABASE_URL it cannot use', () => {
  it('names a database that does not exist and how to create it', async () => {
    const url = new URL(POSTGRES);
    const name = `shala_missing_${randomBytes(4).toString('hex')}`;
    url.pathname = `/${name}`;
    const where = `${url.hostname}:${url.port || '5432'}`;
    const [portal, demo] = await Promise.all([
      start('src/main.ts', url.toString()),
      start('src/demo.ts', url.toString()),
    ]);
    const line = `The database "${name}" does not exist on ${where}. Create it (createdb ${name}) or fix DATABASE_URL.`;
    // If this reads "Cannot connect", PostgreSQL does not answer at TEST_DATABASE_URL.
    expect(portal).toEqual({ code: 1, out: line });
    expect(demo).toEqual({ code: 1, out: line });
  }, 60_000);

  it('says when no server answers at the address', async () => {
    const port = await closedPort();
    const portal = await start('src/main.ts', `postgres://shala@127.0.0.1:${port}/shala`);
    expect(portal).toEqual({
      code: 1,
      out: `Cannot connect to the PostgreSQL server at 127.0.0.1:${port} (connection refused). Start it, or unset DATABASE_URL to use the embedded database.`,
    });
  }, 60_000);
});
