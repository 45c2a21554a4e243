// bench/payments' section of bench/RESULTS.md, in the shape of bench/exam-day's.

import { machineLines } from '../common/report.js';
import { percentile, sortedOf } from '../common/stats.js';
import type { Usage } from '../common/usage.js';
import { type PaymentsConfig, REQUEST_TIMEOUT_MS, TARGETS } from './config.js';
import type { CounterLoad } from './load.js';
import { RATIO_CONNECTIONS, type RatioRun } from './ratio.js';
import { type Verification, verified } from './verify.js';

export type CounterRun = {
  version: string;
  ratio: RatioRun | undefined;
  load: CounterLoad | undefined;
  usage: Usage | undefined;
  verification: Verification | undefined;
  poolSize: number;
  stopped?: string;
};

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const pct = (n: number | undefined) => (n === undefined ? '—' : `${fmt(n)} %`);

export function loadFigures(load: CounterLoad) {
  const sorted = sortedOf(load.latencies);
  const non2xx = Object.values(load.statuses).reduce((a, b) => a + b, 0);
  return {
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    errors: non2xx + load.failed + load.timedOut,
    perSecond: load.latencies.length / load.seconds,
    timerLagP99: percentile(sortedOf(load.timerLag), 0.99),
  };
}

/** p99 of each 10-second window of the measured minute, to tell a steady tail from a burst. */
export function windowP99s(load: CounterLoad, windowMs = 10_000): number[] {
  const windows: number[][] = [];
  for (const { at, ms } of load.timeline) {
    const i = Math.floor(at / windowMs);
    const window = windows[i] ?? [];
    window.push(ms);
    windows[i] = window;
  }
  return Array.from(windows, (w) => percentile(sortedOf(w ?? []), 0.99));
}

export const passed = (run: CounterRun) =>
  !!run.load &&
  !!run.verification &&
  loadFigures(run.load).p99 < TARGETS.p99Ms &&
  loadFigures(run.load).errors === 0 &&
  verified(run.verification);

