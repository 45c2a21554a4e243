// N open browsers for one step: each polls as the web app does and opens the dashboard once a
// minute, against one or more server addresses; returns what they saw.
//
// What one browser does (apps/web/src/features/permissions/store.ts, usePermissionCheck, and the
// dashboard page): every 5 s, at its own random phase, GET /rest/permission/user and, once that
// is answered, GET /rest/permission/groups (not awaited; a tick while the first is still pending is
// skipped, as the web app's `running` flag does); once a minute, at its own random phase, the
// dashboard page: GET /rest/dashboard and GET /rest/invitations/mine together. Every request
// carries the browser's cookie and selected headers and a fresh traceId.
//
// Latency is measured from when the browser meant to send (its timer's due time), not from when
// a connection was free, so a queue in the generator or the server is counted, not hidden.
// Browsers share a keep-alive agent per server address with a bounded number of connections
// (common/load.ts).

import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import {
  closeTargets,
  generatorCpu,
  InFlight,
  sleepUntil,
  type Target,
  targetsOf,
} from '../common/load.js';
import { CALL_NAMES, CALLS, type CallName, type SimulatedBrowser } from './browsers.js';
import { REQUEST_TIMEOUT_MS } from './config.js';

/** PERMISSION_CHECK_MS in packages/shared (spec §4): the permission poll's period. */
export const POLL_MS = 5_000;
/** How often an open browser goes back to its dashboard (the load model). */
export const DASHBOARD_MS = 60_000;
/** Requests an open browser sends per second on average: two polled, two per dashboard visit. */
export const REQUESTS_PER_BROWSER_PER_SECOND = 2 / (POLL_MS / 1000) + 2 / (DASHBOARD_MS / 1000);

type Outcome = number | 'timeout' | 'failed';

export type CallResult = {
  /** Latencies (ms) of answered requests: 2xx, or 304 to a browser revalidating its copy. */
  latencies: number[];
  /** Other statuses, by code. */
  statuses: Record<string, number>;
  failed: number;
  timedOut: number;
};

export type StepLoad = {
  browsers: number;
  seconds: number;
  calls: Record<CallName, CallResult>;
  /** Permission polls not sent because the browser's previous one was still unanswered. */
  skippedPolls: number;
  /** How late the browsers' timers fired (ms): the generator's own event loop falling behind. */
  timerLag: number[];
  /** The generator process's CPU while measured, in % of one core. */
  generatorCpu: number;
  /** The most requests open at once (sent or waiting for a connection). */
  maxInFlight: number;
  /**
   * Latencies (ms) of the answered requests by the second of the step they were due in, warm-up
   * included: tells a backlog at the step's start apart from a steady state.
   */
  bySecond: number[][];
};

type Window = { startAt: number; measureStart: number; endAt: number };

class Step {
  readonly calls = Object.fromEntries(
    CALL_NAMES.map((n): [CallName, CallResult] => [
      n,
      { latencies: [], statuses: {}, failed: 0, timedOut: 0 },
    ]),
  ) as Record<CallName, CallResult>;
  readonly timerLag: number[] = [];
  readonly bySecond: number[][] = [];
  readonly open = new InFlight(REQUEST_TIMEOUT_MS);
  skippedPolls = 0;

  constructor(readonly window: Window) {}

  measured(due: number): boolean {
    return due >= this.window.measureStart && due < this.window.endAt;
  }

  end(name: CallName, due: number, outcome: Outcome): void {
    const answered =
      typeof outcome === 'number' && ((outcome >= 200 && outcome < 300) || outcome === 304);
    if (answered && due < this.window.endAt) {
      const second = Math.max(0, Math.floor((due - this.window.startAt) / 1000));
      const latencies = this.bySecond[second] ?? [];
      latencies.push(performance.now() - due);
      this.bySecond[second] = latencies;
    }
    if (this.measured(due)) {
      const call = this.calls[name];
      if (outcome === 'timeout') call.timedOut += 1;
      else if (outcome === 'failed') call.failed += 1;
      else if ((outcome >= 200 && outcome < 300) || outcome === 304) {
        call.latencies.push(performance.now() - due);
      } else call.statuses[outcome] = (call.statuses[outcome] ?? 0) + 1;
    }
    this.open.end();
  }
}

