// WORKERS=N npm start: a node:cluster primary prepares the database once, forks N workers on one
// port, restarts one that dies and stops them all gracefully. The real entry from source (tsx)
// on a fresh PostgreSQL database; runs in the PostgreSQL run of the API suite.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { API } from '@shala/shared';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { PROCESS_HOOK_MS } from '../support/timeouts.js';
import {
  call,
  exitOf,
  freePort,
  freshDatabase,
  type ServerProcess,
  START_TIMEOUT_MS,
  spawnServer,
  stopServer,
  waitUntilServing,
} from './servers.js';

const ADMIN = {
  username: 'cluster_admin',
  password: 'Cluster-Admin#4821',
  email: 'cluster@example.com',
};
const MIGRATIONS = (
  JSON.parse(
    readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
  ) as { entries: unknown[] }
).entries.length;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}, PROCESS_HOOK_MS);

/** The pino lines the processes printed, parsed. */
const logLines = (server: ServerProcess) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; pid: number; worker?: number });

/** The pid of the process serving as worker `slot`, once it says so (the latest one). */
async function workerPid(server: ServerProcess, slot: number, not?: number): Promise<number> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ready = logLines(server).filter(
      (l) => l.msg === `Shala is ready (worker ${slot})` && l.pid !== not,
    );
    const last = ready.at(-1);
    if (last) return last.pid;
    if (Date.now() > deadline || server.child.exitCode !== null) {
      throw new Error(`worker ${slot} did not start:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// A test waits for a start (START_TIMEOUT_MS) and its stop: longer than the suite's default.
describe('WORKERS=2 with DATABASE_URL', { timeout: START_TIMEOUT_MS + PROCESS_HOOK_MS }, () => {
  it('migrates and creates the initial admin once, restarts a worker that dies, and stops all on SIGTERM', async () => {
    const database = await freshDatabase('workers');
    cleanups.push(() => database.drop());
    const server = spawnServer(
      {
        DATABASE_URL: database.url,
        WORKERS: '2',
        LOG_LEVEL: 'info',
        INITIAL_ADMIN_USERNAME: ADMIN.username,
        INITIAL_ADMIN_PASSWORD: ADMIN.password,
        INITIAL_ADMIN_EMAIL: ADMIN.email,
      },
      await freePort(),
    );
    cleanups.push(() => stopServer(server));
    await waitUntilServing(server);
    const first = [await workerPid(server, 0), await workerPid(server, 1)];
    expect(new Set([server.child.pid, ...first]).size).toBe(3);

    // Prepared once, by the primary, before the workers started.
    const created = logLines(server).filter((l) => l.msg === 'initial admin created');
    expect(created.map((l) => l.pid)).toEqual([server.child.pid]);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const applied = await client.query(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    await client.end();
    expect(applied.rows[0]?.n).toBe(MIGRATIONS);
    const signIn = await call(server, 'POST', API.login, {
      body: { username: ADMIN.username, password: ADMIN.password },
    });
    expect(signIn.status).toBe(200);

    // A worker killed outright: the other keeps serving, and it comes back with a new pid.
    process.kill(first[1] as number, 'SIGKILL');
    const restarted = await workerPid(server, 1, first[1]);
    expect(server.output()).toContain('worker 1 stopped (signal SIGKILL): restarting it in 1 s');
    expect((await fetch(`${server.url}${API.health}`)).ok).toBe(true);

    expect(await stopServer(server)).toBe(0);
    expect([first[0], restarted].filter((pid) => alive(pid as number))).toEqual([]);
  }, 240_000);

  it('stops with exit 1 when the workers cannot start (the port is taken), instead of restarting them for ever', async () => {
    const database = await freshDatabase('workers_port');
    cleanups.push(() => database.drop());
    const taken = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => taken.close(resolve)));
    const server = spawnServer(
      { DATABASE_URL: database.url, WORKERS: '2', LOG_LEVEL: 'info' },
      port,
    );
    cleanups.push(() => stopServer(server));
    expect(await exitOf(server.child)).toBe(1);
    expect(server.output()).toContain('EADDRINUSE');
    expect(server.output()).toMatch(/worker \d could not start \(exit code 1\)/);
  }, 180_000);
});
