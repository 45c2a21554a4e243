// bench/auth: login and an authenticated read of the real built server, beside a bare Fastify
// route doing the same single database read, on PGlite and then on PostgreSQL. Writes a dated
// section at the top of bench/RESULTS.md. Run with `npm run bench` from the repository root.
//
// Environment (all optional):
//   BENCH_DATABASE_URL    PostgreSQL to use (default postgres://postgres@127.0.0.1:5432/test);
//                         a database `shala_bench` is created on it and dropped afterwards
//   BENCH_SECONDS         seconds per scenario (default 10)
//   BENCH_WARMUP_SECONDS  seconds of warm-up before each scenario, not counted (default 2)
//   BENCH_ONLY            pglite or postgres, to run one database kind only

import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { type Child, freePort, LOOPBACK, startChild, stopAll, waitForHttp } from './processes.js';
import {
  type DatabaseRun,
  prependSection,
  renderSection,
  type ScenarioResult,
  toScenarioResult,
} from './report.js';

const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(BENCH_DIR, '..');
const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const RESULTS_FILE = path.join(BENCH_DIR, 'RESULTS.md');

const SECONDS = positiveNumber('BENCH_SECONDS', 10);
const WARMUP_SECONDS = positiveNumber('BENCH_WARMUP_SECONDS', 2);
const ONLY = process.env.BENCH_ONLY;
const ADMIN_DATABASE_URL =
  process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DATABASE = 'shala_bench';
/** Everything stops by itself: no run of this script may take longer than this. */
const DEADLINE_MS = 10 * 60_000;

const LOGIN_CONNECTIONS = 10;
const READ_CONNECTIONS = 20;
const ADMIN = {
  username: 'bench_admin',
  password: 'Bench#Pass2024',
  email: 'bench_admin@example.test',
};
const TRACE_ID = 'bench-auth-0001';

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number of seconds`);
  return n;
}

function shortVersion(version: string): string {
  const on = version.indexOf(' on ');
  return on > 0 ? version.slice(0, on) : version;
}

async function measure(
  scenario: string,
  request: string,
  opts: {
    url: string;
    connections: number;
    method?: 'GET' | 'POST';
    headers: Record<string, string>;
    body?: string;
  },
): Promise<ScenarioResult> {
  const base = { ...opts, timeout: 30 };
  if (WARMUP_SECONDS > 0) await autocannon({ ...base, duration: WARMUP_SECONDS });
  const result = await autocannon({ ...base, duration: SECONDS });
  const s = toScenarioResult(scenario, request, result);
  console.log(
    `  ${scenario.padEnd(20)} ${s.okPerSecond.toFixed(1).padStart(9)} 2xx/s  p50 ${s.p50} ms  p99 ${s.p99} ms  2xx ${s.ok}  non-2xx ${s.non2xx}  errors ${s.errors}`,
  );
  return s;
}

async function startServer(
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<{ child: Child; origin: string }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['SMTP_URL', 'DATABASE_URL', 'PUBLIC_URL', 'TRUST_PROXY']) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'production',
    HOST: LOOPBACK,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The login scenario signs one account in hundreds of times from one address: the server's
    // per-IP and per-account sign-in limits would answer 429 after a handful. RATE_LIMITS=off is
    // the server's switch for load measurements; non-2xx answers are still counted apart.
    RATE_LIMITS: 'off',
    INITIAL_ADMIN_USERNAME: ADMIN.username,
    INITIAL_ADMIN_PASSWORD: ADMIN.password,
    INITIAL_ADMIN_EMAIL: ADMIN.email,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const child = startChild('server', process.execPath, [SERVER_MAIN], { cwd: ROOT, env });
  const origin = `http://${LOOPBACK}:${port}`;
  await waitForHttp(child, `${origin}/rest/health`, 120_000);
  return { child, origin };
}

type BaselineReady = { ready: true; port: number; cookie: string; databaseVersion: string };
const isBaselineReady = (v: unknown): v is BaselineReady =>
  typeof v === 'object' && v !== null && (v as { ready?: unknown }).ready === true;

async function startBaseline(
  env: Record<string, string>,
): Promise<{ child: Child; ready: BaselineReady; origin: string }> {
  const port = await freePort();
  const child = startChild('baseline', process.execPath, ['--import', 'tsx', 'auth/baseline.ts'], {
    cwd: BENCH_DIR,
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production' },
  });
  const ready = await child.jsonLine(isBaselineReady, 120_000);
  return { child, ready, origin: `http://${LOOPBACK}:${ready.port}` };
}

