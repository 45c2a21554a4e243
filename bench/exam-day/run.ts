// bench/exam-day: the synchronised start and the answer saves of N students of one exam, each
// with its own session, raised step by step (1,000 / 2,000 / 5,000 / 10,000 by default) on
// PGlite (one process) and on PostgreSQL (one process, then two), with every acknowledged save
// checked in the database after each step, and the saves per second of the real call beside a
// bare Fastify insert route in the same run. Writes a dated section at the top of
// bench/RESULTS.md. Run with `npm run bench:exam-day` from the repository root; settings in
// exam-day/config.ts and bench/README.md.

import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { browserHeaders } from '../auth/browser.js';
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
import { type Setup, startSetup } from '../common/setups.js';
import { UsageMeter } from '../common/usage.js';
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
const BENCH_DATABASE = 'shala_bench_exam';

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
  return withTempDir('shala-exam-day-', async (temp) => {
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
    }
  });
}

async function main(): Promise<void> {
  requireBuiltServer('bench:exam-day');
  const startedAt = new Date();
  const loadAtStart = os.loadavg();
  const source = sourceLine(ROOT);
  const runs = await onEachDatabase<KindRun>({
    only: config.only,
    adminUrl: config.adminDatabaseUrl,
    database: BENCH_DATABASE,
    pglite: () => benchKind('PGlite', undefined, config.pgliteSteps),
    postgres: (db) => benchKind('PostgreSQL', db.url, config.steps),
    skipped: (reason) => ({ kind: 'PostgreSQL', skipped: reason }),
  });
  publishSection(
    renderExamDaySection(startedAt, runs, { config, loadAtStart, source }),
    config.write,
  );
}

runBench('bench/exam-day', DEADLINE_MS, main);
