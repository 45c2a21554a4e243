import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Queryable } from './client.js';

/** The rows of a hand-written statement: node-postgres and PGlite both answer `{ rows }`. */
export async function selectRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

// Our raw statements name their columns themselves, so a dialect without casing renders them
// exactly as `db.execute` would.
const dialect = new PgDialect();
/** The text each name was first prepared with: one name, one text, for the life of the process. */
const preparedTexts = new Map<string, string>();
const PREPARED_NAME = /^[a-z][a-z0-9_]{0,62}$/;

/**
 * The rows of a hand-written statement run as a named prepared statement: on PostgreSQL each
 * pooled connection parses and plans it once and then only binds and executes it (after five
 * runs PostgreSQL keeps a generic plan when it is no worse), which is what the exam day's hot
 * statements need, their planning costing more than their execution. On PGlite the name is
 * ignored and it runs as `selectRows` does.
 *
 * It goes through Drizzle's own session (`db._.session`: the pool, or the transaction's
 * client), so it joins a transaction, maps values as `db.execute` does, and is told to
 * `watchQueries`. The statement's text must be the same on every call with a name: values only
 * as parameters (Drizzle's `sql` template makes them `$n`; no `sql.raw` of a value, no list
 * whose length varies). A name reused with another text throws here, on either database, rather
 * than on one pooled PostgreSQL connection. Name the result columns (no `*`): PostgreSQL
 * re-plans a prepared statement after DDL, but refuses one whose result columns changed.
 */
export async function preparedRows<T>(db: Queryable, name: string, query: SQL): Promise<T[]> {
  const built = rendered(name, query);
  const prepared = db._.session.prepareQuery(built, undefined, name, false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}

/** The statement's text and parameters, its name checked against the text it first had. */
function rendered(name: string, query: SQL) {
  if (!PREPARED_NAME.test(name)) throw new Error(`prepared statement name not usable: ${name}`);
  const built = dialect.sqlToQuery(query);
  const known = preparedTexts.get(name);
  if (known === undefined) preparedTexts.set(name, built.sql);
  else if (known !== built.sql) {
    throw new Error(`prepared statement ${name} was given another text`);
  }
  return built;
}

/**
 * `preparedRows` for the hottest statements: the text is rendered once, when the module loads,
 * with `sql.placeholder(key)` where each value goes, and a call only fills in `values` (Drizzle
 * fills the placeholders as it binds). Building a long statement from its template on every
 * call cost more of an exam-day save than sending it.
 */
export function preparedStatement<T, Values extends Record<string, unknown>>(
  name: string,
  query: SQL,
): (db: Queryable, values: Values) => Promise<T[]> {
  const built = rendered(name, query);
  // Drizzle's prepared query, made once per session (the pool's, or a transaction's client) and
  // executed with each call's values, as Drizzle's own `.prepare()` is meant to be used.
  const prepared = new WeakMap<object, ReturnType<Queryable['_']['session']['prepareQuery']>>();
  return async (db, values) => {
    const session = db._.session;
    let statement = prepared.get(session);
    if (!statement) {
      statement = session.prepareQuery(built, undefined, name, false);
      prepared.set(session, statement);
    }
    const result = (await statement.execute(values)) as { rows: T[] };
    return result.rows;
  };
}
