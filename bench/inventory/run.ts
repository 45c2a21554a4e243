// bench/inventory (issue 25 §3): the store's busiest calls on PostgreSQL. The demo school's store
// and ITEMS more items, each with a register of about 40 lines and issues still out
// (inventory/seed.ts). Measured, each against a bare route doing the same work
// (inventory/baseline.ts) in the same run:
// 1. the Items list, `GET /rest/inventory/item?groupId=` as vikram_iyer (Front Office, who keeps
//    the store), READS calls shared by READERS closed loops: p50, p95, p99, calls a second;
// 2. the exam day's issues, `POST /rest/inventory/movement` (kind ISSUE) by CALLERS keepers at
//    once, closed loop for ISSUE_SECONDS, on HOT items (one of them SCARCE, so that it falls to
//    its reorder level and then runs out under the load): issues a second and p99; afterwards
//    each hot item's register replayed by the shared weighted-average rule: its balance is its
//    register's last line, every acknowledged issue is there, no line took units that were not
//    there, and no refusal was of units that were.
// Writes a dated section at the top of bench/RESULTS.md. `npm run inventory -w @shala/bench`.
//   BENCH_INVENTORY_ITEMS=300 BENCH_INVENTORY_READS=400 BENCH_INVENTORY_READERS=4
//   BENCH_INVENTORY_CALLERS=8 BENCH_INVENTORY_HOT=5 BENCH_INVENTORY_SCARCE=300
//   BENCH_INVENTORY_ISSUE_SECONDS=20 BENCH_INVENTORY_TRIAL=1 (print, do not write)

import { statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { INVENTORY_API } from '@shala/shared';
import pg from 'pg';
import { browserHeaders, signIn } from '../auth/browser.js';
import { positive } from '../common/env.js';
import { startBaseline } from '../common/post-ratio.js';
import { preparePostgres, shortVersion } from '../common/postgres.js';
import { machineLines, sourceLine } from '../common/report.js';
import { publishSection, requireBuiltServer, runBench, withTempDir } from '../common/run.js';
import { ROOT, SERVER_MAIN, seedDemo } from '../common/servers.js';
import { startSetup } from '../common/setups.js';
import {
  BASELINE_ITEMS_PATH,
  BASELINE_ITEMS_TABLE,
  BASELINE_MOVEMENT_PATH,
  BASELINE_MOVEMENTS_TABLE,
  USER_AGENT,
} from './config.js';
import {
  type Check,
  checkRegisters,
  issues,
  type Latencies,
  movementCounts,
  reads,
  registersRight,
  STORE_TABLES,
  send,
  summary,
} from './load.js';
import { writeStore } from './seed.js';

const ITEMS = positive('BENCH_INVENTORY_ITEMS', 300, true);
const READS = positive('BENCH_INVENTORY_READS', 400, true);
const READERS = positive('BENCH_INVENTORY_READERS', 4, true);
const CALLERS = positive('BENCH_INVENTORY_CALLERS', 8, true);
const HOT = positive('BENCH_INVENTORY_HOT', 5, true);
const SCARCE = positive('BENCH_INVENTORY_SCARCE', 300, true);
const ISSUE_S = positive('BENCH_INVENTORY_ISSUE_SECONDS', 20);
const WARM_S = 2;
const WARM_READS = 20;
/** The list read again after the issues, when the hot items carry thousands of open issues. */
const AFTER_READS = 100;
const DATABASE = 'bench_inventory';
/** The PostgreSQL server's own maintenance database: the run makes its own beside it. */
const adminUrl = () =>
  process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const KEEPER = { username: 'vikram_iyer', password: 'Staff@1234' };

/** The server's log lines at error level or above (LOG_LEVEL=warn), and any naming a deadlock. */
function watchLog(child: { process: import('node:child_process').ChildProcess }) {
  const seen = { errors: 0, deadlocks: 0, first: '' };
  for (const stream of [child.process.stdout, child.process.stderr]) {
    stream?.on('data', (chunk: Buffer | string) => {
      for (const line of String(chunk).split('\n')) {
        const level = /"level":(\d+)/.exec(line)?.[1];
        const bad = (level !== undefined && Number(level) >= 50) || /deadlock/i.test(line);
        if (!bad) continue;
        seen.errors += 1;
        if (/deadlock/i.test(line)) seen.deadlocks += 1;
        if (!seen.first) seen.first = line.slice(0, 300);
      }
    });
  }
  return seen;
}

async function deadlocks(sql: pg.Client): Promise<number> {
  await sql.query('SELECT pg_stat_clear_snapshot()');
  const [row] = (
    await sql.query<{ n: string }>(
      'SELECT deadlocks AS n FROM pg_stat_database WHERE datname = current_database()',
    )
  ).rows;
  return Number(row?.n ?? 0);
}

async function main(): Promise<void> {
  requireBuiltServer('inventory');
  const loadAtStart = os.loadavg();
  const db = await preparePostgres(adminUrl(), DATABASE);
  if ('skipped' in db) throw new Error(db.skipped);
  try {
    await withTempDir('shala-inventory-', async (temp) => {
      const dataDir = path.join(temp, 'server');
      await seedDemo(dataDir, db.url);
      const seedStarted = performance.now();
      const store = await writeStore(db.url, {
        items: ITEMS,
        hot: HOT,
        scarce: SCARCE,
        callers: CALLERS,
      });
      const seedS = (performance.now() - seedStarted) / 1000;
      console.log(
        `  ${store.items} items, ${store.movements} register lines (${store.openIssues} issues still out) written in ${seedS.toFixed(1)} s`,
      );
      const setup = await startSetup('PostgreSQL', 1, 'workers', dataDir, db.url);
      const server = setup.children[0];
      if (!server) throw new Error('no server started');
      const log = watchLog(server);
      const origin = setup.origins[0] as string;
      const bare = await startBaseline('baseline', 'inventory/baseline.ts', {
        BASELINE_DATABASE_URL: db.url,
      });
      const sql = new pg.Client({ connectionString: db.url });
      await sql.connect();
      const deadlocksBefore = await deadlocks(sql);

      // 1. The Items list, as the keeper's browser sends it; the bare route's answer checked alike.
      const keeper = await browserHeaders(origin, await signIn(origin, KEEPER));
      const query = `groupId=${store.instituteId}`;
      const listUrl = `${origin}${INVENTORY_API.items}?${query}`;
      const bareListUrl = `${bare.origin}${BASELINE_ITEMS_PATH}?${query}`;
      const first = await send(listUrl, keeper);
      const bareFirst = await send(bareListUrl, {});
      type List = {
        items: { id: string; issuedOut: number; quantity: number }[];
        totalValuePaise: number;
      };
      const list = JSON.parse(first.text) as List;
      const bareList = JSON.parse(bareFirst.text) as List;
      const listRight =
        first.status === 200 &&
        list.items.length === store.listed &&
        list.items.some((i) => i.issuedOut > 0) &&
        JSON.stringify(list) === JSON.stringify(bareList);
      if (!listRight) {
        throw new Error(
          `the Items list is not the store's ${store.listed} items, or not the bare route's: ${first.status} ${first.text.slice(0, 300)}`,
        );
      }
      const bytes = Buffer.byteLength(first.text);
      const readOpts = { calls: READS, connections: READERS, warmup: WARM_READS };
      const realRead = await reads(listUrl, keeper, readOpts);
      console.log(
        `  list, real: ${realRead.perSecond.toFixed(1)}/s, p50 ${realRead.p50.toFixed(1)} ms, p99 ${realRead.p99.toFixed(1)} ms`,
      );
      const bareRead = await reads(bareListUrl, {}, readOpts);
      console.log(
        `  list, bare: ${bareRead.perSecond.toFixed(1)}/s, p50 ${bareRead.p50.toFixed(1)} ms, p99 ${bareRead.p99.toFixed(1)} ms`,
      );

      // 2. The exam day's issues: the real call, then the bare route on its copies of the items.
      const callerHeaders = await Promise.all(
        store.callerCookies.map(async (cookie) => ({
          ...(await browserHeaders(origin, cookie)),
          'user-agent': USER_AGENT,
        })),
      );
      const ids = [...store.hot.map((h) => h.id), store.warmItemId];
      const issueOpts = {
        callers: CALLERS,
        groupId: store.instituteId,
        hot: store.hot,
        warmItemId: store.warmItemId,
        targets: store.targets,
        warmSeconds: WARM_S,
        seconds: ISSUE_S,
      };
      const realBefore = await movementCounts(sql, STORE_TABLES, ids);
      const real = await issues({
        ...issueOpts,
        url: `${origin}${INVENTORY_API.movement}`,
        headersOf: (c) => callerHeaders[c] as Record<string, string>,
      });
      const realSum = summary(real.all, real.seconds);
      console.log(
        `  issues, real: ${realSum.ok.perSecond.toFixed(1)}/s, p99 ${realSum.ok.p99.toFixed(1)} ms, refused ${realSum.refused}, other ${realSum.other}`,
      );
      const realCheck = await checkRegisters(sql, STORE_TABLES, ids, realBefore, real.all);
      const bareTables = { items: BASELINE_ITEMS_TABLE, movements: BASELINE_MOVEMENTS_TABLE };
      const bareBefore = await movementCounts(sql, bareTables, ids);
      const bareIssues = await issues({
        ...issueOpts,
        url: `${bare.origin}${BASELINE_MOVEMENT_PATH}`,
        headersOf: () => ({}),
      });
      const bareSum = summary(bareIssues.all, bareIssues.seconds);
      console.log(
        `  issues, bare: ${bareSum.ok.perSecond.toFixed(1)}/s, p99 ${bareSum.ok.p99.toFixed(1)} ms, refused ${bareSum.refused}, other ${bareSum.other}`,
      );
      const bareCheck = await checkRegisters(sql, bareTables, ids, bareBefore, bareIssues.all);
      const scarce = store.hot.find((h) => h.scarce) as (typeof store.hot)[number];
      const [lowAlerts] = (
        await sql.query<{ events: number; bells: number }>(
          `SELECT count(DISTINCT event_id)::int AS events, count(*)::int AS bells FROM notifications
            WHERE kind = 'inventory.low' AND feature_id = $1`,
          [scarce.id],
        )
      ).rows;

      // 3. The list again, now that the hot items carry the day's issues, all still out.
      const after = await reads(listUrl, keeper, {
        calls: AFTER_READS,
        connections: READERS,
        warmup: 0,
      });
      const [openNow] = (
        await sql.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM stock_movements
            WHERE institute_id = $1 AND kind = 'ISSUE' AND returned_quantity < quantity`,
          [store.instituteId],
        )
      ).rows;
      const deadlocksDuring = (await deadlocks(sql)) - deadlocksBefore;
      await sql.end();
      bare.child.process.kill('SIGTERM');
      for (const child of setup.children) child.process.kill('SIGTERM');

      const scarceFinal = realCheck.final.get(scarce.id)?.quantity ?? -1;
      const issuesRight =
        realSum.other === 0 &&
        registersRight(realCheck, ids.length) &&
        bareSum.other === 0 &&
        registersRight(bareCheck, ids.length);
      const ok =
        issuesRight &&
        realRead.failed === 0 &&
        bareRead.failed === 0 &&
        after.failed === 0 &&
        lowAlerts?.events === 1 &&
        log.errors === 0 &&
        deadlocksDuring === 0;

      const ms = (v: number) => `${v.toFixed(1)} ms`;
      const pcts = (l: Latencies) =>
        `p50 ${ms(l.p50)}, p95 ${ms(l.p95)}, p99 ${ms(l.p99)}, max ${ms(l.max)}`;
      const checkLine = (c: Check) =>
        `${c.balanced} of ${c.items} items' balances are their register's last line; replayed from line 1 by afterMovement: ${c.misreckoned} lines misreckoned, ${c.overdrawn} took units that were not there, ${c.gapped} out of place; ${c.written} issue lines written (${c.writtenUnits} units) for ${c.acknowledged} acknowledged (${c.acknowledgedUnits} units), ${c.missing} acknowledged and not found; refusals of units that were there: ${c.refusedWrongly}`;
      const section = [
        `## ${new Date().toISOString()} — bench/inventory (${store.listed} items, ${CALLERS} callers issuing on ${HOT} hot items, PostgreSQL)`,
        '',
        `- ${sourceLine(ROOT)} (the server as built at ${statSync(SERVER_MAIN).mtime.toISOString()}); PostgreSQL ${shortVersion(store.databaseVersion)}, one server process (pool ${setup.poolSize}); the bare route (inventory/baseline.ts: Fastify and a pg.Pool of 10) in its own process on the same database.`,
        ...machineLines(loadAtStart),
        `- Seeded in ${seedS.toFixed(1)} s (plain SQL batches, after the demo school): ${store.items} items beside the demo's ${store.listed - store.items}, in its categories, each with a register of about 40 lines over the last 150 days (stock in from its suppliers, issues to its staff, classes and rooms, some returned, a few write-offs), balances by the shared weighted-average rule: ${store.movements} lines, ${store.openIssues} issues still out. The first ${HOT} items are the exam day's (${store.hot.map((h) => h.name).join(', ')}), ${HOT - 1} of them 50,000 units deep and ${scarce.name} down to ${SCARCE} with its reorder level at ${Math.max(1, Math.floor(SCARCE / 4))}. ${CALLERS} keepers (Front Office of the institute) with live sessions.`,
        `- **Items list**, \`GET ${INVENTORY_API.items}?groupId=…\` as vikram_iyer (Front Office) with the web app's headers, ${store.listed} items (${(bytes / 1024).toFixed(0)} KiB of JSON), answer checked to be the bare route's: after ${WARM_READS} warm-up calls, ${READS} calls over ${READERS} closed loops: ${realRead.perSecond.toFixed(1)} calls/s, ${pcts(realRead)}. The bare route (the same query on the same tables, the same view by the same shared rules, no session, access or schema): ${bareRead.perSecond.toFixed(1)} calls/s, ${pcts(bareRead)}. **Ratio ${(realRead.perSecond / bareRead.perSecond).toFixed(2)}** (calls/s, real ÷ bare; p50 ${(bareRead.p50 / realRead.p50).toFixed(2)}). Failed: ${realRead.failed} / ${bareRead.failed}.`,
        `- **Issues**, \`POST ${INVENTORY_API.movement}\` (kind ISSUE, 1–3 units, to a staff member, a class or a room in turn, each caller's choices seeded alike for both): ${CALLERS} callers closed-loop, ${WARM_S} s of warm-up on another item, then ${ISSUE_S} s on the ${HOT} hot items picked at random: ${realSum.sent} sent, ${realSum.ok.calls} issued, **${realSum.ok.perSecond.toFixed(1)} issues/s**, ${pcts(realSum.ok)}; ${realSum.refused} refused 409 (${realSum.firstRefusal || 'none'}) once ${scarce.name} ran out (it holds ${scarceFinal}), p50 ${ms(realSum.refusedLatency.p50)}; other answers ${realSum.other}${realSum.other ? ` (${realSum.otherByStatus}; the first: ${realSum.firstOther})` : ''}. The bare route (the row lock, the line and the balance in one transaction on its own copies of the items): ${bareSum.ok.perSecond.toFixed(1)} issues/s, ${pcts(bareSum.ok)}; ${bareSum.refused} refused; other answers ${bareSum.other}${bareSum.other ? ` (${bareSum.otherByStatus}; the first: ${bareSum.firstOther})` : ''}. **Ratio ${(realSum.ok.perSecond / bareSum.ok.perSecond).toFixed(2)}** (issues/s, real ÷ bare; p99 ${ms(realSum.ok.p99)} against ${ms(bareSum.ok.p99)}).`,
        `- Checked afterwards, the real call (hot items and the warm-up's, warm-up issues included): ${checkLine(realCheck)}. ${scarce.name} fell to its reorder level once: ${lowAlerts?.events ?? 0} low-stock alert (${lowAlerts?.bells ?? 0} bells, one per keeper). The bare route's: ${checkLine(bareCheck)}.`,
        `- Under the load: ${log.errors} server log lines at error level${log.first ? ` (the first: ${log.first})` : ''}; ${deadlocksDuring} deadlocks in PostgreSQL's statistics of the database.`,
        `- The Items list again after the issues (the hot items now with ${openNow?.n ?? 0} issues still out in the store, the list summing them per item): ${after.calls} calls over ${READERS} loops, ${after.perSecond.toFixed(1)} calls/s, ${pcts(after)} (against ${ms(realRead.p50)} p50 before).`,
        `- Verdict: ${ok ? 'PASS' : 'FAIL'} (every call answered as it should, every register right, one low-stock alert, no error and no deadlock).`,
        '',
      ].join('\n');
      publishSection(section, process.env.BENCH_INVENTORY_TRIAL !== '1');
    });
  } finally {
    await db.drop();
  }
}

runBench('bench/inventory', 20 * 60_000, main);
