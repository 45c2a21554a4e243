// Real server processes (the run's build, support/server-build.ts) on one PostgreSQL database, for the tests
// that prove what several processes share: rate-limit counters, sign-outs, permission changes.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API } from '@shala/shared';
import pg from 'pg';
import { type App, buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { type Database, openDatabase } from '../../src/db/client.js';
import { ManualClock } from '../../src/lib/clock.js';
import type { TestContext } from '../support/app.js';
import { builtEntry } from '../support/built-server.js';
import { MemoryMailer } from '../support/memory-mailer.js';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
/**
 * Start-up compiles the source and connects: a while when several start on two busy cores (CI's
 * browser lane beside the PostgreSQL run took a WORKERS=2 start past two minutes).
 */
export const START_TIMEOUT_MS = 240_000;

/** The PostgreSQL server of the PostgreSQL run (`TEST_DATABASE_URL`); these tests run only there. */
export function postgresServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: these tests need a PostgreSQL server');
  return url;
}

/** A new, empty database on that server for one test file; `drop` removes it. */
export async function freshDatabase(
  label: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const server = postgresServerUrl();
  const name = `shala_${label}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * An app inside the test process on the same database (migrating it first), for the factories
 * and helpers that write rows directly: what it writes, the server processes read. Its clock
 * stands at the real time, which the server processes use.
 */
export async function localApp(databaseUrl: string): Promise<TestContext & { database: Database }> {
  const database = await openDatabase({ databaseUrl });
  const clock = new ManualClock(new Date());
  const mailer = new MemoryMailer();
  const config = loadConfig({
    PUBLIC_URL: 'http://shala.test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), `shala-test-${process.pid}`),
  });
  // As the test app: a request's mails are tried before its answer, so `mailer` has them.
  const app: App = await buildApp(
    { config, database, clock, mailer, awaitMail: true },
    { logger: false },
  );
  await app.ready();
  return { app, clock, mailer, database };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
};

/** `npm start`'s entry (the run's build of it) as its own process on a free port, with the given settings; not waited for. */
export function spawnServer(env: NodeJS.ProcessEnv, port: number): ServerProcess {
  const child = spawn(process.execPath, [builtEntry('main')], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(os.tmpdir(), `shala-processes-${process.pid}`),
      SMTP_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout?.on('data', (b: Buffer) => chunks.push(b.toString()));
  child.stderr?.on('data', (b: Buffer) => chunks.push(b.toString()));
  return { url: `http://127.0.0.1:${port}`, child, output: () => chunks.join('') };
}

/** Waits until the server answers /rest/health; throws with its output if it stops or is slow. */
export async function waitUntilServing(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`the server stopped while starting:\n${server.output()}`);
    }
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${server.output()}`);
    const health = await fetch(`${server.url}${API.health}`).catch(() => undefined);
    if (health?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * `count` server processes on `databaseUrl`, each on its own port (so a test picks which one
 * a request goes to), started together and serving. Migrate the database first (localApp):
 * separate processes would race to apply the migrations.
 */
export async function startServers(
  count: number,
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
): Promise<ServerProcess[]> {
  const servers: ServerProcess[] = [];
  for (let i = 0; i < count; i += 1) {
    servers.push(spawnServer({ DATABASE_URL: databaseUrl, ...env }, await freePort()));
  }
  try {
    await Promise.all(servers.map(waitUntilServing));
  } catch (error) {
    await Promise.all(servers.map(stopServer));
    throw error;
  }
  return servers;
}

export const exitOf = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));

/** Graceful shutdown, as a service manager asks for it; resolves with the exit code. */
export async function stopServer(server: ServerProcess): Promise<number | null> {
  const exited = exitOf(server.child);
  server.child.kill('SIGTERM');
  return exited;
}

let trace = 0;
/** A request as the web app sends it: a traceId, JSON, the session cookie when given. */
export async function call(
  server: ServerProcess,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { body?: unknown; cookie?: string | undefined; headers?: Record<string, string> } = {},
): Promise<Response> {
  trace += 1;
  return fetch(`${server.url}${url}`, {
    method,
    headers: {
      traceid: `processes-test-${process.pid}-${trace}`,
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...opts.headers,
    },
    ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
  });
}

/** Signs in through `server` with a password; returns the session cookie (`name=value`). */
export async function signInThrough(
  server: ServerProcess,
  username: string,
  password: string,
): Promise<string> {
  const res = await call(server, 'POST', API.login, { body: { username, password } });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('shala_session='));
  if (res.status !== 200 || !cookie) {
    throw new Error(`sign-in through ${server.url} failed: ${res.status} ${await res.text()}`);
  }
  return cookie.split(';')[0] ?? '';
}

/**
 * Asks `check` again and again until it holds; throws when `withinMs` pass first. Returns how
 * long it took, from the call.
 */
export async function seenWithin(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await check()) return Date.now() - start;
    if (Date.now() - start > withinMs) {
      throw new Error(`not seen within ${withinMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
