// bench/live: the live channel of one server process on PostgreSQL (a fresh database per run).
// Students of the demo school open sockets step by step (2,000 / 5,000 / 10,000 by default),
// each signed in and subscribed to its queue; at every step the bench measures the delivery of
// one-to-one chat messages (SEND on the sender's socket to MESSAGE on the recipient's) and of a
// class-wide notification (an exam published for a class of 2,000, to every student's socket).
// A bare `ws` relay in its own process carries the same one-to-one messages, for the ratio.
// Writes a dated section at the top of bench/RESULTS.md. Run with `npm run bench:live`.

import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminDatabaseUrl, list, positive } from '../common/env.js';
import { shortVersion } from '../common/postgres.js';
import { startChild } from '../common/processes.js';
import { machineLines, sourceLine } from '../common/report.js';
import {
  onEachDatabase,
  publishSection,
  requireBuiltServer,
  runBench,
  withTempDir,
} from '../common/run.js';
import { BENCH_DIR, ROOT, seedDemo, startServer } from '../common/servers.js';
import { percentile, sortedOf } from '../common/stats.js';
import { ExamSetter } from '../exam-day/exam.js';
import { type ExamHall, writeExamHall } from '../exam-day/seed.js';
import { type Arrival, BenchSocket, inParallel } from './client.js';

const STEPS = list('BENCH_LIVE_STEPS', [2_000, 5_000, 10_000]);
const MESSAGES = positive('BENCH_LIVE_MESSAGES', 200, true);
const FANOUT = positive('BENCH_LIVE_FANOUT', 2_000, true);
const WRITE = process.env.BENCH_LIVE_WRITE !== 'no';
const WAIT_MS = 15_000;
const TARGET_P95_MS = 100;

type Figures = { p50: number; p95: number; delivered: number; expected: number };
type Step = { sockets: number; opened: number; oneToOne: Figures; fanOut: Figures; rssMb: number };

const figuresOf = (latencies: (number | undefined)[]): Figures => {
  const got = latencies.filter((l): l is number => l !== undefined);
  const sorted = sortedOf(got);
  return {
    p50: got.length ? percentile(sorted, 0.5) : Number.NaN,
    p95: got.length ? percentile(sorted, 0.95) : Number.NaN,
    delivered: got.length,
    expected: latencies.length,
  };
};

const isChat = (content: string) => (a: Arrival) => {
  const body = a.frame.body as { kind?: string; message?: { content?: string } } | undefined;
  return (
    a.frame.messageType === 'CHAT' && body?.kind === 'message' && body.message?.content === content
  );
};

/** One-to-one messages between neighbours (classmates), `parallel` in flight. */
async function oneToOne(sockets: BenchSocket[], hall: ExamHall, label: string) {
  const latencies: (number | undefined)[] = [];
  await inParallel(
    Array.from({ length: MESSAGES }, (_, k) => k),
    10,
    async (k) => {
      const from = (2 * k) % FANOUT;
      const to = from + 1;
      const content = `bench ${label} ${k}`;
      const recipient = sockets[to] as BenchSocket;
      const arrived = recipient.waitFor(isChat(content), WAIT_MS);
      const sent = performance.now();
      (sockets[from] as BenchSocket).send({
        command: 'SEND',
        destination: '/app/chat',
        userProfileId: hall.students[from]?.profileId,
        body: { ownerType: 'USER', recipientId: hall.students[to]?.profileId, content },
      });
      const at = await arrived;
      latencies[k] = at === undefined ? undefined : at - sent;
    },
  );
  return figuresOf(latencies);
}

