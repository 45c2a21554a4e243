// bench/statistics (issue 25 §6): the statistics screen's charts over five years of a 2,000-student
// school on PostgreSQL. The demo school and STUDENTS more students with YEARS years of marks,
// dues and payments, income and expenses and evaluated exams (statistics/seed.ts). Each chart's
// data, `GET /rest/statistics/<section>?groupId=…` as anita_desai (the admin) with the web app's
// headers, is read CALLS times over READERS closed loops after a warm-up, twice: over the range
// the screen opens with (the active session up to today) and over the last five years (the
// widest range it takes); and each against the bare route doing the same statements in the same
// run (statistics/baseline.ts). Target: p99 under 300 ms per chart's data. Writes a dated section
// at the top of bench/RESULTS.md. `npm run statistics -w @shala/bench`.
//   BENCH_STATISTICS_STUDENTS=1700 BENCH_STATISTICS_YEARS=5 BENCH_STATISTICS_CALLS=200
//   BENCH_STATISTICS_READERS=4 BENCH_STATISTICS_TRIAL=1 (print, do not write)

import { statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STATISTICS_API, type StatisticsSetup } from '@shala/shared';
import { browserHeaders, signIn } from '../auth/browser.js';
import { positive } from '../common/env.js';
import { startBaseline } from '../common/post-ratio.js';
import { preparePostgres, shortVersion } from '../common/postgres.js';
import { machineLines, sourceLine } from '../common/report.js';
import { publishSection, requireBuiltServer, runBench, withTempDir } from '../common/run.js';
import { ROOT, SERVER_MAIN, seedDemo } from '../common/servers.js';
import { startSetup } from '../common/setups.js';
import { BASELINE_PATH, SECTIONS, type Section } from './config.js';
import { type Latencies, reads, send } from './load.js';
import { writeSchool } from './seed.js';

const STUDENTS = positive('BENCH_STATISTICS_STUDENTS', 1700, true);
const YEARS = positive('BENCH_STATISTICS_YEARS', 5, true);
const CALLS = positive('BENCH_STATISTICS_CALLS', 200, true);
const READERS = positive('BENCH_STATISTICS_READERS', 4, true);
const WARMUP = 10;
const TARGET_P99_MS = 300;
const DATABASE = 'bench_statistics';
const adminUrl = () =>
  process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { username: 'anita_desai', password: 'Admin@1234' };

type Measured = { section: Section; real: Latencies; bare: Latencies; bytes: number };

