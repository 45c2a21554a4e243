// What the benches measure, started and stopped: the built server (with the demo school seeded
// into its database first) and bench/auth's bare Fastify baseline (auth/baseline.ts). Their
// PostgreSQL database is postgres.ts's.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Child, exitCode, freePort, LOOPBACK, startChild, waitForHttp } from './processes.js';

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT = path.resolve(BENCH_DIR, '..');
export const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const DEMO_MAIN = path.join(ROOT, 'apps/server/dist/demo.js');

/** The verified account the server creates at start (INITIAL_ADMIN_*), for login and /me. */
export const BENCH_ADMIN = {
  username: 'bench_admin',
  password: 'Bench#Pass2024',
  email: 'bench_admin@example.test',
};

/** The server's environment; the demo script reads the same database from it. */
function serverEnv(dataDir: string, databaseUrl: string | undefined, port = 0): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['SMTP_URL', 'DATABASE_URL', 'PUBLIC_URL', 'TRUST_PROXY']) delete env[name];
  return Object.assign(env, {
    NODE_ENV: 'production',
    HOST: LOOPBACK,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The login scenario signs one account in hundreds of times from one address: the server's
    // per-IP and per-account sign-in limits would answer 429 after a handful. RATE_LIMITS=off is
    // the server's switch for load measurements; non-2xx answers are still counted apart.
    RATE_LIMITS: 'off',
    INITIAL_ADMIN_USERNAME: BENCH_ADMIN.username,
    INITIAL_ADMIN_PASSWORD: BENCH_ADMIN.password,
    INITIAL_ADMIN_EMAIL: BENCH_ADMIN.email,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

/**
 * `node apps/server/dist/demo.js` into the server's database: Demo Public School with its named
 * accounts. Run before the server starts: PGlite cannot share its directory with a running
 * server, and PostgreSQL gets the same order so that both runs start from the same state.
 */
export async function seedDemo(dataDir: string, databaseUrl: string | undefined): Promise<void> {
  const child = startChild('demo', process.execPath, [DEMO_MAIN], {
    cwd: ROOT,
    env: serverEnv(dataDir, databaseUrl),
  });
  const code = await exitCode(child, 180_000);
  if (code !== 0 || !child.output().includes('Demo Public School: created')) {
    throw new Error(`the demo school was not seeded (exit ${code}):\n${child.output()}`);
  }
}

/** The built server on a free loopback port; `extraEnv` adds settings (bench/capacity: WORKERS). */
export async function startServer(
  dataDir: string,
  databaseUrl: string | undefined,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<{ child: Child; origin: string }> {
  const port = await freePort();
  // BENCH_SERVER_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it
  // in Chrome's DevTools, Performance tab), to see where a step's time went.
  const profileDir = process.env.BENCH_SERVER_CPU_PROF;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = startChild('server', process.execPath, [...profile, SERVER_MAIN], {
    cwd: ROOT,
    env: { ...serverEnv(dataDir, databaseUrl, port), ...extraEnv },
  });
  const origin = `http://${LOOPBACK}:${port}`;
  await waitForHttp(child, `${origin}/rest/health`, 120_000);
  return { child, origin };
}

type BaselineReady = { ready: true; port: number; cookie: string; databaseVersion: string };
const isBaselineReady = (v: unknown): v is BaselineReady =>
  typeof v === 'object' && v !== null && (v as { ready?: unknown }).ready === true;

/** auth/baseline.ts in its own process, on its own PGlite directory or on the same PostgreSQL. */
export async function startBaseline(
  databaseUrl: string | undefined,
  pgliteDir: string,
): Promise<{ child: Child; ready: BaselineReady; origin: string }> {
  const port = await freePort();
  const db = databaseUrl
    ? { BASELINE_DB: 'postgres', BASELINE_DATABASE_URL: databaseUrl }
    : { BASELINE_DB: 'pglite', BASELINE_DATA_DIR: pgliteDir };
  const child = startChild('baseline', process.execPath, ['--import', 'tsx', 'auth/baseline.ts'], {
    cwd: BENCH_DIR,
    env: { ...process.env, ...db, PORT: String(port), NODE_ENV: 'production' },
  });
  const ready = await child.jsonLine(isBaselineReady, 120_000);
  return { child, ready, origin: `http://${LOOPBACK}:${ready.port}` };
}
