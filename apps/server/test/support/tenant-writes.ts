import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterEach, beforeEach, expect } from 'vitest';
import * as chat from '../../src/db/schema/chat.js';
import * as exams from '../../src/db/schema/exams.js';
import * as expenses from '../../src/db/schema/expenses.js';
import * as fees from '../../src/db/schema/fees.js';
import * as inventory from '../../src/db/schema/inventory.js';
import * as payments from '../../src/db/schema/payments.js';
import * as records from '../../src/db/schema/records.js';
import * as transport from '../../src/db/schema/transport.js';
import * as visitors from '../../src/db/schema/visitors.js';
import type { TestContext } from './app.js';

// Defence in depth (issue 21): every UPDATE and DELETE of a tenant's table repeats the tenant's
// filter in the statement itself, not only in the read before it. A test file that calls
// `guardTenantWrites(t)` fails any of its tests during which the server sent an UPDATE or a
// DELETE of such a table whose WHERE does not filter by institute_id.

/** The tables of these schema files with an institute_id column. */
function tenantTablesOf(...schemas: Record<string, unknown>[]): Set<string> {
  const names = new Set<string>();
  for (const schema of schemas) {
    for (const value of Object.values(schema)) {
      if (!is(value, PgTable)) continue;
      const config = getTableConfig(value);
      if (config.columns.some((c) => c.name === 'institute_id')) names.add(config.name);
    }
  }
  return names;
}

/** The fees', transport's, payments', expenses', stock's, front office's, records', exams' and chat's tables: the modules whose writes are guarded. */
export const GUARDED_TABLES = tenantTablesOf(
  fees,
  transport,
  payments,
  exams,
  chat,
  expenses,
  inventory,
  visitors,
  records,
);

const WRITE = /\b(?:update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;
const TENANT_FILTER = /\binstitute_id"?\s*(?:=|in\b)/i;

/**
 * The UPDATE and DELETE statements of `tables` in `statement` that filter nothing by
 * institute_id after their WHERE (a statement may hold several, in CTEs).
 */
export function unfilteredTenantWrites(
  statement: string,
  tables: ReadonlySet<string> = GUARDED_TABLES,
): string[] {
  const found: string[] = [];
  for (const match of statement.matchAll(WRITE)) {
    const table = match[1]?.toLowerCase() ?? '';
    if (!tables.has(table)) continue;
    const rest = statement.slice((match.index ?? 0) + match[0].length);
    const where = rest.search(/\bwhere\b/i);
    if (where < 0 || !TENANT_FILTER.test(rest.slice(where))) found.push(table);
  }
  return found;
}

export function guardTenantWrites(t: TestContext): void {
  let seen: string[] = [];
  let stop: (() => void) | undefined;
  beforeEach(() => {
    seen = [];
    stop = t.app.deps.database.watchQueries((q) => {
      if (unfilteredTenantWrites(q).length > 0) seen.push(q);
    });
  });
  afterEach(() => {
    stop?.();
    expect(seen, 'UPDATE or DELETE of a tenant table without institute_id in its WHERE').toEqual(
      [],
    );
  });
}
