// A step's figures, whether it met the targets, and what limited the first that did not.

import { saturatedResource, usageFigures } from '../common/limits.js';
import { percentile, sortedOf } from '../common/stats.js';
import type { Usage } from '../common/usage.js';
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
  let limit = saturatedResource(step);
  if (limit === undefined) {
    limit =
      step.errors > 0 || step.verification.lost > 0
        ? `not a resource (${usageFigures(step)}): the errors above are answers of the server, see their bodies`
        : `no single resource was saturated (${usageFigures(step)}): most likely contention on the shared machine`;
  }
  return `${why.join(', ')}; the limit was ${limit}.`;
}
