// The ratio, in the same run as the counter: payments per second of the real multi-student call
// against the bare Fastify route (baseline.ts), each under autocannon, 20 connections, after 2 s
// of warm-up. Both record 3 students a payment: request k pays students 3k … 3k+2 (mod the pool)
// 1 rupee each under a fresh transaction ID. The real call's students each owe one large charge
// (their own class and account, apart from the counter's checks), so a paid-map never depends on
// which earlier payment the server took first.

import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type pg from 'pg';
import { type ScenarioResult, toScenarioResult } from '../auth/report.js';
import { type Child, freePort, LOOPBACK, startChild } from '../common/processes.js';
import { BENCH_DIR } from '../common/servers.js';
import { type Usage, UsageMeter } from '../common/usage.js';
import { BASELINE_PATH } from './config.js';
import type { Counter } from './seed.js';

export const RATIO_CONNECTIONS = 20;
const WARMUP_SECONDS = 2;
const PER_PAYMENT = 3;
const RUPEE = 100;

type Measured = ScenarioResult & { refusal: string | undefined; usage: Usage };
export type RatioRun = { baseline: Measured; payment: Measured; ratio: number | undefined };

type Ready = { ready: true; port: number };
const isReady = (v: unknown): v is Ready =>
  typeof v === 'object' && v !== null && (v as { ready?: unknown }).ready === true;

async function startBaseline(databaseUrl: string): Promise<{ child: Child; origin: string }> {
  const port = await freePort();
  const child = startChild(
    'payments baseline',
    process.execPath,
    ['--import', 'tsx', 'payments/baseline.ts'],
    {
      cwd: BENCH_DIR,
      env: {
        ...process.env,
        BASELINE_DATABASE_URL: databaseUrl,
        PORT: String(port),
        NODE_ENV: 'production',
      },
    },
  );
  const ready = await child.jsonLine(isReady, 120_000);
  return { child, origin: `http://${LOOPBACK}:${ready.port}` };
}

async function measure(
  scenario: string,
  request: string,
  url: string,
  seconds: number,
  meter: UsageMeter,
  setup: (k: number) => { headers: Record<string, string>; body: string },
): Promise<Measured> {
  let k = 0;
  let refusal: string | undefined;
  const opts = {
    url,
    method: 'POST' as const,
    connections: RATIO_CONNECTIONS,
    timeout: 30,
    requests: [
      {
        setupRequest: (req: autocannon.Request) => {
          const next = setup(k);
          k += 1;
          return { ...req, ...next };
        },
        onResponse: (status: number, body: string) => {
          if (status >= 300 && refusal === undefined) refusal = `${status} ${body.slice(0, 300)}`;
        },
      },
    ],
  };
  await autocannon({ ...opts, duration: WARMUP_SECONDS });
  meter.open();
  const result = await autocannon({ ...opts, duration: seconds });
  meter.close();
  const usage = await meter.result();
  const s = toScenarioResult(scenario, request, result);
  console.log(
    `  ${scenario.padEnd(26)} ${s.okPerSecond.toFixed(1).padStart(9)} 2xx/s  p50 ${s.p50} ms  p99 ${s.p99} ms  non-2xx ${s.non2xx}  errors ${s.errors}  CPU ${usage.serverCpu.map((c) => c.toFixed(0)).join('+')} %, PostgreSQL ${usage.postgresCpu?.toFixed(0) ?? '-'} %, machine ${usage.machineBusy.toFixed(0)} %${refusal ? `  first refusal: ${refusal}` : ''}`,
  );
  return { ...s, refusal, usage };
}

/** Measures the bare route (its own process, same database), then the real call at `origin`. */
export async function measureRatio(opts: {
  origin: string;
  databaseUrl: string;
  counter: Counter;
  seconds: number;
  serverPids: number[];
  monitor: pg.Client;
}): Promise<RatioRun> {
  const { counter } = opts;
  const pool = counter.ratioStudents;
  const studentsOf = (k: number) =>
    Array.from(
      { length: PER_PAYMENT },
      (_, j) => pool[(k * PER_PAYMENT + j) % pool.length] as (typeof pool)[number],
    );
  const run = randomUUID().slice(0, 8).toUpperCase();

  const baseline = await startBaseline(opts.databaseUrl);
  let bare: Measured;
  try {
    const dueIds = Array.from({ length: pool.length }, () => randomUUID());
    bare = await measure(
      'baseline (bare Fastify)',
      `POST ${BASELINE_PATH}`,
      `${baseline.origin}${BASELINE_PATH}`,
      opts.seconds,
      new UsageMeter([baseline.child.process.pid as number], opts.monitor),
      (k) => ({
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          transactionId: `B${run}${k}`,
          lines: Array.from({ length: PER_PAYMENT }, (_, j) => ({
            dueId: dueIds[(k * PER_PAYMENT + j) % dueIds.length],
            amount: RUPEE,
          })),
        }),
      }),
    );
  } finally {
    await baseline.child.stop();
  }

  const cashier = counter.cashiers[0];
  if (!cashier) throw new Error('no cashier was written');
  const headers = {
    cookie: cashier.cookie,
    selectedUserProfileId: cashier.profileId,
    selectedInstituteGroupId: counter.instituteId,
    selectedSessionId: counter.sessionId,
    'content-type': 'application/json',
  };
  const payment = await measure(
    'multi-student payment',
    'POST /rest/payment/record/common',
    `${opts.origin}/rest/payment/record/common`,
    opts.seconds,
    new UsageMeter(opts.serverPids, opts.monitor),
    (k) => ({
      headers: { ...headers, traceId: randomUUID().replaceAll('-', '') },
      body: JSON.stringify({
        groupId: counter.instituteId,
        recordType: 'FEES',
        transactionId: `R${run}${k}`,
        financialAccountId: counter.ratioAccountId,
        paymentMethod: 'CASH',
        paymentMedium: 'CASH',
        paymentRecordNewInputDtoList: JSON.stringify(
          studentsOf(k).map((s) => ({
            userProfileId: s.profileId,
            paid: { [s.dues[0]?.id as string]: RUPEE },
            totalAmountPaid: RUPEE,
            discount: 0,
          })),
        ),
      }),
    }),
  );
  return {
    baseline: bare,
    payment,
    ratio: payment.ok > 0 && bare.ok > 0 ? payment.okPerSecond / bare.okPerSecond : undefined,
  };
}
