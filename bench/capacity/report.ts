// bench/capacity's section of bench/RESULTS.md.

import { machineLines } from '../common/report.js';
import { CALL_NAMES } from './browsers.js';
import { type CapacityConfig, P99_LIMIT_MS, REQUEST_TIMEOUT_MS } from './config.js';
import { limitOf, type StepFigures } from './judge.js';
import { DASHBOARD_MS, POLL_MS } from './load.js';
import type { RatioRun } from './ratios.js';

export type SetupRun = {
  /** e.g. "PostgreSQL, two processes (two ports)". */
  title: string;
  steps: StepFigures[];
};

export type KindRun =
  | {
      kind: string;
      version: string;
      /** The browsers of the largest step, by kind, and the accounts behind them. */
      mix: string;
      ratios: RatioRun;
      setups: SetupRun[];
    }
  | { kind: string; skipped: string };

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ms = (n: number | undefined) => (n === undefined ? '—' : fmt(n));
const pct = (n: number | undefined) => (n === undefined ? '—' : `${fmt(n)} %`);

function errorsCell(s: StepFigures): string {
  if (s.errors === 0) return '0';
  const parts = Object.entries(s.non2xx).map(([code, n]) => `${code}×${fmt(n)}`);
  if (s.failed) parts.push(`failed×${fmt(s.failed)}`);
  if (s.timedOut) parts.push(`timed out×${fmt(s.timedOut)}`);
  return `${fmt(s.errors)} (${parts.join(', ')})`;
}

function ratioTable(run: RatioRun): string[] {
  const out = [
    '| call | request | requests/s (2xx) | p99 ms | ÷ baseline | target | met |',
    '|---|---|--:|--:|--:|--:|---|',
    `| baseline (bare Fastify) | \`${run.baseline.request}\` | ${fmt(run.baseline.okPerSecond, 1)} | ${run.baseline.p99} | — | — | |`,
  ];
  for (const { result, ratio, target } of run.rows) {
    const met = target === undefined || ratio === undefined ? '' : ratio >= target ? 'yes' : 'no';
    out.push(
      `| ${result.scenario} | \`${result.request}\` | ${fmt(result.okPerSecond, 1)} | ${result.p99} | ${ratio === undefined ? 'n/a' : ratio.toFixed(2)} | ${target ?? '—'} | ${met} |`,
    );
  }
  return out;
}

function stepTable(steps: StepFigures[]): string[] {
  const out = [
    `| browsers | offered req/s | answered req/s | p50 ms | p99 ms | p99 ms by call (${CALL_NAMES.join(' / ')}) | errors | server CPU | PostgreSQL CPU | busy connections (mean / max of pool) | most requests open | generator CPU (timer lag p99) | machine busy | passed |`,
    '|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|',
  ];
  for (const s of steps) {
    const pool = s.usage.busyConnections;
    out.push(
      `| ${fmt(s.browsers)} | ${fmt(s.offeredPerSecond)} | ${fmt(s.answeredPerSecond)} | ${ms(s.p50)} | ${ms(s.p99)} | ${CALL_NAMES.map((n) => ms(s.p99ByCall[n])).join(' / ')} | ${errorsCell(s)} | ${s.usage.serverCpu.map(pct).join(' + ')} | ${pct(s.usage.postgresCpu)} | ${pool ? `${pool.mean.toFixed(1)} / ${pool.max} of ${s.poolSize}` : '— (PGlite, in the server)'} | ${fmt(s.maxInFlight)} | ${pct(s.generatorCpu)} (${ms(s.timerLagP99)} ms) | ${pct(s.usage.machineBusy)} | ${s.passed ? 'yes' : '**no**'} |`,
    );
  }
  return out;
}

/** Each step's p99 second by second: a backlog at the start reads apart from a steady state. */
function secondsLines(steps: StepFigures[], warmupSeconds: number): string[] {
  return steps.map(
    (s) =>
      `- p99 ms per second at ${fmt(s.browsers)} (the first ${warmupSeconds} are warm-up): ${s.p99BySecond.map((p) => (p === undefined ? '—' : ms(p))).join(', ')}`,
  );
}

