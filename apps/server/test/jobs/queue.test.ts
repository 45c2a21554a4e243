import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.js';
import { selectRows } from '../../src/db/rows.js';
import { pgBossQueue, type RunningQueue } from '../../src/jobs/pg-boss-queue.js';
import type { ModuleJob } from '../../src/modules/module.js';
import { useTestApp } from '../support/app.js';

// The job queue (pg-boss over the app's own database): a job sent in a transaction exists only
// if it commits, one waiting job per singleton key, each job runs once even with two queues
// working the same database, a failing job is tried again, and stopping waits for a job under
// way. Waits poll with a deadline; nothing sleeps a fixed time.

const t = useTestApp();
const queues: RunningQueue[] = [];
const opened: Database[] = [];
afterEach(async () => {
  for (const q of queues.splice(0)) await q.stop();
  for (const database of opened.splice(0)) await database.close();
});

/**
 * On PostgreSQL, a pool of its own on the test database, as another server process has; PGlite
 * serves one process, so there the queues share the app's.
 */
async function anotherProcessDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return t.app.deps.database;
  const url = new URL(serverUrl);
  url.pathname = `/shala_test_${process.env.VITEST_POOL_ID ?? '0'}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  opened.push(database);
  return database;
}

async function queue(
  jobs: ModuleJob[],
  work = true,
  database = t.app.deps.database,
): Promise<RunningQueue> {
  const q = pgBossQueue({
    database,
    clock: t.clock,
    log: t.app.log,
    jobs,
    work,
    context: () => t.app.ctx,
  });
  queues.push(q);
  await q.start();
  return q;
}

type Row = { name: string; state: string; singleton_key: string | null; data: unknown };
const rows = (name: string) =>
  selectRows<Row>(
    t.app.deps.database.db,
    sql`select name, state, singleton_key, data from pgboss.job where name = ${name} order by created_on`,
  );

async function eventually(check: () => Promise<boolean> | boolean, seconds = 20): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not true within ${seconds} s`);
}

const now = () => t.clock.now();

describe('the job queue', () => {
  it('writes a job with its transaction: none when it rolls back', async () => {
    const q = await queue([{ name: 'test-tx', run: async () => {} }], false);
    await t.app.deps.database.db
      .transaction(async (tx) => {
        await q.send('test-tx', { n: 1 }, { startAfter: now() }, tx);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await rows('test-tx')).toEqual([]);
    await t.app.deps.database.db.transaction(async (tx) => {
      await q.send('test-tx', { n: 2 }, { startAfter: now() }, tx);
    });
    expect((await rows('test-tx')).map((r) => r.data)).toEqual([{ n: 2 }]);
    await expect(q.send('test-unknown', {}, { startAfter: now() })).rejects.toThrow();
  });

  it("writes several jobs in one statement, with their transaction, each with its own start and its queue's tries", async () => {
    const q = await queue(
      [
        { name: 'test-many', run: async () => {}, retry: { limit: 3, delaySeconds: 1 } },
        { name: 'test-many-other', run: async () => {} },
      ],
      false,
    );
    const later = new Date(now().getTime() + 3_600_000);
    await t.app.deps.database.db
      .transaction(async (tx) => {
        await q.sendMany([{ name: 'test-many', data: { n: 0 }, startAfter: now() }], tx);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await rows('test-many')).toEqual([]);
    await t.app.deps.database.db.transaction((tx) =>
      q.sendMany(
        [
          { name: 'test-many', data: { n: 1 }, startAfter: now() },
          { name: 'test-many', data: { n: 2 }, startAfter: later },
          { name: 'test-many-other', data: { n: 3 }, startAfter: now() },
        ],
        tx,
      ),
    );
    const written = await selectRows<{ n: number; wait: number; retry_limit: number }>(
      t.app.deps.database.db,
      sql`select (data->>'n')::int as n, extract(epoch from start_after - now())::int as wait,
            retry_limit from pgboss.job where name like 'test-many%' order by n`,
    );
    expect(written.map((r) => [r.n, r.wait > 3_500, r.retry_limit])).toEqual([
      [1, false, 3],
      [2, true, 3],
      [3, false, 10],
    ]);
    await expect(
      q.sendMany([{ name: 'test-unknown', data: {}, startAfter: now() }]),
    ).rejects.toThrow();
  });

  it('keeps one waiting job per singleton key', async () => {
    const q = await queue(
      [{ name: 'test-single', run: async () => {}, policy: 'oneWaitingPerKey' }],
      false,
    );
    const later = new Date(now().getTime() + 3_600_000);
    await q.send('test-single', { n: 1 }, { startAfter: later, singletonKey: 'a' });
    await q.send('test-single', { n: 2 }, { startAfter: later, singletonKey: 'a' });
    await q.send('test-single', { n: 3 }, { startAfter: later, singletonKey: 'b' });
    expect((await rows('test-single')).map((r) => [r.singleton_key, r.data])).toEqual([
      ['a', { n: 1 }],
      ['b', { n: 3 }],
    ]);
  });

  it('runs each job once with two queues working the same database (two pools on PostgreSQL)', async () => {
    const seen: number[] = [];
    const job: ModuleJob = {
      name: 'test-once',
      run: async (_ctx, data) => {
        seen.push((data as { n: number }).n);
      },
    };
    const first = await queue([job]);
    await queue([job], true, await anotherProcessDatabase());
    for (let n = 0; n < 6; n += 1) await first.send('test-once', { n }, { startAfter: now() });
    await eventually(async () => (await rows('test-once')).every((r) => r.state === 'completed'));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('waits until the start it was given, counted on the app clock', async () => {
    let ran = false;
    const q = await queue([
      {
        name: 'test-later',
        run: async () => {
          ran = true;
        },
      },
    ]);
    await q.send('test-later', {}, { startAfter: new Date(now().getTime() + 3_600_000) });
    const [row] = await selectRows<{ wait: number }>(
      t.app.deps.database.db,
      sql`select extract(epoch from start_after - now())::int as wait from pgboss.job where name = 'test-later'`,
    );
    expect(row?.wait).toBeGreaterThan(3_500);
    expect(ran).toBe(false);
  });

  it('tries a failing job again', async () => {
    let tries = 0;
    const q = await queue([
      {
        name: 'test-fail',
        run: async () => {
          tries += 1;
          throw new Error('not yet');
        },
      },
    ]);
    await q.send('test-fail', {}, { startAfter: now() });
    await eventually(async () => (await rows('test-fail'))[0]?.state === 'retry');
    expect(tries).toBe(1);
  });

  it('stops only once the job under way has finished', async () => {
    let release: () => void = () => {};
    let started = false;
    let finished = false;
    const q = await queue([
      {
        name: 'test-slow',
        run: async () => {
          started = true;
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          finished = true;
        },
      },
    ]);
    await q.send('test-slow', {}, { startAfter: now() });
    await eventually(() => started);
    let stopped = false;
    const stopping = q.stop().then(() => {
      stopped = true;
    });
    for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);
    await eventually(async () => (await rows('test-slow'))[0]?.state === 'completed');
  });
});
