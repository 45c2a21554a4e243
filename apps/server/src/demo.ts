// `npm run demo`: fills the database (the same one `npm start` uses: DATABASE_URL, else DATA_DIR)
// with a super admin and a few verified accounts, prints them and exits. Safe to run again.
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { systemClock } from './lib/clock.js';
import { DEMO_ACCOUNTS } from './modules/auth/demo-accounts.js';
import { ensureSystemAccount } from './modules/auth/system-accounts.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    console.log(`Demo accounts (${database.kind === 'postgres' ? 'PostgreSQL' : config.dataDir}):`);
    for (const account of DEMO_ACCOUNTS) {
      const result = await ensureSystemAccount({ db: database.db, clock: systemClock }, account);
      const state = result === 'created' ? 'created' : 'already there';
      console.log(
        `  ${account.username.padEnd(14)} ${account.password.padEnd(12)} ${account.note.padEnd(13)} ${state}`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
