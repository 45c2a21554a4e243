// bench/auth: login, an authenticated read, and the web app's hottest signed-in calls (the
// permission checks every browser polls every 5 s, the dashboard every sign-in lands on) of the
// real built server, beside a bare Fastify route doing the session read, on PGlite and then on
// PostgreSQL. Writes a dated section at the top of bench/RESULTS.md. Run with `npm run bench`
// from the repository root.
//
// Environment (all optional):
//   BENCH_DATABASE_URL    PostgreSQL to use (default postgres://postgres@127.0.0.1:5432/test);
//                         a database `shala_bench` is created on it and dropped afterwards
//   BENCH_SECONDS         seconds per scenario (default 10)
//   BENCH_WARMUP_SECONDS  seconds of warm-up before each scenario, not counted (default 2)
//   BENCH_ONLY            pglite or postgres, to run one database kind only

import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { adminDatabaseUrl } from '../common/env.js';
import { shortVersion } from '../common/postgres.js';
import type { Child } from '../common/processes.js';
import { sourceLine } from '../common/report.js';
import {
  onEachDatabase,
  publishSection,
  requireBuiltServer,
  runBench,
  withTempDir,
} from '../common/run.js';
import { BENCH_ADMIN, ROOT, seedDemo, startBaseline, startServer } from '../common/servers.js';
import { shellScenarios, signIn, TRACE_ID } from './browser.js';
import {
  type DatabaseRun,
  ratioTo,
  renderSection,
  type ScenarioResult,
  toScenarioResult,
} from './report.js';

const SECONDS = positiveNumber('BENCH_SECONDS', 10);
const WARMUP_SECONDS = positiveNumber('BENCH_WARMUP_SECONDS', 2);
const ONLY = process.env.BENCH_ONLY;
const ADMIN_DATABASE_URL = adminDatabaseUrl();
const BENCH_DATABASE = 'shala_bench';
/** Everything stops by itself: no run of this script may take longer than this. */
const DEADLINE_MS = 10 * 60_000;

const LOGIN_CONNECTIONS = 10;
const READ_CONNECTIONS = 20;

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number of seconds`);
  return n;
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
    `  ${scenario.padEnd(26)} ${s.okPerSecond.toFixed(1).padStart(9)} 2xx/s  p50 ${s.p50} ms  p99 ${s.p99} ms  2xx ${s.ok}  non-2xx ${s.non2xx}  errors ${s.errors}`,
  );
  return s;
}

async function benchOne(
  kind: 'PGlite' | 'PostgreSQL',
  databaseUrl: string | undefined,
  version: string | undefined,
): Promise<DatabaseRun> {
  console.log(`\n${kind}`);
  return withTempDir('shala-bench-', async (temp) => {
    const children: Child[] = [];
    try {
      const dataDir = path.join(temp, 'server');
      await seedDemo(dataDir, databaseUrl);
      const server = await startServer(dataDir, databaseUrl);
      children.push(server.child);
      const cookie = await signIn(server.origin, BENCH_ADMIN);
      const shell = await shellScenarios(server.origin);

      const login = await measure('login', 'POST /rest/auth/login', {
        url: `${server.origin}/rest/auth/login`,
        connections: LOGIN_CONNECTIONS,
        method: 'POST',
        headers: { 'content-type': 'application/json', traceId: TRACE_ID },
        body: JSON.stringify({ username: BENCH_ADMIN.username, password: BENCH_ADMIN.password }),
      });

      const baseline = await startBaseline(databaseUrl, path.join(temp, 'baseline'));
      children.push(baseline.child);

      const read = await measure('authenticated read', 'GET /rest/auth/me', {
        url: `${server.origin}/rest/auth/me`,
        connections: READ_CONNECTIONS,
        headers: { cookie },
      });
      // Right after the authenticated read, as before the shell calls were added, so that its
      // ratio stays comparable with older sections.
      const bare = await measure('baseline (bare Fastify)', 'GET /me', {
        url: `${baseline.origin}/me`,
        connections: READ_CONNECTIONS,
        headers: { cookie: baseline.ready.cookie },
      });
      const calls: ScenarioResult[] = [];
      for (const { scenario, request, url, headers } of shell) {
        calls.push(
          await measure(scenario, request, { url, connections: READ_CONNECTIONS, headers }),
        );
      }

      const ratios = Object.fromEntries(
        [read, ...calls].map((s) => [s.scenario, ratioTo(s, bare)]),
      );
      for (const [name, ratio] of Object.entries(ratios)) {
        console.log(`  ratio ${name} / baseline: ${ratio?.toFixed(2) ?? 'n/a'}`);
      }
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
        scenarios: [login, read, bare, ...calls],
        ratios,
        notes,
      };
    } finally {
      await Promise.all(children.map((c) => c.stop()));
    }
  });
}

async function main(): Promise<void> {
  requireBuiltServer('bench');
  const startedAt = new Date();
  const loadAtStart = os.loadavg();
  const source = sourceLine(ROOT);
  const runs = await onEachDatabase<DatabaseRun>({
    only: ONLY,
    adminUrl: ADMIN_DATABASE_URL,
    database: BENCH_DATABASE,
    pglite: () => benchOne('PGlite', undefined, undefined),
    postgres: (db) => benchOne('PostgreSQL', db.url, db.version),
    skipped: (reason) => ({ kind: 'PostgreSQL', skipped: reason }),
  });
  publishSection(
    renderSection(startedAt, runs, {
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      loadAtStart,
      source,
    }),
  );
}

runBench('bench/auth', DEADLINE_MS, main);
