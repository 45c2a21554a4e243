// Tried as a new user would (issue 9): a DATABASE_URL naming a database that does not exist
// stopped `npm start` with a 40-line stack trace. It needs a PostgreSQL server, so it runs with
// the PostgreSQL run of the API suite (TEST_DATABASE_URL).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { POSTGRES, start } from './start-with-database-url.js';

describe('npm start with a DATABASE_URL naming a missing database', () => {
  it('names a database that does not exist and how to create it', async () => {
    const url = new URL(POSTGRES);
    const name = `shala_missing_${randomBytes(4).toString('hex')}`;
    url.pathname = `/${name}`;
    const where = `${url.hostname}:${url.port || '5432'}`;
    const [portal, demo] = await Promise.all([
      start('main', url.toString()),
      start('demo', url.toString()),
    ]);
    const line = `The database "${name}" does not exist on ${where}. Create it (createdb ${name}) or fix DATABASE_URL.`;
    // If this reads "Cannot connect", PostgreSQL does not answer at TEST_DATABASE_URL.
    expect(portal).toEqual({ code: 1, out: line });
    expect(demo).toEqual({ code: 1, out: line });
  }, 60_000);
});
