// What the write benches (exam-day, payments) share for their ratio: the bare baseline route in
// a child process of its own, and one POST scenario measured under autocannon, 20 connections,
// after 2 s of warm-up, with the server's CPU beside it.

import autocannon from 'autocannon';
import { type ScenarioResult, toScenarioResult } from '../auth/report.js';
import { type Child, freePort, LOOPBACK, startChild } from './processes.js';
import { BENCH_DIR } from './servers.js';
import type { Usage, UsageMeter } from './usage.js';

export const RATIO_CONNECTIONS = 20;
const WARMUP_SECONDS = 2;

/** An autocannon result with the first non-2xx answer's status and body, if any. */
export type Measured = ScenarioResult & { refusal: string | undefined; usage: Usage };

type Ready = { ready: true; port: number };
const isReady = (v: unknown): v is Ready =>
  typeof v === 'object' && v !== null && (v as { ready?: unknown }).ready === true;

/** Starts a bench's baseline server (`script`, relative to bench/) on a free port. */
export async function startBaseline(
  name: string,
  script: string,
  env: Record<string, string>,
): Promise<{ child: Child; origin: string }> {
  const port = await freePort();
  const child = startChild(name, process.execPath, ['--import', 'tsx', script], {
    cwd: BENCH_DIR,
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production' },
  });
  const ready = await child.jsonLine(isReady, 120_000);
  return { child, origin: `http://${LOOPBACK}:${ready.port}` };
}

/** POSTs request k as `setup(k)` says for `seconds`, after the warm-up, and reads the meter. */
export async function measurePosts(
  scenario: string,
  request: string,
  url: string,
  seconds: number,
  meter: UsageMeter,
  setup: (k: number) => { headers: Record<string, string>; body: string | Buffer; path?: string },
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
        // The first refusal's body, so that a non-2xx count says what the server said.
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
