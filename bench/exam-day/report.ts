// bench/exam-day's section of bench/RESULTS.md, in the shape of bench/capacity's.

import { machineLines } from '../common/report.js';
import {
  type ExamDayConfig,
  MCQ_QUESTIONS,
  REQUEST_TIMEOUT_MS,
  SAVE_EVERY_MS,
  SUBJECTIVE_QUESTIONS,
  TARGETS,
} from './config.js';
import { type CallFigures, limitOf, type StepFigures } from './judge.js';
import { RATIO_CONNECTIONS, type RatioRun } from './ratio.js';

export type SetupRun = { title: string; steps: StepFigures[]; stopped?: string };

export type KindRun =
  | {
      kind: 'PGlite' | 'PostgreSQL';
      version: string;
      target: number;
      ratio: RatioRun | undefined;
      setups: SetupRun[];
    }
  | { kind: string; skipped: string };

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const pct = (n: number | undefined) => (n === undefined ? '—' : `${fmt(n)} %`);

function errorsCell(s: StepFigures): string {
  if (s.errors === 0) return '0';
  const parts: string[] = [];
  const of = (name: string, c: CallFigures) => {
    for (const [code, n] of Object.entries(c.statuses)) parts.push(`${name} ${code}×${fmt(n)}`);
    if (c.failed) parts.push(`${name} failed×${fmt(c.failed)}`);
    if (c.timedOut) parts.push(`${name} timed out×${fmt(c.timedOut)}`);
  };
  of('start', s.starts);
  of('save', s.saves);
  if (s.notApplied) parts.push(`save not applied×${fmt(s.notApplied)}`);
  return `${fmt(s.errors)} (${parts.join(', ')})`;
}

