// A step's figures, whether it met the issue's targets, and what limited the first that did not.

import type { Usage } from '../capacity/usage.js';
import { percentile, sortedOf } from '../common/stats.js';
import { TARGETS } from './config.js';
import type { CallResult, StepLoad } from './load.js';
import type { Verification } from './verify.js';

export type CallFigures = {
  count: number;
  p50: number;
  p99: number;
  /** Non-2xx by status (and the first body of each), failed connections, time-outs. */
  statuses: Record<string, number>;
  samples: Record<string, string>;
  failed: number;
  timedOut: number;
  errors: number;
};

export type StepFigures = {
  students: number;
  /** What publishing the step's exam took (it makes one attempt per student). */
  publishMs: number;
  /** Seconds every student's agreement took, before the step. */
  agreeSeconds: number;
  starts: CallFigures;
  saves: CallFigures;
  started: number;
  savesPerSecond: number;
  notApplied: number;
  verification: Verification;
  timerLagP99: number;
  generatorCpu: number;
  maxInFlight: number;
  usage: Usage;
  poolSize: number;
  errors: number;
  passed: boolean;
};

function callFigures(call: CallResult): CallFigures {
  const sorted = sortedOf(call.latencies);
  const non2xx = Object.values(call.statuses).reduce((a, b) => a + b, 0);
  return {
    count: call.latencies.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    statuses: call.statuses,
    samples: call.samples,
    failed: call.failed,
    timedOut: call.timedOut,
    errors: non2xx + call.failed + call.timedOut,
  };
}

export function figures(opts: {
  load: StepLoad;
  usage: Usage;
  poolSize: number;
  publishMs: number;
  agreeSeconds: number;
  verification: Verification;
}): StepFigures {
  const { load } = opts;
  const starts = callFigures(load.starts);
  const saves = callFigures(load.saves);
  const errors = starts.errors + saves.errors + load.notApplied;
  return {
    students: load.students,
    publishMs: opts.publishMs,
    agreeSeconds: opts.agreeSeconds,
    starts,
    saves,
    started: load.started,
    savesPerSecond: saves.count / load.seconds,
    notApplied: load.notApplied,
    verification: opts.verification,
    timerLagP99: percentile(sortedOf(load.timerLag), 0.99),
    generatorCpu: load.generatorCpu,
    maxInFlight: load.maxInFlight,
    usage: opts.usage,
    poolSize: opts.poolSize,
    errors,
    passed:
      errors === 0 &&
      load.started === load.students &&
      saves.count > 0 &&
      opts.verification.lost === 0 &&
      saves.p99 < TARGETS.saveP99Ms &&
      starts.p99 < TARGETS.startP99Ms,
  };
}

const pct = (n: number) => `${Math.round(n)} %`;

/** Why a step failed, in words, with where the time went. */
export function limitOf(step: StepFigures): string {
  const why: string[] = [];
  if (step.saves.p99 >= TARGETS.saveP99Ms)
    why.push(`p99 of saves ${Math.round(step.saves.p99)} ms`);
  if (step.starts.p99 >= TARGETS.startP99Ms) {
    why.push(`p99 of starts ${Math.round(step.starts.p99)} ms`);
  }
  if (step.errors > 0) why.push(`${step.errors} errors`);
  if (step.started < step.students)
    why.push(`${step.students - step.started} students never started`);
  if (step.verification.lost > 0) why.push(`${step.verification.lost} acknowledged answers lost`);
  const u = step.usage;
  const busiestServer = Math.max(...u.serverCpu);
  const pool = u.busyConnections;
  let limit: string;
  if (step.generatorCpu >= 85) {
    limit = `the load generator: its event loop used ${pct(step.generatorCpu)} of a core and its timers fired ${Math.round(step.timerLagP99)} ms late (p99), so this step measured the generator as much as the server`;
  } else if (busiestServer >= 85) {
    limit = `Node's CPU: the busiest server process used ${pct(busiestServer)} of a core (one event loop${u.postgresCpu === undefined ? ', PGlite included' : ''})`;
  } else if (pool && pool.mean >= 0.8 * step.poolSize) {
    limit = `the connection pool: on average ${pool.mean.toFixed(1)} of its ${step.poolSize} connections were busy in PostgreSQL (at most ${pool.max}), so requests queued for a connection`;
  } else if (u.postgresCpu !== undefined && u.postgresCpu >= 85 && u.postgresCpu > busiestServer) {
    limit = `PostgreSQL's CPU: its backends used ${pct(u.postgresCpu)} of a core, more than the busiest server process (${pct(busiestServer)})`;
  } else if (u.machineBusy >= 90) {
    limit = `the machine's two cores, ${pct(u.machineBusy)} busy, shared by the server (${u.serverCpu.map(pct).join(' + ')})${u.postgresCpu === undefined ? '' : `, PostgreSQL (${pct(u.postgresCpu)})`}, the generator (${pct(step.generatorCpu)}, its timers ${Math.round(step.timerLagP99)} ms late at p99) and whatever else ran`;
  } else if (step.errors > 0 || step.verification.lost > 0) {
    limit = `not a resource (server ${u.serverCpu.map(pct).join(' + ')}, generator ${pct(step.generatorCpu)}, machine ${pct(u.machineBusy)} busy): the errors above are answers of the server, see their bodies`;
  } else {
    limit = `no single resource was saturated (server ${u.serverCpu.map(pct).join(' + ')}, generator ${pct(step.generatorCpu)}, machine ${pct(u.machineBusy)} busy): most likely contention on the shared machine`;
  }
  return `${why.join(', ')}; the limit was ${limit}.`;
}
