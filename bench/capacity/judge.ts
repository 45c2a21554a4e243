// A step's figures, whether it passed, and what limited the first step that did not.

import { saturatedResource, usageFigures } from '../common/limits.js';
import { percentile, sortedOf } from '../common/stats.js';
import type { Usage } from '../common/usage.js';
import { CALL_NAMES, type CallName } from './browsers.js';
import { P99_LIMIT_MS } from './config.js';
import { REQUESTS_PER_BROWSER_PER_SECOND, type StepLoad } from './load.js';

export type StepFigures = {
  browsers: number;
  /** What the browsers meant to send per second, and what was answered (2xx or 304) per second. */
  offeredPerSecond: number;
  answeredPerSecond: number;
  p50: number;
  p99: number;
  p99ByCall: Record<CallName, number | undefined>;
  /** The call with the highest p99: the one that decides. */
  worstCall: CallName;
  worstP99: number;
  non2xx: Record<string, number>;
  failed: number;
  timedOut: number;
  errors: number;
  skippedPolls: number;
  timerLagP99: number;
  generatorCpu: number;
  maxInFlight: number;
  usage: Usage;
  /** Connections of the server's pools together (10 per process). */
  poolSize: number;
  /** p99 (ms) of each second of the step, warm-up first; undefined for a second with no answer. */
  p99BySecond: (number | undefined)[];
  passed: boolean;
};

export function figures(load: StepLoad, usage: Usage, poolSize: number): StepFigures {
  const all = sortedOf(CALL_NAMES.flatMap((n) => load.calls[n].latencies));
  const p99ByCall = Object.fromEntries(
    CALL_NAMES.map((n) => {
      const sorted = sortedOf(load.calls[n].latencies);
      return [n, sorted.length ? percentile(sorted, 0.99) : undefined];
    }),
  ) as Record<CallName, number | undefined>;
  let worstCall: CallName = 'permission/user';
  for (const n of CALL_NAMES) {
    if ((p99ByCall[n] ?? 0) > (p99ByCall[worstCall] ?? 0)) worstCall = n;
  }
  const non2xx: Record<string, number> = {};
  let failed = 0;
  let timedOut = 0;
  for (const n of CALL_NAMES) {
    const call = load.calls[n];
    failed += call.failed;
    timedOut += call.timedOut;
    for (const [code, count] of Object.entries(call.statuses)) {
      non2xx[code] = (non2xx[code] ?? 0) + count;
    }
  }
  const errors = failed + timedOut + Object.values(non2xx).reduce((a, b) => a + b, 0);
  const worstP99 = p99ByCall[worstCall] ?? 0;
  return {
    browsers: load.browsers,
    offeredPerSecond: load.browsers * REQUESTS_PER_BROWSER_PER_SECOND,
    answeredPerSecond: all.length / load.seconds,
    p50: percentile(all, 0.5),
    p99: percentile(all, 0.99),
    p99ByCall,
    worstCall,
    worstP99,
    non2xx,
    failed,
    timedOut,
    errors,
    skippedPolls: load.skippedPolls,
    timerLagP99: percentile(sortedOf(load.timerLag), 0.99),
    generatorCpu: load.generatorCpu,
    maxInFlight: load.maxInFlight,
    usage,
    poolSize,
    p99BySecond: Array.from(load.bySecond, (second) =>
      second?.length ? percentile(sortedOf(second), 0.99) : undefined,
    ),
    passed: errors === 0 && all.length > 0 && worstP99 <= P99_LIMIT_MS,
  };
}

/** Why a step failed, in words, with the measurements that say where the time went. */
export function limitOf(step: StepFigures): string {
  const why: string[] = [];
  if (step.worstP99 > P99_LIMIT_MS) {
    why.push(`p99 of ${step.worstCall} ${Math.round(step.worstP99)} ms`);
  }
  if (step.errors > 0) why.push(`${step.errors} errors`);
  const limit =
    saturatedResource(step) ??
    `no single resource was saturated (${usageFigures(step)}): most likely contention on the shared machine`;
  return `${why.join(' and ')}; the limit was ${limit}.`;
}
