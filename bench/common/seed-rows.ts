// What the write benches' seeds (exam-day, payments) share: reading the demo school's ids and
// inserting many rows in a few statements, straight in SQL (a seed is no load to measure).

import type { Sql } from './sql.js';

/** Rows per INSERT (a row has few parameters: far under PostgreSQL's 65,535). */
const CHUNK = 500;
const INSTITUTE = 'Demo Public School';

/** The first column of the first row, which must be there: `what` names it when it is not. */
export async function one(
  sql: Sql,
  text: string,
  params: unknown[],
  what: string,
): Promise<string> {
  const [row] = await sql.query(text, params);
  const value = row ? Object.values(row)[0] : undefined;
  if (typeof value !== 'string') throw new Error(`the demo school has no ${what}`);
  return value;
}

/** INSERT of `rows` (each a list of values) in chunks, `columns` naming them. */
export async function insertRows(
  sql: Sql,
  table: string,
  columns: string[],
  rows: unknown[][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const params: unknown[] = [];
    const values = rows.slice(start, start + CHUNK).map((row) => {
      const marks = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    await sql.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`,
      params,
    );
  }
}

/** The demo school, its active session, and its built-in roles by key. */
export async function demoSchool(sql: Sql) {
  const instituteId = await one(
    sql,
    "SELECT id FROM groups WHERE type = 'INSTITUTE' AND name = $1",
    [INSTITUTE],
    'institute',
  );
  const sessionId = await one(
    sql,
    'SELECT id FROM academic_sessions WHERE institute_id = $1 AND active_status',
    [instituteId],
    'active session',
  );
  const roleId = (key: string) =>
    one(
      sql,
      'SELECT id FROM roles WHERE institute_id = $1 AND builtin_key = $2',
      [instituteId, key],
      `${key} role`,
    );
  return { instituteId, sessionId, roleId };
}