/** Signs the seeded admin in once and returns `shala_session=…` for the read scenario. */
async function sessionCookie(origin: string): Promise<string> {
  const response = await fetch(`${origin}/rest/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', traceId: TRACE_ID },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
    signal: AbortSignal.timeout(30_000),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('shala_session='));
  if (!response.ok || !cookie) {
    throw new Error(
      `login of the seeded admin failed: ${response.status} ${await response.text()}`,
    );
  }
  const me = await fetch(`${origin}/rest/auth/me`, {
    headers: { cookie },
    signal: AbortSignal.timeout(30_000),
  });
  if (!me.ok) throw new Error(`GET /rest/auth/me with the new session answered ${me.status}`);
  return cookie;
}

async function benchOne(
  kind: 'PGlite' | 'PostgreSQL',
  databaseUrl: string | undefined,
  version: string | undefined,
): Promise<DatabaseRun> {
  console.log(`\n${kind}`);
  const temp = await mkdtemp(path.join(os.tmpdir(), 'shala-bench-'));
  const children: Child[] = [];
  try {
    const server = await startServer(path.join(temp, 'server'), databaseUrl);
    children.push(server.child);
    const cookie = await sessionCookie(server.origin);

    const login = await measure('login', 'POST /rest/auth/login', {
      url: `${server.origin}/rest/auth/login`,
      connections: LOGIN_CONNECTIONS,
      method: 'POST',
      headers: { 'content-type': 'application/json', traceId: TRACE_ID },
      body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
    });

    const baseline = await startBaseline(
      databaseUrl
        ? { BASELINE_DB: 'postgres', BASELINE_DATABASE_URL: databaseUrl }
        : { BASELINE_DB: 'pglite', BASELINE_DATA_DIR: path.join(temp, 'baseline') },
    );
    children.push(baseline.child);

    const read = await measure('authenticated read', 'GET /rest/auth/me', {
      url: `${server.origin}/rest/auth/me`,
      connections: READ_CONNECTIONS,
      headers: { cookie },
    });
    const bare = await measure('baseline (bare Fastify)', 'GET /me', {
      url: `${baseline.origin}/me`,
      connections: READ_CONNECTIONS,
      headers: { cookie: baseline.ready.cookie },
    });

    const ratio = read.ok > 0 && bare.ok > 0 ? read.okPerSecond / bare.okPerSecond : undefined;
    console.log(`  ratio authenticated read / baseline: ${ratio?.toFixed(2) ?? 'n/a'}`);
    const notes: string[] = [];
    if (login.non2xx > 0) {
      notes.push(
        `Login answered ${login.non2xx} non-2xx responses (${Object.entries(login.statusCodes)
          .filter(([c]) => !c.startsWith('2'))
          .map(([c, n]) => `${c}×${n}`)
          .join(
            ', ',
          )}): those are the server's login rate limits (per IP and per account) doing their job; the login figure counts 2xx only.`,
      );
    }
    return {
      kind,
      version: version ?? shortVersion(baseline.ready.databaseVersion),
      scenarios: [login, read, bare],
      ratio,
      notes,
    };
  } finally {
    await Promise.all(children.map((c) => c.stop()));
    await rm(temp, { recursive: true, force: true });
  }
}

function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]' || host === '::1';
}

/** Creates a fresh `shala_bench` database; undefined (with the reason) when PostgreSQL does not answer. */
async function preparePostgres(): Promise<
  { url: string; version: string; drop(): Promise<void> } | { skipped: string }
> {
  if (!isLoopbackUrl(ADMIN_DATABASE_URL)) {
    return {
      skipped: `Skipped: ${ADMIN_DATABASE_URL} is not a loopback address; this bench measures over loopback only.`,
    };
  }
  const admin = new pg.Client({
    connectionString: ADMIN_DATABASE_URL,
    connectionTimeoutMillis: 3_000,
  });
  try {
    await admin.connect();
  } catch (error) {
    await admin.end().catch(() => {});
    return {
      skipped: `Skipped: PostgreSQL at ${ADMIN_DATABASE_URL} did not answer (${(error as Error).message}). Set BENCH_DATABASE_URL to a reachable server.`,
    };
  }
  const version = shortVersion(String((await admin.query('SELECT version() AS v')).rows[0]?.v));
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${BENCH_DATABASE}`;
  return {
    url: url.toString(),
    version,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function main(): Promise<void> {
  if (!existsSync(SERVER_MAIN)) {
    throw new Error(
      `${SERVER_MAIN} is missing: run \`npm run build -w @shala/server\` (or \`npm run bench\` from the root).`,
    );
  }
  const startedAt = new Date();
  const loadAtStart = os.loadavg();
  const runs: DatabaseRun[] = [];

  if (ONLY !== 'postgres') runs.push(await benchOne('PGlite', undefined, undefined));

  if (ONLY !== 'pglite') {
    const postgres = await preparePostgres();
    if ('skipped' in postgres) {
      console.log(`\nPostgreSQL: ${postgres.skipped}`);
      runs.push({ kind: 'PostgreSQL', skipped: postgres.skipped });
    } else {
      try {
        runs.push(await benchOne('PostgreSQL', postgres.url, postgres.version));
      } finally {
        await postgres.drop();
      }
    }
  }

  prependSection(RESULTS_FILE, renderSection(startedAt, runs, { seconds: SECONDS, loadAtStart }));
  console.log(`\nWritten to ${path.relative(ROOT, RESULTS_FILE)}`);
}

const deadline = setTimeout(() => {
  console.error(`bench/auth: still running after ${DEADLINE_MS / 60_000} minutes; stopping.`);
  void stopAll().finally(() => process.exit(1));
}, DEADLINE_MS);
deadline.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stopAll().finally(() => process.exit(130)));
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    void stopAll().finally(() => process.exit(1));
  });