/** An exam published for the class of FANOUT students: its notification at every socket. */
async function fanOut(sockets: BenchSocket[], setter: ExamSetter, origin: string) {
  const exam = await setter.publishExam(origin, FANOUT);
  const answered = performance.now();
  const started = answered - exam.publishMs;
  const latencies = await Promise.all(
    sockets.slice(0, FANOUT).map(async (s) => {
      const at = await s.waitFor(
        (a) =>
          a.frame.messageType === 'NOTIFICATION' &&
          (a.frame.body as { featureId?: string } | undefined)?.featureId === exam.academicTaskId,
        WAIT_MS,
      );
      return at === undefined ? undefined : at - started;
    }),
  );
  return figuresOf(latencies);
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

async function openSockets(
  sockets: BenchSocket[],
  hall: ExamHall,
  wsUrl: string,
  origin: string,
  upTo: number,
) {
  let failed = 0;
  const todo = Array.from({ length: upTo - sockets.length }, (_, i) => sockets.length + i);
  const opened: BenchSocket[] = [];
  await inParallel(todo, 100, async (i) => {
    const student = hall.students[i];
    if (!student) return;
    try {
      const socket = await BenchSocket.open(wsUrl, origin, student.cookie);
      const ok = await socket.request(
        { command: 'SUBSCRIBE', destination: `/user/${student.profileId}/queue/messages` },
        `sub-${i}`,
      );
      if (!ok) failed += 1;
      opened[i] = socket;
    } catch {
      failed += 1;
    }
  });
  for (const i of todo) if (opened[i]) sockets[i] = opened[i];
  return failed;
}

async function baseline(count: number): Promise<Figures> {
  const child = startChild('baseline', process.execPath, ['--import', 'tsx', 'live/baseline.ts'], {
    cwd: BENCH_DIR,
    env: process.env,
  });
  const { port } = await child.jsonLine(
    (v): v is { ready: true; port: number } => (v as { ready?: boolean }).ready === true,
    30_000,
  );
  const url = `ws://127.0.0.1:${port}`;
  const sockets: BenchSocket[] = [];
  try {
    await inParallel(
      Array.from({ length: count }, (_, i) => i),
      100,
      async (i) => {
        const s = await BenchSocket.open(url, 'http://127.0.0.1');
        await s.request({ id: String(i) }, String(i));
        sockets[i] = s;
      },
    );
    const latencies: (number | undefined)[] = [];
    await inParallel(
      Array.from({ length: MESSAGES }, (_, k) => k),
      10,
      async (k) => {
        const from = (2 * k) % count;
        const content = `bare ${k}`;
        const arrived = (sockets[from + 1] as BenchSocket).waitFor(
          (a) => (a.frame.body as { content?: string })?.content === content,
          WAIT_MS,
        );
        const sent = performance.now();
        (sockets[from] as BenchSocket).send({ to: String(from + 1), body: { content } });
        const at = await arrived;
        latencies[k] = at === undefined ? undefined : at - sent;
      },
    );
    return figuresOf(latencies);
  } finally {
    for (const s of sockets) s?.close();
    await child.stop();
  }
}

type Run = { version: string; steps: Step[]; baseline?: Figures; stopped?: string };

async function benchPostgres(databaseUrl: string, version: string): Promise<Run> {
  return withTempDir('shala-live-', async (temp) => {
    const dataDir = path.join(temp, 'server');
    await seedDemo(dataDir, databaseUrl);
    const hall = await writeExamHall(dataDir, databaseUrl, [FANOUT, ...STEPS]);
    const run: Run = { version: shortVersion(version), steps: [] };
    run.baseline = await baseline(FANOUT);
    console.log(
      `  bare ws relay, ${FANOUT} sockets: one-to-one p50/p95 ${run.baseline.p50.toFixed(1)}/${run.baseline.p95.toFixed(1)} ms`,
    );
    const server = await startServer(dataDir, databaseUrl);
    const wsUrl = `${server.origin.replace('http', 'ws')}/ws`;
    const setter = new ExamSetter(hall);
    const sockets: BenchSocket[] = [];
    try {
      for (const size of STEPS) {
        const failed = await openSockets(sockets, hall, wsUrl, server.origin, size);
        const step: Step = {
          sockets: size,
          opened: size - failed,
          oneToOne: await oneToOne(sockets, hall, String(size)),
          fanOut: await fanOut(sockets, setter, server.origin),
          rssMb: rssMb(server.child.process.pid as number),
        };
        run.steps.push(step);
        console.log(
          `  ${size} sockets (${step.opened} open): one-to-one p50/p95 ${step.oneToOne.p50.toFixed(1)}/${step.oneToOne.p95.toFixed(1)} ms (${step.oneToOne.delivered}/${step.oneToOne.expected}), class of ${FANOUT} p50/p95 ${step.fanOut.p50.toFixed(0)}/${step.fanOut.p95.toFixed(0)} ms (${step.fanOut.delivered}/${step.fanOut.expected}), server RSS ${step.rssMb.toFixed(0)} MB`,
        );
        if (failed > 0) {
          run.stopped = `${failed} of ${size} sockets could not open or subscribe.`;
          break;
        }
      }
    } catch (error) {
      run.stopped = `The run stopped here: ${error instanceof Error ? error.message : String(error)}`;
      console.error(error);
    } finally {
      for (const s of sockets) s?.close();
      await server.child.stop();
    }
    return run;
  });
}

function render(startedAt: Date, run: Run | { skipped: string }, loadAtStart: number[]): string {
  const lines = [
    `## bench/live — ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
  ];
  lines.push(...machineLines(loadAtStart), `- ${sourceLine(ROOT)}`);
  if ('skipped' in run) return [...lines, '', `Not measured: ${run.skipped}`, ''].join('\n');
  lines.push(
    `- Database: ${run.version}, one server process; sockets and load from one generator process on the same machine.`,
    `- One-to-one: ${MESSAGES} chat messages per step, 10 in flight, SEND on the sender's socket to MESSAGE on the recipient's. Class-wide: an exam published for a class of ${FANOUT}, from the publish call to its NOTIFICATION at each student's socket. Target: p95 under ${TARGET_P95_MS} ms at 5,000 sockets.`,
    '',
    '| sockets | open | one-to-one p50 / p95 (ms) | ratio to bare ws (p50) | class of 2,000 p50 / p95 (ms) | delivered | server RSS |',
    '|---:|---:|---:|---:|---:|---:|---:|',
  );
  const bare = run.baseline?.p50 ?? Number.NaN;
  for (const s of run.steps) {
    lines.push(
      `| ${s.sockets.toLocaleString('en-GB')} | ${s.opened.toLocaleString('en-GB')} | ${s.oneToOne.p50.toFixed(1)} / ${s.oneToOne.p95.toFixed(1)} | ${(s.oneToOne.p50 / bare).toFixed(1)} | ${s.fanOut.p50.toFixed(0)} / ${s.fanOut.p95.toFixed(0)} | ${s.oneToOne.delivered}/${s.oneToOne.expected}, ${s.fanOut.delivered}/${s.fanOut.expected} | ${s.rssMb.toFixed(0)} MB |`,
    );
  }
  if (run.baseline) {
    lines.push(
      '',
      `Bare \`ws\` relay (own process, ${FANOUT} sockets): one-to-one p50 / p95 ${run.baseline.p50.toFixed(1)} / ${run.baseline.p95.toFixed(1)} ms.`,
    );
  }
  if (run.stopped) lines.push('', run.stopped);
  return [...lines, ''].join('\n');
}

async function main(): Promise<void> {
  requireBuiltServer('bench:live');
  const startedAt = new Date();
  const loadAtStart = os.loadavg();
  const [run] = await onEachDatabase<Run | { skipped: string }>({
    only: 'postgres',
    adminUrl: adminDatabaseUrl(),
    database: 'shala_bench_live',
    pglite: async () => ({ skipped: 'PGlite is not measured: the target is PostgreSQL.' }),
    postgres: (db) => {
      console.log('\nPostgreSQL');
      return benchPostgres(db.url, db.version);
    },
    skipped: (reason) => ({ skipped: reason }),
  });
  if (!run) throw new Error('nothing was measured');
  publishSection(render(startedAt, run, loadAtStart), WRITE);
}

runBench('bench/live', 30 * 60_000, main);
