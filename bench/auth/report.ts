// Turns autocannon results into a dated section at the top of bench/RESULTS.md.

import type autocannon from 'autocannon';
import { machineLines } from '../common/report.js';

export type ScenarioResult = {
  scenario: string;
  request: string;
  connections: number;
  seconds: number;
  /** Successful (2xx) responses per second over the whole run. */
  okPerSecond: number;
  /** Latency of 2xx responses (autocannon records only those), milliseconds. */
  p50: number;
  p97_5: number;
  p99: number;
  ok: number;
  non2xx: number;
  /** Connection errors and time-outs. */
  errors: number;
  statusCodes: Record<string, number>;
};

export type DatabaseRun =
  | {
      kind: string;
      version: string;
      scenarios: ScenarioResult[];
      /** Scenario name -> its 2xx/s ÷ the baseline's (same run); undefined when one had no 2xx. */
      ratios: Record<string, number | undefined>;
      notes: string[];
    }
  | { kind: string; skipped: string };

export function toScenarioResult(
  scenario: string,
  request: string,
  result: autocannon.Result,
): ScenarioResult {
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = stat?.count ?? 0;
  }
  const ok = result['2xx'];
  return {
    scenario,
    request,
    connections: result.connections,
    seconds: result.duration,
    okPerSecond: result.duration > 0 ? ok / result.duration : 0,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    ok,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes,
  };
}

/** `s` in 2xx per second as a share of `baseline`; undefined when either had no 2xx. */
export function ratioTo(s: ScenarioResult, baseline: ScenarioResult): number | undefined {
  return s.ok > 0 && baseline.ok > 0 ? s.okPerSecond / baseline.okPerSecond : undefined;
}

function fmt(n: number, digits = 0): string {
  return n.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

function statusSummary(s: ScenarioResult): string {
  const others = Object.entries(s.statusCodes)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, n]) => `${code}×${n}`);
  return others.length ? `${fmt(s.non2xx)} (${others.join(', ')})` : fmt(s.non2xx);
}

export function renderSection(
  startedAt: Date,
  runs: DatabaseRun[],
  settings: { seconds: number; warmupSeconds: number; loadAtStart: number[]; source: string },
): string {
  const out: string[] = [];
  out.push(`## ${startedAt.toISOString()} — bench/auth`);
  out.push('');
  out.push(...machineLines(settings.loadAtStart));
  out.push(
    '- Taken on a shared 2-core machine while other engineers ran tests: the figures are indicative, the ratio is the number to compare.',
  );
  out.push(
    `- autocannon over loopback (127.0.0.1), in the bench process; server and baseline each in their own child process. ${settings.seconds} s per scenario after ${settings.warmupSeconds} s of warm-up. Requests/s counts 2xx responses only; latencies are of 2xx responses.`,
  );
  out.push(
    `- The server runs built (\`apps/server/dist/main.js\`, from ${settings.source}), \`LOG_LEVEL=warn\`, no \`SMTP_URL\`, \`RATE_LIMITS=off\` (so that the login scenario measures logins, not 429s), one verified account seeded through \`INITIAL_ADMIN_*\`. Login is dominated by argon2id (m=19456 KiB, t=2) by design.`,
  );
  out.push(
    '- Before the server starts, `apps/server/dist/demo.js` seeds Demo Public School into its database. The shell calls are sent as `anita_desai` (institute admin) and `priya_sharma` (parent of two linked child profiles), each signed in once, with the headers the web app sends: cookie, `traceId`, selected profile, institute, class (empty for the admin) and active session.',
  );
  for (const run of runs) {
    out.push('');
    if ('skipped' in run) {
      out.push(`### ${run.kind}: skipped`);
      out.push('');
      out.push(run.skipped);
      continue;
    }
    out.push(`### ${run.kind}: ${run.version}`);
    out.push('');
    out.push(
      '| scenario | request | connections | requests/s (avg, 2xx) | ÷ baseline | p50 ms | p97.5 ms | p99 ms | 2xx | non-2xx | errors |',
    );
    out.push('|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
    const ratio = (name: string) =>
      !(name in run.ratios) ? '—' : (run.ratios[name]?.toFixed(2) ?? 'n/a');
    for (const s of run.scenarios) {
      out.push(
        `| ${s.scenario} | \`${s.request}\` | ${s.connections} | ${fmt(s.okPerSecond, 1)} | ${ratio(s.scenario)} | ${s.p50} | ${s.p97_5} | ${s.p99} | ${fmt(s.ok)} | ${statusSummary(s)} | ${fmt(s.errors)} |`,
      );
    }
    out.push('');
    const ratios = Object.keys(run.ratios).map((name) => `${name} **${ratio(name)}**`);
    out.push(
      `**Ratios to the baseline** (2xx/s of the call ÷ 2xx/s of the bare Fastify route doing the session-and-account read, same run, same database): ${ratios.join(', ')}.`,
    );
    for (const note of run.notes) out.push(`\n${note}`);
  }
  out.push('');
  return out.join('\n');
}
