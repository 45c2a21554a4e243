// bench/exam-day: the synchronised start and the answer saves of N students of one exam, each
// with its own session, raised step by step (1,000 / 2,000 / 5,000 / 10,000 by default) on
// PGlite (one process) and on PostgreSQL (one process, then two), with every acknowledged save
// checked in the database after each step, and the saves per second of the real call beside a
// bare Fastify insert route in the same run. Writes a dated section at the top of
// bench/RESULTS.md. Run with `npm run bench:exam-day` from the repository root; settings in
// exam-day/config.ts and bench/README.md.

import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { browserHeaders } from '../auth/browser.js';
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
import { type Setup, startSetup } from '../capacity/servers.js';
import { UsageMeter } from '../capacity/usage.js';
import { headersOf } from './api.js';
import { DEADLINE_MS, readConfig, TARGETS } from './config.js';
import { agreeAll, ExamSetter } from './exam.js';
import { figures, limitOf, type StepFigures } from './judge.js';
import { runStep } from './load.js';
import { measureRatio, RATIO_CONNECTIONS, type RatioRun } from './ratio.js';
import { type KindRun, renderExamDaySection, type SetupRun } from './report.js';
import { type ExamHall, writeExamHall } from './seed.js';
import { verifyAcks } from './verify.js';

const config = readConfig();
const RUN_STARTED = Date.now();
const RESULTS_FILE = path.join(BENCH_DIR, 'RESULTS.md');
const BENCH_DATABASE = 'shala_bench_exam';

/** What to remove (temporary directories, the PostgreSQL database) if the run is cut short. */
const leftovers = new Set<() => Promise<void>>();

const stopSetup = (setup: Setup) => Promise.all(setup.children.map((c) => c.stop()));

/** The first student's headers as the web app reads them at sign-in must be the ones we send. */
async function checkHeaders(origin: string, hall: ExamHall): Promise<void> {
  const first = hall.students[0];
  if (!first) throw new Error('no students were written');
  const read = await browserHeaders(origin, first.cookie);
  const ours = headersOf(first, hall, '');
  for (const name of ['selectedUserProfileId', 'selectedInstituteGroupId', 'selectedSessionId']) {
    if (read[name] !== ours[name]) {
      throw new Error(
        `the first student's ${name} reads ${read[name]}, the bench sends ${ours[name]}`,
      );
    }
  }
}

function logStep(s: StepFigures): void {
  const u = s.usage;
  console.log(
    `  ${String(s.students).padStart(6)} students: publish ${s.publishMs.toFixed(0)} ms, agree ${s.agreeSeconds.toFixed(1)} s, started ${s.started}, starts p50/p99 ${s.starts.p50.toFixed(0)}/${s.starts.p99.toFixed(0)} ms, saves p50/p99 ${s.saves.p50.toFixed(0)}/${s.saves.p99.toFixed(0)} ms (${s.savesPerSecond.toFixed(0)}/s), errors ${s.errors}, lost ${s.verification.lost} of ${s.verification.acknowledged}, server CPU ${u.serverCpu.map((c) => c.toFixed(0)).join('+')} %, PostgreSQL ${u.postgresCpu?.toFixed(0) ?? '-'} %, generator ${s.generatorCpu.toFixed(0)} %, machine ${u.machineBusy.toFixed(0)} % -> ${s.passed ? 'passed' : `stopped: ${limitOf(s)}`}`,
  );
  for (const [name, c] of [
    ['start', s.starts],
    ['save', s.saves],
  ] as const) {
    for (const [code, body] of Object.entries(c.samples))
      console.log(`    ${name} ${code}: ${body}`);
  }
  for (const example of s.verification.examples) console.log(`    lost: ${example}`);
}

