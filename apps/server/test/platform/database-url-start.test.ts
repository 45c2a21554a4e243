// Tried as a new user would (issue 9): a DATABASE_URL whose server does not answer stopped
// `npm start` with a 40-line stack trace. The real server runs here (the run's build): it must
// say in one line what failed and how to fix it, exit 1. (A missing database needs a server:
// processes/database-url-missing.test.ts.)
import { describe, expect, it } from 'vitest';
import { closedPort, start } from '../processes/start-with-database-url.js';

describe('npm start with a DATABASE_URL it cannot use', () => {
  it('says when no server answers at the address', async () => {
    const port = await closedPort();
    const portal = await start('main', `postgres://shala@127.0.0.1:${port}/shala`);
    expect(portal).toEqual({
      code: 1,
      out: `Cannot connect to the PostgreSQL server at 127.0.0.1:${port} (connection refused). Start it, or unset DATABASE_URL to use the embedded database.`,
    });
  }, 60_000);
});
