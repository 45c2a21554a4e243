// The ratios in the same run as the capacity steps: bench/auth's scenarios (its bare
// Fastify baseline doing the session read, GET /rest/auth/me, and the shell calls as the demo's
// admin, parent and teacher), measured with autocannon against one server process.

import autocannon from 'autocannon';
import { shellScenarios, signIn } from '../auth/browser.js';
import { ratioTo, type ScenarioResult, toScenarioResult } from '../auth/report.js';
import type { Child } from '../common/processes.js';
import { BENCH_ADMIN, startBaseline } from '../common/servers.js';

const CONNECTIONS = 20;
const WARMUP_SECONDS = 2;

/** The targets: what share of the bare route each call must keep. */
const TARGETS: { request: string; target: number }[] = [
  { request: 'GET /rest/auth/me', target: 0.6 },
  { request: 'GET /rest/permission/user', target: 0.6 },
  { request: 'GET /rest/permission/groups', target: 0.6 },
  { request: 'GET /rest/dashboard', target: 0.3 },
];

export type RatioRow = {
  result: ScenarioResult;
  ratio: number | undefined;
  target: number | undefined;
};
export type RatioRun = { baseline: ScenarioResult; rows: RatioRow[] };

async function measure(
  scenario: string,
  request: string,
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<ScenarioResult> {
  const opts = { url, headers, connections: CONNECTIONS, timeout: 30 };
  await autocannon({ ...opts, duration: WARMUP_SECONDS });
  const s = toScenarioResult(scenario, request, await autocannon({ ...opts, duration: seconds }));
  console.log(
    `  ${scenario.padEnd(26)} ${s.okPerSecond.toFixed(1).padStart(9)} 2xx/s  p99 ${s.p99} ms  non-2xx ${s.non2xx}  errors ${s.errors}`,
  );
  return s;
}

/**
 * Starts the baseline beside the server at `origin` (its own PGlite directory, or the same
 * PostgreSQL database), measures /rest/auth/me, the baseline and the shell calls, stops it.
 */
export async function measureRatios(
  origin: string,
  databaseUrl: string | undefined,
  baselineDir: string,
  seconds: number,
): Promise<RatioRun> {
  const cookie = await signIn(origin, BENCH_ADMIN);
  const shell = await shellScenarios(origin);
  let baselineChild: Child | undefined;
  try {
    const baseline = await startBaseline(databaseUrl, baselineDir);
    baselineChild = baseline.child;
    const me = await measure(
      'authenticated read',
      'GET /rest/auth/me',
      `${origin}/rest/auth/me`,
      { cookie },
      seconds,
    );
    const bare = await measure(
      'baseline (bare Fastify)',
      'GET /me',
      `${baseline.origin}/me`,
      { cookie: baseline.ready.cookie },
      seconds,
    );
    const calls: ScenarioResult[] = [];
    for (const s of shell) {
      calls.push(await measure(s.scenario, s.request, s.url, s.headers, seconds));
    }
    return {
      baseline: bare,
      rows: [me, ...calls].map((result) => ({
        result,
        ratio: ratioTo(result, bare),
        target: TARGETS.find((t) => t.request === result.request)?.target,
      })),
    };
  } finally {
    await baselineChild?.stop();
  }
}
