import { JOB_SCHEMA } from '../../src/db/client.js';
import type { TestContext } from './app.js';

/**
 * The statements the app's database is sent while `act` runs. The job queue's own are left out:
 * its polling and upkeep run on the same database and, on a busy machine, now and then fell
 * within `act` (a dashboard read counted one more statement than it sends).
 */
export async function statementsDuring(
  t: TestContext,
  act: () => Promise<unknown>,
): Promise<string[]> {
  const seen: string[] = [];
  const stop = t.app.deps.database.watchQueries((sql) => {
    if (!sql.includes(`${JOB_SCHEMA}.`)) seen.push(sql);
  });
  try {
    await act();
  } finally {
    stop();
  }
  return seen;
}