async function benchKind(
  kind: 'PGlite' | 'PostgreSQL',
  databaseUrl: string | undefined,
  steps: number[],
): Promise<KindRun> {
  console.log(`\n${kind}`);
  const temp = await mkdtemp(path.join(os.tmpdir(), 'shala-exam-day-'));
  const removeTemp = () => rm(temp, { recursive: true, force: true });
  leftovers.add(removeTemp);
  const monitor = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  try {
    const dataDir = path.join(temp, 'server');
    await seedDemo(dataDir, databaseUrl);
    // A hall of RATIO_CONNECTIONS students too: the ratio's exam is its own.
    const hall = await writeExamHall(dataDir, databaseUrl, [...steps, RATIO_CONNECTIONS]);
    console.log(
      `  ${hall.students.length} students written, halls of ${[...hall.classes.keys()].join(', ')}`,
    );
    await monitor?.connect();
    const setter = new ExamSetter(hall);

    let ratio: RatioRun | undefined;
    const setups: SetupRun[] = [];
    for (const count of databaseUrl ? config.processes : [1]) {
      const start = () => startSetup(kind, count, config.spread, dataDir, databaseUrl);
      let setup: Setup | undefined = await start();
      const run: SetupRun = { title: setup.title, steps: [] };
      setups.push(run);
      console.log(`  ${setup.title}`);
      try {
        if (!ratio) {
          const origin = setup.origins[0] as string;
          await checkHeaders(origin, hall);
          ratio = await measureRatio({
            origin,
            databaseUrl,
            baselineDir: path.join(temp, 'baseline'),
            hall,
            exam: await setter.publishExam(origin, RATIO_CONNECTIONS),
            seconds: config.ratioSeconds,
            serverPids: [setup.children[0]?.process.pid as number],
            monitor,
          });
        }
        for (const n of steps) {
          // A step that could not finish before the deadline is not begun: the section is still
          // written, saying so (about 10 ms per student to agree and check, plus the step).
          const needMs = (config.seconds + 60) * 1000 + n * 10;
          if (Date.now() + needMs > RUN_STARTED + DEADLINE_MS - 2 * 60_000) {
            run.stopped = `The run's ${DEADLINE_MS / 60_000}-minute budget left no time for the step of ${n.toLocaleString('en-US')} students.`;
            break;
          }
          setup ??= await start();
          const exam = await setter.publishExam(setup.origins[0] as string, n);
          const students = hall.students.slice(0, n);
          const agreeSeconds = await agreeAll(setup.origins, hall, students, exam);
          const meter = new UsageMeter(
            setup.children.map((c) => c.process.pid as number),
            monitor,
          );
          const load = await runStep({
            students: students.map((p, i) => ({
              headers: headersOf(p, hall, exam.classId),
              number: i + 1,
            })),
            exam,
            origins: setup.origins,
            connections: config.connections,
            seconds: config.seconds,
            startSeconds: config.startSeconds,
            onWindow: meter,
          });
          const usage = await meter.result();
          const poolSize = setup.poolSize;
          if (!databaseUrl) {
            // PGlite is the server's own: its directory can be read once the server is stopped.
            await stopSetup(setup);
            setup = undefined;
          }
          const verification = await verifyAcks(
            dataDir,
            databaseUrl,
            exam.academicTaskId,
            load.acks,
          );
          const step = figures({
            load,
            usage,
            poolSize,
            publishMs: exam.publishMs,
            agreeSeconds,
            verification,
          });
          logStep(step);
          run.steps.push(step);
          if (!step.passed) break;
        }
      } catch (error) {
        // Said in the section, and the run goes on with the next setup.
        console.error(error instanceof Error ? (error.stack ?? error.message) : error);
        run.stopped = `The run stopped here: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
      } finally {
        if (setup) await stopSetup(setup);
      }
    }
    return {
      kind,
      version: shortVersion(hall.databaseVersion),
      target: databaseUrl ? TARGETS.postgresStudents : TARGETS.pgliteStudents,
      ratio,
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
      `${SERVER_MAIN} is missing: run \`npm run build -w @shala/server\` (or \`npm run bench:exam-day\` from the root).`,
    );
  }
  const startedAt = new Date();
  const loadAtStart = os.loadavg();
  const source = sourceLine(ROOT);
  const runs: KindRun[] = [];

  if (config.only !== 'postgres') {
    runs.push(await benchKind('PGlite', undefined, config.pgliteSteps));
  }
  if (config.only !== 'pglite') {
    const postgres = await preparePostgres(config.adminDatabaseUrl, BENCH_DATABASE);
    if ('skipped' in postgres) {
      console.log(`\nPostgreSQL: ${postgres.skipped}`);
      runs.push({ kind: 'PostgreSQL', skipped: postgres.skipped });
    } else {
      leftovers.add(postgres.drop);
      try {
        runs.push(await benchKind('PostgreSQL', postgres.url, config.steps));
      } finally {
        leftovers.delete(postgres.drop);
        await postgres.drop();
      }
    }
  }

  const section = renderExamDaySection(startedAt, runs, { config, loadAtStart, source });
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

const deadline = setTimeout(() => {
  console.error(`bench/exam-day: still running after ${DEADLINE_MS / 60_000} minutes; stopping.`);
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