function ratioTable(run: RatioRun): string[] {
  const row = (r: RatioRun['save'], ratio: string) =>
    `| ${r.scenario} | \`${r.request}\` | ${fmt(r.okPerSecond, 1)} | ${r.p50} | ${r.p99} | ${fmt(r.non2xx)} | ${fmt(r.errors)} | ${pct(r.usage.serverCpu[0])} | ${pct(r.usage.postgresCpu)} | ${pct(r.usage.machineBusy)} | ${ratio} |`;
  return [
    '| scenario | request | saves/s (2xx) | p50 ms | p99 ms | non-2xx | errors | its process CPU | PostgreSQL CPU | machine busy | ÷ baseline |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    row(run.baseline, '—'),
    row(run.save, run.ratio === undefined ? 'n/a' : `**${run.ratio.toFixed(2)}**`),
    ...[run.baseline, run.save]
      .filter((r) => r.refusal)
      .map((r) => `\nThe first refusal of ${r.scenario}: \`${r.refusal?.replaceAll('`', "'")}\``),
  ];
}

function stepTable(steps: StepFigures[]): string[] {
  const out = [
    '| students | publish ms (attempts made) | agree s | started | starts p50 / p99 ms | saves p50 / p99 ms | saves/s | errors | lost answers (of acknowledged) | server CPU | PostgreSQL CPU | busy connections (mean / max of pool) | most requests open | generator CPU (timer lag p99) | machine busy | targets met |',
    '|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|',
  ];
  for (const s of steps) {
    const pool = s.usage.busyConnections;
    out.push(
      `| ${fmt(s.students)} | ${fmt(s.publishMs)} (${fmt(s.students)}) | ${fmt(s.agreeSeconds, 1)} | ${fmt(s.started)} | ${fmt(s.starts.p50)} / ${fmt(s.starts.p99)} | ${fmt(s.saves.p50)} / ${fmt(s.saves.p99)} | ${fmt(s.savesPerSecond)} | ${errorsCell(s)} | ${fmt(s.verification.lost)} (of ${fmt(s.verification.acknowledged)}) | ${s.usage.serverCpu.map(pct).join(' + ')} | ${pct(s.usage.postgresCpu)} | ${pool ? `${pool.mean.toFixed(1)} / ${pool.max} of ${s.poolSize}` : '— (PGlite, in the server)'} | ${fmt(s.maxInFlight)} | ${pct(s.generatorCpu)} (${fmt(s.timerLagP99)} ms) | ${pct(s.usage.machineBusy)} | ${s.passed ? 'yes' : '**no**'} |`,
    );
  }
  return out;
}

/** The first answer of each kind of error, so that a failed step says what the server said. */
function errorSamples(steps: StepFigures[]): string[] {
  const out: string[] = [];
  for (const s of steps) {
    for (const [name, c] of [
      ['start', s.starts],
      ['save', s.saves],
    ] as const) {
      for (const [code, body] of Object.entries(c.samples)) {
        out.push(
          `- ${fmt(s.students)} students, ${name} ${code}: \`${body.replaceAll('`', "'").replaceAll('\n', ' ')}\``,
        );
      }
    }
    for (const example of s.verification.examples) {
      out.push(`- ${fmt(s.students)} students, lost: ${example}`);
    }
  }
  return out.length ? ['', 'What the errors said (the first of each kind):', '', ...out] : [];
}

function verdict(steps: StepFigures[], target: number, stopped: string | undefined): string {
  const passed = steps.filter((s) => s.passed);
  const failed = steps.find((s) => !s.passed);
  const highest = passed.length ? Math.max(...passed.map((s) => s.students)) : 0;
  const reached = highest >= target ? 'met' : failed ? '**not met**' : 'no step was that large';
  const head = passed.length
    ? `**Highest passing: ${fmt(highest)} students** (target ${fmt(target)}: ${reached}).`
    : `**No step passed** (target ${fmt(target)}: **not met**).`;
  if (stopped) return `${head} ${stopped}`;
  if (!failed) return `${head} Every step passed, so no limit was reached.`;
  return `${head} At ${fmt(failed.students)}: ${limitOf(failed)}`;
}

export function renderExamDaySection(
  startedAt: Date,
  runs: KindRun[],
  settings: { config: ExamDayConfig; loadAtStart: number[]; source: string },
): string {
  const { config } = settings;
  const out: string[] = [];
  out.push(
    `## ${startedAt.toISOString()} — bench/exam-day${config.label ? ` (${config.label})` : ''}`,
  );
  out.push('');
  out.push(...machineLines(settings.loadAtStart));
  out.push(
    '- One 2-core machine: the load generator (the bench process), the server process(es) and PostgreSQL take their CPU from the same two cores, so "machine busy" counts all of them (and anything else running). CPU columns are in % of one core; PostgreSQL\'s is the sum of the backends serving the bench database.',
  );
  out.push(
    `- The server runs built (\`apps/server/dist/main.js\`, from ${settings.source}), \`LOG_LEVEL=warn\`, \`RATE_LIMITS=off\` (every student comes from 127.0.0.1), on the demo school seeded by \`apps/server/dist/demo.js\`, plus the exam halls written before the server starts: N students, each with an account, a default profile, STUDENT memberships of Demo Public School and of the class "Exam Hall N" in the active session, and its own session (a sign-in's row); the demo teacher \`asha_verma\` teaches every hall.`,
  );
  out.push(
    `- Per step, as the teacher through the real calls: a fresh exam of the step's hall (\`POST /rest/academic/task\`, open from now for an hour; \`POST /rest/exam/config\`, 60 minutes; ${MCQ_QUESTIONS} MCQ_SINGLE and ${SUBJECTIVE_QUESTIONS} SUBJECTIVE bank questions placed with \`POST /rest/examination/exam/question\`), then \`POST /rest/academic/task/publish\`, timed (it makes the N attempts). Every student then agrees (\`POST /rest/examination/start/accept\`, 32 at a time, not measured).`,
  );
  out.push(
    `- Measured, ${config.seconds} s per step: each student calls \`GET /rest/examination/start\` at a random moment of the first ${config.startSeconds} s (the synchronised start), then every ${SAVE_EVERY_MS / 1000} s at its own phase \`POST /rest/examination/answer\` (a multipart form: groupId, questionId, academicTaskId, answer, version; an option's title for an MCQ, 200 characters otherwise; the exam questions in its order, the version rising per question), each with its cookie, a fresh \`traceId\` and the selected profile, institute, class and session. Node's http client with keep-alive, at most ${config.connections} connections per server address; latency from when the student meant to send; a request not answered in ${REQUEST_TIMEOUT_MS / 1000} s is timed out.`,
  );
  out.push(
    `- After each step every acknowledged save (2xx with \`applied: true\`) is looked up in \`exam_answers\` through SQL: the row must hold that version or a newer one, and the last acknowledged version's text. Targets (issue 10): p99 save under ${TARGETS.saveP99Ms} ms, p99 start under ${TARGETS.startP99Ms} ms, no error, every student started, no lost answer; ${fmt(TARGETS.postgresStudents)} students on PostgreSQL, ${fmt(TARGETS.pgliteStudents)} on PGlite. Steps are raised while they pass.`,
  );
  out.push(
    `- The ratio: autocannon, ${RATIO_CONNECTIONS} connections, ${config.ratioSeconds} s after 2 s of warm-up, against one server process: the real save as ${RATIO_CONNECTIONS} students who started a fresh exam (one per connection, versions rising), and a bare Fastify route in its own process doing the one \`INSERT … ON CONFLICT … DO UPDATE … WHERE version < excluded.version\` of a similar row into a table of its own (JSON body; a pg.Pool of 10 on the same database, or its own PGlite).`,
  );
  for (const run of runs) {
    out.push('');
    if ('skipped' in run) {
      out.push(`### ${run.kind}`, '', run.skipped);
      continue;
    }
    out.push(`### ${run.kind}: ${run.version}`, '');
    if (run.ratio) {
      out.push(
        'Saves per second against the bare insert route, same run:',
        '',
        ...ratioTable(run.ratio),
      );
    } else out.push('The ratio was not measured: the run stopped before it (see below).');
    for (const setup of run.setups) {
      out.push(
        '',
        `#### ${setup.title}`,
        '',
        ...(setup.steps.length ? stepTable(setup.steps) : ['No step ran.']),
        '',
        verdict(setup.steps, run.target, setup.stopped),
        ...errorSamples(setup.steps),
      );
    }
  }
  out.push('');
  return out.join('\n');
}