async function main(): Promise<void> {
  requireBuiltServer('statistics');
  const loadAtStart = os.loadavg();
  const db = await preparePostgres(adminUrl(), DATABASE);
  if ('skipped' in db) throw new Error(db.skipped);
  try {
    await withTempDir('shala-statistics-', async (temp) => {
      const dataDir = path.join(temp, 'server');
      await seedDemo(dataDir, db.url);
      const seedStarted = performance.now();
      const school = await writeSchool(db.url, {
        students: STUDENTS,
        years: YEARS,
        now: new Date(),
      });
      const seedS = (performance.now() - seedStarted) / 1000;
      console.log(`  seeded in ${seedS.toFixed(1)} s: ${JSON.stringify(school.rows)}`);
      const setup = await startSetup('PostgreSQL', 1, 'workers', dataDir, db.url);
      const origin = setup.origins[0] as string;
      const bare = await startBaseline('baseline', 'statistics/baseline.ts', {
        BASELINE_DATABASE_URL: db.url,
        BASELINE_TODAY: school.today,
      });
      const admin = await browserHeaders(origin, await signIn(origin, ADMIN));
      const groupId = school.instituteId;
      const first = await send(`${origin}${STATISTICS_API.setup}?groupId=${groupId}`, admin);
      if (first.status !== 200) throw new Error(`setup: ${first.status} ${first.text}`);
      const opened = JSON.parse(first.text) as StatisticsSetup;
      const ranges = [
        { name: 'the session', from: opened.from, to: opened.to },
        { name: 'five years', from: school.from, to: school.today },
      ];
      const results: { range: (typeof ranges)[number]; measured: Measured[] }[] = [];
      let failed = 0;
      for (const range of ranges) {
        const measured: Measured[] = [];
        for (const section of SECTIONS) {
          const query = new URLSearchParams({ groupId, from: range.from, to: range.to });
          const url = `${origin}${STATISTICS_API[section]}?${query}`;
          const check = await send(url, admin);
          if (check.status !== 200) {
            throw new Error(`${section} over ${range.name}: ${check.status} ${check.text}`);
          }
          const opts = { calls: CALLS, connections: READERS, warmup: WARMUP };
          const real = await reads(url, admin, opts);
          const bareRead = await reads(
            `${bare.origin}${BASELINE_PATH}/${section}?${query}`,
            {},
            opts,
          );
          failed += real.failed + bareRead.failed;
          console.log(
            `  ${section} over ${range.name}: real p50 ${real.p50.toFixed(1)} p99 ${real.p99.toFixed(1)} ms, bare p50 ${bareRead.p50.toFixed(1)} p99 ${bareRead.p99.toFixed(1)} ms`,
          );
          measured.push({ section, real, bare: bareRead, bytes: Buffer.byteLength(check.text) });
        }
        results.push({ range, measured });
      }
      bare.child.process.kill('SIGTERM');
      for (const child of setup.children) child.process.kill('SIGTERM');

      const ms = (v: number) => `${v.toFixed(1)} ms`;
      const session = results[0]?.measured ?? [];
      const worst = Math.max(...session.map((m) => m.real.p99));
      const ok = failed === 0 && worst < TARGET_P99_MS;
      const lines = results.flatMap(({ range, measured }) => [
        `- Over **${range.name}** (${range.from} to ${range.to}):`,
        ...measured.map(
          (m) =>
            `  - \`${m.section}\` (${(m.bytes / 1024).toFixed(1)} KiB): ${m.real.perSecond.toFixed(1)} calls/s, p50 ${ms(m.real.p50)}, p99 ${ms(m.real.p99)}, max ${ms(m.real.max)}; bare ${m.bare.perSecond.toFixed(1)} calls/s, p50 ${ms(m.bare.p50)}, p99 ${ms(m.bare.p99)}. **Ratio ${(m.real.perSecond / m.bare.perSecond).toFixed(2)}** (calls/s, real ÷ bare; p99 ${(m.real.p99 / m.bare.p99).toFixed(2)}× the bare route's).`,
        ),
      ]);
      const rows = Object.entries(school.rows)
        .map(([table, n]) => `${n.toLocaleString('en-IN')} ${table}`)
        .join(', ');
      const section = [
        `## ${new Date().toISOString()} — bench/statistics (${STUDENTS} more students, ${YEARS} years, PostgreSQL)`,
        '',
        `- ${sourceLine(ROOT)} (the server as built at ${statSync(SERVER_MAIN).mtime.toISOString()}); PostgreSQL ${shortVersion(school.databaseVersion)}, one server process (pool ${setup.poolSize}); the bare route (statistics/baseline.ts: Fastify and a pg.Pool of 10 running the same statements, rows sent as they come) in its own process on the same database.`,
        ...machineLines(loadAtStart),
        `- Seeded in ${seedS.toFixed(1)} s (SQL run by the database, after the demo school): ${STUDENTS} students beside the demo's, in its 23 classes and six sessions since 2021-22; from ${school.from} to yesterday a mark every school day, four quarterly dues a session (92 % of those due paid, each payment a transaction, receipt and allocation), about 45 entries of income and expenses a month, six exams a class a session of ten questions in four subjects with every attempt evaluated. The institute's rows: ${rows}.`,
        `- Each chart's data as anita_desai (the admin) with the web app's headers: after ${WARMUP} warm-up calls, ${CALLS} calls over ${READERS} closed loops, then the same on the bare route.`,
        ...lines,
        `- Verdict: ${ok ? 'PASS' : 'FAIL'} (every call answered 200; p99 of each chart's data over the session ${ms(worst)} at worst, target under ${TARGET_P99_MS} ms).`,
        '',
      ].join('\n');
      publishSection(section, process.env.BENCH_STATISTICS_TRIAL !== '1');
    });
  } finally {
    await db.drop();
  }
}

runBench('bench/statistics', 30 * 60_000, main);
