import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { preparedRows, selectRows } from '../../src/db/rows.js';
import { testDatabase } from '../support/database.js';

// Named prepared statements (db/rows.ts) on the worker's database: PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set (where the name really is prepared, once per connection).

let database: Database;
beforeEach(async () => {
  database = await testDatabase();
});

const onPostgres = () => database.kind === 'postgres';

/** A constant text per name: the values are parameters. */
const doubled = (n: number) => sql`select ${n}::int * 2 as doubled, ${`n${n}`}::text as label`;

/** The setting of this transaction (set_config's local value), read by a prepared statement. */
const localSetting = () =>
  sql`select current_setting('shala.prepared_test', true) as value, ${'x'}::text as marker`;

async function preparedNames(
  db: Database['db'] | Parameters<Parameters<Database['db']['transaction']>[0]>[0],
) {
  const rows = await selectRows<{ name: string }>(db, sql`select name from pg_prepared_statements`);
  return rows.map((r) => r.name);
}

describe('preparedRows', () => {
  it('answers the rows of each call under one name with its own values, and each is watched', async () => {
    const seen: string[] = [];
    const stop = database.watchQueries((q) => seen.push(q));
    try {
      expect(await preparedRows(database.db, 'test_doubled', doubled(2))).toEqual([
        { doubled: 4, label: 'n2' },
      ]);
      expect(await preparedRows(database.db, 'test_doubled', doubled(21))).toEqual([
        { doubled: 42, label: 'n21' },
      ]);
    } finally {
      stop();
    }
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]).toContain('$1');
  });

  it('runs inside a transaction on its connection, twice with other values', async () => {
    const seen: string[] = [];
    const stop = database.watchQueries((q) => seen.push(q));
    let names: string[] = [];
    try {
      const inside = await database.db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('shala.prepared_test', ${'in the transaction'}, true)`,
        );
        const first = await preparedRows<{ value: string }>(
          tx,
          'test_local_setting',
          localSetting(),
        );
        const again = await preparedRows<{ doubled: number }>(tx, 'test_doubled', doubled(5));
        const twice = await preparedRows<{ doubled: number }>(tx, 'test_doubled', doubled(6));
        if (onPostgres()) names = await preparedNames(tx);
        return [first[0]?.value, again[0]?.doubled, twice[0]?.doubled];
      });
      expect(inside).toEqual(['in the transaction', 10, 12]);
    } finally {
      stop();
    }
    expect(seen.filter((q) => q.includes('shala.prepared_test'))).toHaveLength(2);
    expect(seen.filter((q) => q.includes('as doubled'))).toHaveLength(2);
    if (onPostgres())
      expect(names).toEqual(expect.arrayContaining(['test_local_setting', 'test_doubled']));
    // The transaction's setting went with it; the statement still runs on the pool.
    const [outside] = await preparedRows<{ value: string | null }>(
      database.db,
      'test_local_setting',
      localSetting(),
    );
    expect(outside?.value ?? '').toBe('');
  });

  it('still runs after a transaction that prepared it was rolled back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await preparedRows(tx, 'test_after_rollback', doubled(1));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await preparedRows(database.db, 'test_after_rollback', doubled(3))).toEqual([
      { doubled: 6, label: 'n3' },
    ]);
  });

  it('runs again after a call whose values the database refused', async () => {
    const cast = (v: string) => sql`select ${v}::int as n`;
    await expect(
      preparedRows(database.db, 'test_refused_value', cast('not a number')),
    ).rejects.toThrow();
    expect(await preparedRows(database.db, 'test_refused_value', cast('7'))).toEqual([{ n: 7 }]);
  });

  it('refuses a name given another text, and a name PostgreSQL would not take', async () => {
    await preparedRows(database.db, 'test_one_text', doubled(1));
    await expect(
      preparedRows(database.db, 'test_one_text', sql`select ${1}::int as other`),
    ).rejects.toThrow('prepared statement test_one_text was given another text');
    await expect(preparedRows(database.db, 'Bad name', doubled(1))).rejects.toThrow(
      'prepared statement name not usable',
    );
    await expect(preparedRows(database.db, `n${'x'.repeat(63)}`, doubled(1))).rejects.toThrow(
      'prepared statement name not usable',
    );
  });
});
