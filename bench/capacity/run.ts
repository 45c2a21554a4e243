// bench/capacity: how many open signed-in browsers of the demo school the built server carries
// with every call's p99 at or under 100 ms and no error, on PGlite (one process) and on PostgreSQL
// (one process, then several), raising the number of browsers step by step; beside it, the ratios
// of /rest/auth/me, the poll and the dashboard to bench/auth's bare route, in the same run.
// Writes a dated section at the top of bench/RESULTS.md. Run with `npm run bench:capacity` from
// the repository root; settings in capacity/config.ts and bench/README.md.

import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { shortVersion } from '../common/postgres.js';
import { sourceLine } from '../common/report.js';
import {
  onEachDatabase,
  publishSection,
  requireBuiltServer,
  runBench,
  withTempDir,
} from '../common/run.js';
import { ROOT, seedDemo } from '../common/servers.js';
import { startSetup } from '../common/setups.js';
import { UsageMeter } from '../common/usage.js';
import { checkCalls, type SimulatedBrowser, withHeaders } from './browsers.js';
import { readConfig } from './config.js';
import { figures, limitOf, type StepFigures } from './judge.js';
import { runStep } from './load.js';
import { measureRatios, type RatioRun } from './ratios.js';
import { type KindRun, renderCapacitySection, type SetupRun } from './report.js';
import type { AccountKind, BrowserSession } from './sessions.js';
import { writeSessions } from './sessions.js';

const config = readConfig();
const BENCH_DATABASE = 'shala_bench_capacity';

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
  return withTempDir('shala-capacity-', async (temp) => {
    const monitor = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
    try {
      const dataDir = path.join(temp, 'server');
      await seedDemo(dataDir, databaseUrl);
      const written = await writeSessions(dataDir, databaseUrl, Math.max(...config.steps));
      console.log(
        `  ${written.sessions.length} sessions written over ${written.accounts} accounts`,
      );
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
    }
  });
}

async function main(): Promise<void> {
  requireBuiltServer('bench:capacity');
  const startedAt = new Date();
  const loadAtStart = os.loadavg();
  const source = sourceLine(ROOT);
  const runs = await onEachDatabase<KindRun>({
    only: config.only,
    adminUrl: config.adminDatabaseUrl,
    database: BENCH_DATABASE,
    pglite: () => benchKind('PGlite', undefined),
    postgres: (db) => benchKind('PostgreSQL', db.url),
    skipped: (reason) => ({ kind: 'PostgreSQL', skipped: reason }),
  });
  publishSection(
    renderCapacitySection(startedAt, runs, { config, loadAtStart, source }),
    config.write,
  );
}

/** Everything stops by itself: set-up, the ratios and every step of every setup, with room. */
const setups =
  (config.only === 'postgres' ? 0 : 1) + (config.only === 'pglite' ? 0 : config.processes.length);
const stepSeconds = config.seconds + config.warmupSeconds + 15;
const DEADLINE_MS = (15 * 60 + setups * config.steps.length * stepSeconds) * 1000;
runBench('bench/capacity', DEADLINE_MS, main);
