// The ratio, in the same run as the counter: payments per second of the real multi-student call
// against the bare Fastify route (baseline.ts), each under autocannon, 20 connections, after 2 s
// of warm-up. Both record 3 students a payment: request k pays students 3k … 3k+2 (mod the pool)
// 1 rupee each under a fresh transaction ID. The real call's students each owe one large charge
// (their own class and account, apart from the counter's checks), so a paid-map never depends on
// which earlier payment the server took first.

import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  type Measured,
  measurePosts,
  RATIO_CONNECTIONS,
  startBaseline,
} from '../common/post-ratio.js';
import { UsageMeter } from '../common/usage.js';

export { RATIO_CONNECTIONS };

import { BASELINE_PATH } from './config.js';
import type { Counter } from './seed.js';

const PER_PAYMENT = 3;
const RUPEE = 100;

export type RatioRun = { baseline: Measured; payment: Measured; ratio: number | undefined };

/** The bare route on the bench's database. */
const startPaymentsBaseline = (databaseUrl: string) =>
  startBaseline('payments baseline', 'payments/baseline.ts', {
    BASELINE_DATABASE_URL: databaseUrl,
  });

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

  const baseline = await startPaymentsBaseline(opts.databaseUrl);
  let bare: Measured;
  try {
    const dueIds = Array.from({ length: pool.length }, () => randomUUID());
    bare = await measurePosts(
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
  const payment = await measurePosts(
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
