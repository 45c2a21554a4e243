// bench/payments: 200 cashiers recording 3-student payments at once against PostgreSQL (a fresh
// database per run), with deliberate double submits; afterwards every acknowledged payment is
// looked for in the database, nothing else may be there, the receipt numbers must run without
// gap, and every student's dues must balance. The ratio of the real call to a bare Fastify route
// doing the same writes is measured in the same run. Writes a dated section at the top of
// bench/RESULTS.md. Run with `npm run bench:payments` from the repository root; settings in
// payments/config.ts and bench/README.md.

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
import { DEADLINE_MS, readConfig } from './config.js';
import { runCounter } from './load.js';
import { measureRatio, RATIO_CONNECTIONS } from './ratio.js';
import {
  type CounterRun,
  loadFigures,
  passed,
  renderPaymentsSection,
  windowP99s,
} from './report.js';
import { writeCounter } from './seed.js';
import { verifyCounter } from './verify.js';

const config = readConfig();
const BENCH_DATABASE = 'shala_bench_payments';

async function benchPostgres(databaseUrl: string): Promise<CounterRun> {
  console.log('\nPostgreSQL');
  return withTempDir('shala-payments-', async (temp) => {
    const monitor = new pg.Client({ connectionString: databaseUrl });
    const dataDir = path.join(temp, 'server');
    await seedDemo(dataDir, databaseUrl);
    const counter = await writeCounter(databaseUrl, {
      cashiers: config.cashiers,
      studentsPerCashier: config.studentsPerCashier,
      ratioStudents: RATIO_CONNECTIONS * 3 * 10,
    });
    console.log(`  ${counter.cashiers.length} cashiers, ${counter.owed.size} students written`);
    await monitor.connect();
    const setup = await startSetup('PostgreSQL', 1, 'workers', dataDir, databaseUrl);
    const run: CounterRun = {
      version: shortVersion(counter.databaseVersion),
      ratio: undefined,
      load: undefined,
      usage: undefined,
      verification: undefined,
      poolSize: setup.poolSize,
    };
    try {
      const origin = setup.origins[0] as string;
      const serverPids = setup.children.map((c) => c.process.pid as number);
      run.ratio = await measureRatio({
        origin,
        databaseUrl,
        counter,
        seconds: config.ratioSeconds,
        serverPids,
        monitor,
      });
      const meter = new UsageMeter(serverPids, monitor);
      run.load = await runCounter({
        counter,
        origin,
        connections: config.connections,
        everySeconds: config.everySeconds,
        seconds: config.seconds,
        warmupSeconds: config.warmupSeconds,
        perPayment: config.studentsPerPayment,
        doubleShare: config.doubleSubmitShare,
        onWindow: meter,
      });
      run.usage = await meter.result();
      run.verification = await verifyCounter(databaseUrl, counter, run.load);
      const f = loadFigures(run.load);
      const v = run.verification;
      console.log(
        `  counter: ${run.load.acks.length} payments recorded, measured ${f.perSecond.toFixed(1)}/s, p50/p99 ${f.p50.toFixed(0)}/${f.p99.toFixed(0)} ms, errors ${f.errors}, doubles ${run.load.doubles.length - v.doublesWrong}/${run.load.doubles.length} right, lost ${v.lost}, duplicates ${v.duplicates}, receipts ${v.receipts.count} ${v.receipts.unbroken ? 'unbroken' : 'BROKEN'}, unbalanced ${v.unbalanced}, mismatched ${v.mismatched}, server CPU ${run.usage.serverCpu.map((c) => c.toFixed(0)).join('+')} %, PostgreSQL ${run.usage.postgresCpu?.toFixed(0)} %, machine ${run.usage.machineBusy.toFixed(0)} % -> ${passed(run) ? 'passed' : 'NOT passed'}`,
      );
      console.log(
        `    p99 by 10 s window: ${windowP99s(run.load)
          .map((p) => p.toFixed(0))
          .join(' / ')} ms`,
      );
      for (const [code, body] of Object.entries(run.load.samples))
        console.log(`    ${code}: ${body}`);
      for (const example of v.examples) console.log(`    ${example}`);
    } catch (error) {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      run.stopped = `The run stopped here: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    } finally {
      await Promise.all(setup.children.map((c) => c.stop()));
      await monitor.end().catch(() => {});
    }
    return run;
  });
}

async function main(): Promise<void> {
  requireBuiltServer('bench:payments');
  const startedAt = new Date();
  const loadAtStart = os.loadavg();
  const source = sourceLine(ROOT);
  const [run] = await onEachDatabase<CounterRun | { skipped: string }>({
    only: 'postgres',
    adminUrl: config.adminDatabaseUrl,
    database: BENCH_DATABASE,
    pglite: async () => ({ skipped: 'PGlite is not measured: the target is PostgreSQL.' }),
    postgres: (db) => benchPostgres(db.url),
    skipped: (reason) => ({ skipped: reason }),
  });
  if (!run) throw new Error('nothing was measured');
  publishSection(
    renderPaymentsSection(startedAt, run, { config, loadAtStart, source }),
    config.write,
  );
}

runBench('bench/payments', DEADLINE_MS, main);
