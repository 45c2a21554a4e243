import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DatabaseConnectError } from './db/connect-errors.js';
import { DatabaseInUseError } from './db/data-dir-lock.js';
import { scheduleFileSweeps } from './jobs/file-sweeps.js';
import { systemClock } from './lib/clock.js';
import { createLogger } from './lib/logger.js';
import { createMailer } from './mail/mailer.js';
import { ensureInitialAdmin } from './modules/auth/initial-admin.js';

async function main(): Promise<void> {
  const config = readConfigOrExit();
  // dist/main.js sits in apps/server/dist; the web app is built into apps/web/dist.
  config.webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

  const log = createLogger(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp(
    {
      config,
      database,
      clock: systemClock,
      mailer: createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log,
      }),
    },
    { logger: log },
  );
  await ensureInitialAdmin(app.deps, app.log);
  // Rejected applications' documents past retention and orphan files: at start, then daily.
  const fileSweeps = scheduleFileSweeps(
    { db: database.db, storage: app.deps.files, clock: systemClock },
    app.log,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    await fileSweeps.stop();
    app.deps.mailer.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, url: `http://localhost:${config.port}` },
    'Shala is ready',
  );
}

function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  // Another process owns the embedded database, or DATABASE_URL's server cannot be used: the
  // message says what to do, no stack needed.
  const told = error instanceof DatabaseInUseError || error instanceof DatabaseConnectError;
  console.error(told ? error.message : error);
  process.exit(1);
});
