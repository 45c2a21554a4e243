// `npm run demo`: fills the database (the same one `npm start` uses: DATABASE_URL, else DATA_DIR)
// with Demo Public School and its accounts (README lists them), prints them and exits. Safe to
// run again: a second run changes nothing and says "already there". On the embedded database it
// refuses while the portal (or anything else) has the directory open: stop the portal first.
import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DatabaseConnectError } from './db/connect-errors.js';
import { DatabaseInUseError } from './db/data-dir-lock.js';
import { DEMO_INSTITUTE } from './demo/school.js';
import { seedDemo } from './demo/seed.js';
import { localFileStorage } from './files/storage.js';
import { systemClock } from './lib/clock.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const started = Date.now();
    const result = await seedDemo({
      db: database.db,
      clock: systemClock,
      files: localFileStorage(path.join(config.dataDir, 'files')),
    });
    console.log(`Demo accounts (${database.kind === 'postgres' ? 'PostgreSQL' : config.dataDir}):`);
    for (const { account, state } of result.accounts) {
      console.log(
        `  ${account.username.padEnd(14)} ${account.password.padEnd(14)} ${account.note.padEnd(25)} ${state === 'created' ? 'created' : 'already there'}`,
      );
    }
    const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    console.log(
      result.school === 'created'
        ? `${DEMO_INSTITUTE.name}: created with ${result.students} students and their parents (invitation pending), ${result.applications} pending applications, ${result.exams} exams and ${result.payments} fee payments in ${took}.`
        : result.exams > 0 || result.payments > 0
          ? `${DEMO_INSTITUTE.name}: already there; added ${result.exams} exams and ${result.payments} fee payments in ${took}.`
          : `${DEMO_INSTITUTE.name}: already there.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // A bad setting, a database another process owns or a PostgreSQL server that cannot be used:
  // the message says what to do.
  const told =
    error instanceof ConfigError ||
    error instanceof DatabaseInUseError ||
    error instanceof DatabaseConnectError;
  console.error(told ? error.message : error);
  process.exit(1);
});
