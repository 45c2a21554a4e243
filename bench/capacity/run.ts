// bench/capacity: how many open signed-in browsers of the demo school the built server carries
// with every call's p99 at or under 100 ms and no error, on PGlite (one process) and on PostgreSQL
// (one process, then several), raising the number of browsers step by step; beside it, the ratios
// of /rest/auth/me, the poll and the dashboard to bench/auth's bare route, in the same run.
// Writes a dated section at the top of bench/RESULTS.md. Run with `npm run bench:capacity` from
// the repository root; settings in capacity/config.ts and bench/README.md.

import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { stopAll } from '../auth/processes.js';
import { prependSection, sourceLine } from '../auth/report.js';
import {
  BENCH_DIR,
  preparePostgres,
  ROOT,
  SERVER_MAIN,
  seedDemo,
  shortVersion,
} from '../auth/servers.js';
import { checkCalls, type SimulatedBrowser, withHeaders } from './browsers.js';
import { readConfig } from './config.js';
import { figures, limitOf, type StepFigures } from './judge.js';
import { runStep } from './load.js';
import { measureRatios, type RatioRun } from './ratios.js';
import { type KindRun, renderCapacitySection, type SetupRun } from './report.js';
import { startSetup } from './servers.js';
import type { AccountKind, BrowserSession } from './sessions.js';
import { writeSessions } from './sessions.js';
import { UsageMeter } from './usage.js';

const config = readConfig();
const RESULTS_FILE = path.join(BENCH_DIR, 'RESULTS.md');
const BENCH_DATABASE = 'shala_bench_capacity';

/** What to remove (temporary directories, the PostgreSQL database) if the run is cut short. */
const leftovers = new Set<() => Promise<void>>();

/** "10,000 browsers of 523 accounts: 9,100 of parents (…), …", for the largest step. */
function mixOf(sessions: BrowserSession[], accounts: number): string {
  const browsers = new Map<AccountKind, number>();
  const holders = new Map<AccountKind, Set<string>>();
  for (const s of sessions) {
    browsers.set(s.kind, (browsers.get(s.kind) ?? 0) + 1);
    holders.set(s.kind, (holders.get(s.kind) ?? new Set()).add(s.accountId));
  }
  const parts = (['parent', 'student', 'staff'] as const).map(
    (k) =>
      `${(browsers.get(k) ?? 0).toLocaleString('en-US')} of ${k === 'staff' ? 'staff' : `${k}s`} (${holders.get(k)?.size ?? 0} account${holders.get(k)?.size === 1 ? '' : 's'})`,
  );
  return `${sessions.length.toLocaleString('en-US')} sessions over ${accounts} of the demo school's accounts: ${parts.join(', ')}; a step of N browsers uses the first N`;
}

function logStep(s: StepFigures): void {
  const u = s.usage;
  console.log(
    `  ${String(s.browsers).padStart(6)} browsers: ${s.answeredPerSecond.toFixed(0)}/${s.offeredPerSecond.toFixed(0)} req/s answered/offered, p50 ${s.p50.toFixed(0)} ms, p99 ${s.p99.toFixed(0)} ms (worst ${s.worstCall} ${s.worstP99.toFixed(0)} ms), errors ${s.errors}, server CPU ${u.serverCpu.map((c) => c.toFixed(0)).join('+')} %, PostgreSQL ${u.postgresCpu?.toFixed(0) ?? '-'} %, generator ${s.generatorCpu.toFixed(0)} %, machine ${u.machineBusy.toFixed(0)} % -> ${s.passed ? 'passed' : `stopped: ${limitOf(s)}`}`,
  );
}