function ratioTable(run: RatioRun): string[] {
  const row = (r: RatioRun['payment'], ratio: string) =>
    `| ${r.scenario} | \`${r.request}\` | ${fmt(r.okPerSecond, 1)} | ${r.p50} | ${r.p99} | ${fmt(r.non2xx)} | ${fmt(r.errors)} | ${pct(r.usage.serverCpu[0])} | ${pct(r.usage.postgresCpu)} | ${pct(r.usage.machineBusy)} | ${ratio} |`;
  return [
    '| scenario | request | payments/s (2xx) | p50 ms | p99 ms | non-2xx | errors | its process CPU | PostgreSQL CPU | machine busy | ÷ baseline |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    row(run.baseline, '—'),
    row(run.payment, run.ratio === undefined ? 'n/a' : `**${run.ratio.toFixed(2)}**`),
    ...[run.baseline, run.payment]
      .filter((r) => r.refusal)
      .map((r) => `\nThe first refusal of ${r.scenario}: \`${r.refusal?.replaceAll('`', "'")}\``),
  ];
}

function counterTable(config: PaymentsConfig, run: CounterRun): string[] {
  const load = run.load;
  const v = run.verification;
  const u = run.usage;
  if (!load || !v || !u) return [];
  const f = loadFigures(load);
  const errors =
    f.errors === 0
      ? '0'
      : `${fmt(f.errors)} (${[
          ...Object.entries(load.statuses).map(([c, n]) => `${c}×${fmt(n)}`),
          ...(load.failed ? [`failed×${load.failed}`] : []),
          ...(load.timedOut ? [`timed out×${load.timedOut}`] : []),
        ].join(', ')})`;
  const offered = config.cashiers / config.everySeconds;
  return [
    '| cashiers | offered payments/s | recorded payments/s (measured) | p50 ms | p99 ms | errors | double submits right | lost | duplicates | receipt numbers | students balanced | server CPU | PostgreSQL CPU | busy connections (mean / max of pool) | most requests open | generator CPU (timer lag p99) | machine busy | passed |',
    '|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|',
    `| ${fmt(config.cashiers)} | ${fmt(offered, 1)} | ${fmt(f.perSecond, 1)} | ${fmt(f.p50)} | ${fmt(f.p99)} | ${errors} | ${fmt(load.doubles.length - v.doublesWrong)} of ${fmt(load.doubles.length)} | ${fmt(v.lost)} of ${fmt(v.acknowledged)} | ${fmt(v.duplicates)} | ${fmt(v.receipts.count)}, ${v.receipts.unbroken ? 'unbroken' : '**gaps or repeats**'} | ${v.unbalanced === 0 && v.mismatched === 0 ? 'all' : `**${fmt(v.unbalanced)} unbalanced, ${fmt(v.mismatched)} differ from their receipts**`} | ${pct(u.serverCpu[0])} | ${pct(u.postgresCpu)} | ${u.busyConnections ? `${fmt(u.busyConnections.mean, 1)} / ${u.busyConnections.max} of ${run.poolSize}` : '—'} | ${fmt(load.maxInFlight)} | ${fmt(load.generatorCpu)} % (${fmt(f.timerLagP99)} ms) | ${pct(u.machineBusy)} | ${passed(run) ? '**yes**' : '**no**'} |`,
  ];
}

export function renderPaymentsSection(
  startedAt: Date,
  run: CounterRun | { skipped: string },
  opts: { config: PaymentsConfig; loadAtStart: number[]; source: string },
): string {
  const c = opts.config;
  const lines = [
    `## ${startedAt.toISOString()} — bench/payments (${fmt(c.cashiers)} cashiers, ${c.studentsPerPayment}-student payments, PostgreSQL)`,
    '',
    ...machineLines(opts.loadAtStart),
    '- One shared 2-core machine: the load generator (the bench process), the server process, PostgreSQL and whatever other engineers were running all take their CPU from the same two cores, so "machine busy" counts all of them. CPU columns are in % of one core (200 % is the whole machine).',
    `- The server runs built (\`apps/server/dist/main.js\`, from ${opts.source}), one process, \`LOG_LEVEL=warn\`, \`RATE_LIMITS=off\`, on the demo school seeded by \`apps/server/dist/demo.js\` into a fresh database.`,
    `- In Demo Public School: ${fmt(c.cashiers)} cashiers (ACCOUNTANT of the institute, each with its own session and its own ${c.studentsPerCashier} students of a class "Bench Counter", who owe two terms of tuition with an early-payment discount particular after the first and an annual fee). Each cashier records a ${c.studentsPerPayment}-student FEES payment (₹200 to ₹2,000 a student, a ₹50 discount for one in five) every ${c.everySeconds} s at its own phase, as the payment dialog sends it (\`POST /rest/payment/record/common\`, the paid-maps from the same \`allocatePayment\`), waiting for its answer before the next; ${fmt(c.warmupSeconds)} s of warm-up, then ${fmt(c.seconds)} s measured. Latency is timed from when the cashier meant to send; a request not answered in ${REQUEST_TIMEOUT_MS / 1000} s is timed out. Node's http client with keep-alive, at most ${c.connections} connections.`,
    `- Deliberate double submits: ${fmt(c.doubleSubmitShare * 100)} % of payments are sent twice, half at once (two tabs) and half 30 ms apart (a double click); right means one 200 and one 299 whose message names the first's receipt.`,
    '- Checked in the database afterwards: every acknowledged payment is there once with its records and money (lost), nothing else was recorded (duplicates), the institute’s receipt numbers (the demo’s, the ratio’s and the counter’s) form one sequence 1 … n without gap or repeat, and every student balances: what their payment records brought (amount + discount) plus the discount particulars applied plus what is still due equals what they owed, and equals what their cashier was told.',
    `- Target: p99 under ${TARGETS.p99Ms} ms for a ${c.studentsPerPayment}-student payment with its receipt numbers, with no error, nothing lost, nothing recorded twice.`,
    '',
  ];
  if ('skipped' in run) return [...lines, run.skipped, ''].join('\n');
  lines.push(`### PostgreSQL: ${run.version}`, '');
  if (run.ratio) {
    lines.push(
      `Ratio to the bare route, same run (autocannon, ${RATIO_CONNECTIONS} connections, ${c.ratioSeconds} s each after 2 s of warm-up; each request records 3 students ₹1 each under a fresh transaction ID; the bare route does the same in one transaction on tables of its own: the transaction row, the dues raised, the receipt counter with the records):`,
      '',
      ...ratioTable(run.ratio),
      '',
    );
  }
  lines.push('#### The counter', '', ...counterTable(c, run));
  if (run.load) {
    lines.push(
      '',
      `p99 ms by 10-second window of the measured time: ${windowP99s(run.load)
        .map((p) => fmt(p))
        .join(' / ')}.`,
    );
  }
  if (run.verification?.examples.length) {
    lines.push('', 'What the checks found:', '', ...run.verification.examples.map((e) => `- ${e}`));
  }
  if (run.load) {
    for (const [code, body] of Object.entries(run.load.samples))
      lines.push('', `First ${code}: \`${body.replaceAll('`', "'")}\``);
  }
  if (run.stopped) lines.push('', run.stopped);
  lines.push('');
  return lines.join('\n');
}