/** What a browser remembers between calls: validators of answers it may revalidate. */
type BrowserState = { etags: Map<string, string>; polling: boolean };

function send(
  step: Step,
  target: Target,
  browser: SimulatedBrowser,
  state: BrowserState,
  name: CallName,
  due: number,
  then?: () => void,
): void {
  const path = CALLS[name];
  const headers: Record<string, string> = {
    ...browser.headers,
    traceId: randomUUID().replaceAll('-', ''),
    accept: 'application/json',
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench-capacity',
  };
  const etag = state.etags.get(path);
  if (etag) headers['if-none-match'] = etag;
  step.open.begin();
  let settled = false;
  const finish = (outcome: Outcome) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    step.end(name, due, outcome);
    then?.();
  };
  const request = http.request(
    { host: target.host, port: target.port, path, method: 'GET', headers, agent: target.agent },
    (response) => {
      // A browser keeps a validator only for answers its cache may keep (not `no-store`).
      const validator = response.headers.etag;
      if (validator && !/no-store/i.test(String(response.headers['cache-control'] ?? ''))) {
        state.etags.set(path, validator);
      }
      response.resume();
      response.on('end', () => finish(response.statusCode ?? 0));
      response.on('error', () => finish('failed'));
    },
  );
  const timer = setTimeout(() => {
    finish('timeout');
    request.destroy();
  }, REQUEST_TIMEOUT_MS);
  request.on('error', () => finish('failed'));
  request.end();
}

/** Calls `tick(due)` every `periodMs` from `first` until the step ends, noting timer lag. */
function every(step: Step, first: number, periodMs: number, tick: (due: number) => void): void {
  let due = first;
  const fire = () => {
    if (due >= step.window.endAt) return;
    const now = performance.now();
    if (step.measured(due)) step.timerLag.push(now - due);
    tick(due);
    due += periodMs;
    setTimeout(fire, Math.max(0, due - performance.now()));
  };
  setTimeout(fire, Math.max(0, due - performance.now()));
}

function openBrowser(step: Step, target: Target, browser: SimulatedBrowser, start: number): void {
  const state: BrowserState = { etags: new Map(), polling: false };
  every(step, start + Math.random() * POLL_MS, POLL_MS, (due) => {
    if (state.polling) {
      if (step.measured(due)) step.skippedPolls += 1;
      return;
    }
    state.polling = true;
    send(step, target, browser, state, 'permission/user', due, () => {
      state.polling = false;
      send(step, target, browser, state, 'permission/groups', performance.now());
    });
  });
  every(step, start + Math.random() * DASHBOARD_MS, DASHBOARD_MS, (due) => {
    send(step, target, browser, state, 'dashboard', due);
    send(step, target, browser, state, 'invitations/mine', due);
  });
}

/**
 * Runs `browsers` for `warmupSeconds` (not counted: the browsers' first polls spread over one
 * period) and then `seconds` measured; browser i talks to origins[i % origins.length]. `onWindow`
 * is called when the measured window opens and when it closes (to read CPU around it).
 */
export async function runStep(opts: {
  browsers: SimulatedBrowser[];
  origins: string[];
  connections: number;
  seconds: number;
  warmupSeconds: number;
  onWindow: { open(): void; close(): void };
}): Promise<StepLoad> {
  const targets = targetsOf(opts.origins, opts.connections);
  const start = performance.now();
  const measureStart = start + opts.warmupSeconds * 1000;
  const step = new Step({
    startAt: start,
    measureStart,
    endAt: measureStart + opts.seconds * 1000,
  });
  opts.browsers.forEach((browser, i) => {
    openBrowser(step, targets[i % targets.length] as Target, browser, start);
  });

  await sleepUntil(measureStart);
  opts.onWindow.open();
  const cpu = generatorCpu();
  await sleepUntil(step.window.endAt);
  const generatorCpuPercent = cpu.stop(opts.seconds);
  opts.onWindow.close();
  await step.open.drain();
  closeTargets(targets);
  return {
    browsers: opts.browsers.length,
    seconds: opts.seconds,
    calls: step.calls,
    skippedPolls: step.skippedPolls,
    timerLag: step.timerLag,
    generatorCpu: generatorCpuPercent,
    maxInFlight: step.open.max,
    bySecond: step.bySecond,
  };
}