async function benchKind(
  kind: 'PGlite' | 'PostgreSQL',
  databaseUrl: string | undefined,
): Promise<KindRun> {
  console.log(`\n${kind}`);
  const temp = await mkdtemp(path.join(os.tmpdir(), 'shala-capacity-'));
  const removeTemp = () => rm(temp, { recursive: true, force: true });
  leftovers.add(removeTemp);
  const monitor = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  try {
    const dataDir = path.join(temp, 'server');
    await seedDemo(dataDir, databaseUrl);
    const written = await writeSessions(dataDir, databaseUrl, Math.max(...config.steps));
    console.log(`  ${written.sessions.length} sessions written over ${written.accounts} accounts`);
    await monitor?.connect();

    let browsers: SimulatedBrowser[] | undefined;
    let ratios: RatioRun | undefined;
    const setups: SetupRun[] = [];
    for (const count of databaseUrl ? config.processes : [1]) {
      const setup = await startSetup(kind, count, config.spread, dataDir, databaseUrl);
      console.log(`  ${setup.title}`);
      try {
        ratios ??= await measureRatios(
          setup.origins[0] as string,
          databaseUrl,
          path.join(temp, 'baseline'),
          config.ratioSeconds,
        );
        browsers ??= await withHeaders(setup.origins[0] as string, written.sessions);
        for (const origin of setup.origins) await checkCalls(origin, browsers);
        const steps: StepFigures[] = [];
        for (const n of config.steps) {
          const meter = new UsageMeter(
            setup.children.map((c) => c.process.pid as number),
            monitor,
          );
          const load = await runStep({
            browsers: browsers.slice(0, n),
            origins: setup.origins,
            connections: config.connections,
            seconds: config.seconds,
            warmupSeconds: config.warmupSeconds,
            onWindow: meter,
          });
          const step = figures(load, await meter.result(), setup.poolSize);
          logStep(step);
          steps.push(step);
          if (!step.passed) break;
        }
        setups.push({ title: setup.title, steps });
      } finally {
        await Promise.all(setup.children.map((c) => c.stop()));
      }
    }
    return {
      kind,
      version: shortVersion(written.databaseVersion),
      mix: mixOf(written.sessions, written.accounts),
      ratios: ratios as RatioRun,
      setups,
    };
  } finally {
    await monitor?.end().catch(() => {});
    leftovers.delete(removeTemp);
    await removeTemp();
  }
}

async function main(): Promise<void> {
  if (!existsSync(SERVER_MAIN)) {
    throw new Error(
      `${SERVER_MAIN} is missing: run \`npm run build -w @shala/server\` (or \`npm run bench:capacity\` from the root).`,
    );
  }
  const startedAt = new Date();
  const loadAtStart = os.loadavg();
  const source = sourceLine(ROOT);
  const runs: KindRun[] = [];

  if (config.only !== 'postgres') runs.push(await benchKind('PGlite', undefined));

  if (config.only !== 'pglite') {
    const postgres = await preparePostgres(config.adminDatabaseUrl, BENCH_DATABASE);
    if ('skipped' in postgres) {
      console.log(`\nPostgreSQL: ${postgres.skipped}`);
      runs.push({ kind: 'PostgreSQL', skipped: postgres.skipped });
    } else {
      leftovers.add(postgres.drop);
      try {
        runs.push(await benchKind('PostgreSQL', postgres.url));
      } finally {
        leftovers.delete(postgres.drop);
        await postgres.drop();
      }
    }
  }

  const section = renderCapacitySection(startedAt, runs, { config, loadAtStart, source });
  if (!config.write) {
    console.log(`\n${section}`);
    return;
  }
  prependSection(RESULTS_FILE, section);
  console.log(`\nWritten to ${path.relative(ROOT, RESULTS_FILE)}`);
}

/** Stops the children, removes what is left over, exits. */
async function shutdown(code: number): Promise<never> {
  await stopAll();
  for (const remove of leftovers) await remove().catch(() => {});
  process.exit(code);
}

/** Everything stops by itself: set-up, the ratios and every step of every setup, with room. */
const setups =
  (config.only === 'postgres' ? 0 : 1) + (config.only === 'pglite' ? 0 : config.processes.length);
const stepSeconds = config.seconds + config.warmupSeconds + 15;
const DEADLINE_MS = (15 * 60 + setups * config.steps.length * stepSeconds) * 1000;
const deadline = setTimeout(() => {
  console.error(
    `bench/capacity: still running after ${Math.round(DEADLINE_MS / 60_000)} minutes; stopping.`,
  );
  void shutdown(1);
}, DEADLINE_MS);
deadline.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(130));

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    void shutdown(1);
  });
