// bench/print (issue 25 §6): the Print screen's busiest call on PostgreSQL, the ID cards of a
// class of CLASS_SIZE (40 by default) with a photo each: `GET /rest/print/id-cards?groupId=` as
// vikram_iyer (Front Office), CALLS calls shared by LOOPS closed loops after a warm-up: p50, p95,
// p99, calls a second, and the PDF's size; the same for the class's list (no photos, no QR). The
// ratio: against bench/auth's bare Fastify route (auth/baseline.ts: the session-and-account read
// alone, on the same database) in the same loops, as bench/auth's ratios are.
// Writes a dated section at the top of bench/RESULTS.md. `npm run print -w @shala/bench`.
//   BENCH_PRINT_CLASS_SIZE=40 BENCH_PRINT_CALLS=60 BENCH_PRINT_LOOPS=2 BENCH_PRINT_TRIAL=1 (print, do not write)

import os from 'node:os';
import path from 'node:path';
import { PRINT_API } from '@shala/shared';
import { browserHeaders, signIn } from '../auth/browser.js';
import { adminDatabaseUrl, positive } from '../common/env.js';
import { preparePostgres, shortVersion } from '../common/postgres.js';
import { machineLines, sourceLine } from '../common/report.js';
import { publishSection, requireBuiltServer, runBench, withTempDir } from '../common/run.js';
import { ROOT, seedDemo, startBaseline } from '../common/servers.js';
import { startSetup } from '../common/setups.js';
import { percentile, sortedOf } from '../common/stats.js';
import { fillClass } from './seed.js';

const CLASS_SIZE = positive('BENCH_PRINT_CLASS_SIZE', 40, true);
const CALLS = positive('BENCH_PRINT_CALLS', 60, true);
const LOOPS = positive('BENCH_PRINT_LOOPS', 2, true);
const WARM_CALLS = 6;
const FRONT_OFFICE = { username: 'vikram_iyer', password: 'Staff@1234' };

type Call = { ms: number; status: number; bytes: number; pdf: boolean };

async function get(url: string, headers: Record<string, string>): Promise<Call> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  return {
    ms: performance.now() - started,
    status: res.status,
    bytes: body.length,
    pdf: body.subarray(0, 5).toString('latin1') === '%PDF-',
  };
}

/** `calls` GETs shared by `loops` closed loops: each call's time, and calls a second. */
async function closedLoops(
  url: string,
  headers: Record<string, string>,
  calls: number,
  loops: number,
) {
  const done: Call[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: loops }, async () => {
      while (next < calls) {
        next += 1;
        done.push(await get(url, headers));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = sortedOf(done.map((c) => c.ms));
  return {
    perSecond: done.length / seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? 0,
    failed: done.filter((c) => c.status !== 200 || (url.includes('/print/') && !c.pdf)).length,
    bytes: done[0]?.bytes ?? 0,
  };
}

async function main(): Promise<void> {
  requireBuiltServer('print');
  const loadAtStart = os.loadavg();
  const db = await preparePostgres(adminDatabaseUrl(), 'shala_bench_print');
  if ('skipped' in db) throw new Error(db.skipped);
  try {
    await withTempDir('shala-print-', async (temp) => {
      const dataDir = path.join(temp, 'server');
      await seedDemo(dataDir, db.url);
      const klass = await fillClass(db.url, dataDir, CLASS_SIZE);
      const setup = await startSetup('PostgreSQL', 1, 'workers', dataDir, db.url);
      const origin = setup.origins[0] as string;
      const headers = await browserHeaders(origin, await signIn(origin, FRONT_OFFICE));
      const cardsUrl = `${origin}${PRINT_API.idCards}?${new URLSearchParams({ groupId: klass.classId })}`;
      const listUrl = `${origin}${PRINT_API.classList}?${new URLSearchParams({ groupId: klass.classId })}`;
      const first = await get(cardsUrl, headers);
      if (first.status !== 200 || !first.pdf) throw new Error(`ID cards answered ${first.status}`);
      console.log(`  ${klass.students} students with photos; ID cards ${first.bytes} bytes`);
      await closedLoops(cardsUrl, headers, WARM_CALLS, LOOPS);
      const cards = await closedLoops(cardsUrl, headers, CALLS, LOOPS);
      console.log(`  ID cards: ${cards.perSecond.toFixed(2)}/s p50 ${cards.p50.toFixed(0)} ms`);
      await closedLoops(listUrl, headers, WARM_CALLS, LOOPS);
      const list = await closedLoops(listUrl, headers, CALLS, LOOPS);
      console.log(`  class list: ${list.perSecond.toFixed(2)}/s p50 ${list.p50.toFixed(0)} ms`);
      for (const child of setup.children) child.process.kill('SIGTERM');

      const bare = await startBaseline(db.url, path.join(temp, 'baseline'));
      const bareHeaders = { cookie: bare.ready.cookie };
      await closedLoops(`${bare.origin}/me`, bareHeaders, WARM_CALLS * 10, LOOPS);
      const baseline = await closedLoops(`${bare.origin}/me`, bareHeaders, CALLS * 20, LOOPS);
      bare.child.process.kill('SIGTERM');

      const ms = (v: number) => `${v.toFixed(1)} ms`;
      const line = (name: string, r: typeof cards) =>
        `${r.perSecond.toFixed(2)} calls/s, p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}, max ${ms(r.max)}; ${name} ${(r.bytes / 1024).toFixed(0)} KiB. **Ratio ${(r.perSecond / baseline.perSecond).toFixed(3)}** (calls/s, ÷ the bare route's). Failed: ${r.failed}.`;
      const section = [
        `## ${new Date().toISOString()} — bench/print (ID cards of a class of ${klass.students}, PostgreSQL)`,
        '',
        `- ${sourceLine(ROOT)}; PostgreSQL ${shortVersion(klass.databaseVersion)}, one server process (pool ${setup.poolSize}).`,
        ...machineLines(loadAtStart),
        `- The demo school's Class 5 A made a class of ${klass.students} (students of other classes moved in, each with their parents, date of birth and admission number), each with a roll number, an address and a photo (a ${Math.round(klass.photoBytes / klass.photos / 1024)} KiB JPEG of 320 × 400 pixels under DATA_DIR/files, as the profiles module stores one). Calls as vikram_iyer (Front Office) with the web app's headers; ${WARM_CALLS} warm-up calls, then ${CALLS} calls over ${LOOPS} closed loops.`,
        `- **ID cards**, \`GET ${PRINT_API.idCards}?groupId=…\` (10 to an A4 sheet, a QR code each): ${line('the PDF', cards)}`,
        `- Class list, \`GET ${PRINT_API.classList}?groupId=…\`: ${line('the PDF', list)}`,
        `- The bare route (auth/baseline.ts, \`GET /me\`: the session-and-account read alone, same database, ${CALLS * 20} calls in the same ${LOOPS} loops): ${baseline.perSecond.toFixed(1)} calls/s, p50 ${ms(baseline.p50)}.`,
        '',
      ].join('\n');
      publishSection(section, process.env.BENCH_PRINT_TRIAL !== '1');
    });
  } finally {
    await db.drop();
  }
}

runBench('bench/print', 20 * 60_000, main);