function verdict(steps: StepFigures[]): string {
  const passed = steps.filter((s) => s.passed);
  const failed = steps.find((s) => !s.passed);
  const highest = passed.length
    ? `**Highest passing: ${fmt(Math.max(...passed.map((s) => s.browsers)))} open browsers.**`
    : '**No step passed.**';
  if (!failed) return `${highest} Every step passed, so no limit was reached.`;
  return `${highest} At ${fmt(failed.browsers)}: ${limitOf(failed)}`;
}

export function renderCapacitySection(
  startedAt: Date,
  runs: KindRun[],
  settings: {
    config: CapacityConfig;
    loadAtStart: number[];
    source: string;
  },
): string {
  const { config } = settings;
  const out: string[] = [];
  out.push(
    `## ${startedAt.toISOString()} — bench/capacity${config.label ? ` (${config.label})` : ''}`,
  );
  out.push('');
  out.push(...machineLines(settings.loadAtStart));
  out.push(
    '- One shared 2-core machine: the load generator (the bench process), the server process(es), PostgreSQL and whatever other engineers were running all take their CPU from the same two cores, so "machine busy" counts all of them. CPU columns are in % of one core (200 % is the whole machine); PostgreSQL\'s is the sum of the backends serving the bench database.',
  );
  out.push(
    `- The server runs built (\`apps/server/dist/main.js\`, from ${settings.source}), \`LOG_LEVEL=warn\`, \`RATE_LIMITS=off\` (every browser comes from 127.0.0.1), on the demo school seeded by \`apps/server/dist/demo.js\`.`,
  );
  out.push(
    `- Each browser has its own session, written into the database before the server starts (a sign-in's row: hashed random token, the account's default profile), over the demo school's accounts in a fixed shuffled order; its selected headers were read as the web app does at sign-in (\`GET /rest/auth/me\`, then the institute's sessions).`,
  );
  out.push(
    `- Each open browser polls \`GET /rest/permission/user\` every ${POLL_MS / 1000} s at its own random phase and, once answered, \`GET /rest/permission/groups\`; every ${DASHBOARD_MS / 1000} s it opens the dashboard (\`GET /rest/dashboard\` and \`GET /rest/invitations/mine\` together): ${fmt(2 / (POLL_MS / 1000) + 2 / (DASHBOARD_MS / 1000), 3)} requests per browser per second. Node's http client with keep-alive, at most ${config.connections} connections per server address; latency is timed from when the browser meant to send, so waiting for a connection counts ("most requests open" above the connections means some did wait). A request not answered in ${REQUEST_TIMEOUT_MS / 1000} s is timed out.`,
  );
  out.push(
    `- Steps of ${config.seconds} s after ${config.warmupSeconds} s of warm-up, raised ${config.steps.map((n) => fmt(n)).join(' / ')} while a step passes: every call's p99 at or under ${P99_LIMIT_MS} ms and no error (non-2xx, failed or timed-out request). The ratios are bench/auth's scenarios (autocannon, 20 connections, ${config.ratioSeconds} s each after 2 s of warm-up) against one server process, just before its steps.`,
  );
  for (const run of runs) {
    out.push('');
    if ('skipped' in run) {
      out.push(`### ${run.kind}`, '', run.skipped);
      continue;
    }
    out.push(`### ${run.kind}: ${run.version}`, '');
    out.push(`Browsers: ${run.mix}.`, '');
    out.push('Ratios to the bare route, same run:', '', ...ratioTable(run.ratios));
    for (const setup of run.setups) {
      out.push('', `#### ${setup.title}`, '', ...stepTable(setup.steps), '', verdict(setup.steps));
      out.push('', ...secondsLines(setup.steps, config.warmupSeconds));
    }
  }
  out.push('');
  return out.join('\n');
}
