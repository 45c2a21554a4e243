import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { DatabaseConnectError } from './db/connect-errors.js';
import { DatabaseInUseError } from './db/data-dir-lock.js';
import { RedisConnectError, redisCounter } from './http/rate-limit-counters.js';
import { scheduleFileSweeps } from './jobs/file-sweeps.js';
import { pgBossQueue } from './jobs/pg-boss-queue.js';
import { systemClock } from './lib/clock.js';
import { createLogger } from './lib/logger.js';
import { createMailer } from './mail/mailer.js';
import { ensureInitialAdmin } from './modules/auth/index.js';
import { MODULES } from './modules/index.js';
import { superviseWorkers, workerSlot } from './workers.js';

async function main(): Promise<void> {
  const config = readConfigOrExit();
  // dist/main.js sits in apps/server/dist; the web app is built into apps/web/dist.
  config.webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  const log = createLogger(config);

  if (config.workers > 1 && cluster.isPrimary) {
    // WORKERS=N (PostgreSQL only, config.ts checks): the database is prepared here, once, so N
    // workers do not race to apply migrations or create the initial admin; then they serve.
    await prepareSharedServices(config, log);
    superviseWorkers(config.workers, log, () =>
      log.info(
        { database: 'postgres', workers: config.workers, url: `http://localhost:${config.port}` },
        'Shala is ready',
      ),
    );
    return;
  }
  await serve(config, log, workerSlot());
}

/** Migrations, the initial admin and a first look at Redis, before any worker starts. */
async function prepareSharedServices(config: Config, log: FastifyBaseLogger): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  const mailer = mailerFor(config, log);
  try {
    await ensureInitialAdmin({ config, database, clock: systemClock, mailer }, log);
    // The job queue's schema and queues too: N workers creating them at once collide.
    const queue = pgBossQueue({
      database,
      clock: systemClock,
      log,
      jobs: MODULES.flatMap((m) => m.jobs ?? []),
      work: false,
      context: () => {
        throw new Error('the primary runs no jobs');
      },
    });
    await queue.start();
    await queue.stop();
  } finally {
    mailer.close();
    await database.close();
  }
  if (config.redisUrl) await (await redisCounter(config.redisUrl, systemClock)).close();
}

/** One serving process: the whole portal alone, or one of the cluster's workers (`slot`). */
async function serve(config: Config, log: FastifyBaseLogger, slot: number | undefined) {
  const database: Database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  const app = await buildApp(
    // A serving process runs the modules' jobs (pg-boss runs each once across processes).
    { config, database, clock: systemClock, mailer: mailerFor(config, log), runJobs: true },
    { logger: slot === undefined ? log : log.child({ worker: slot }) },
  );
  if (slot === undefined) await ensureInitialAdmin(app.deps, app.log);
  // Rejected applications' documents past retention and orphan files: at start, then daily;
  // in one process of a cluster only.
  const fileSweeps =
    slot === undefined || slot === 0
      ? scheduleFileSweeps(
          { db: database.db, storage: app.deps.files, clock: systemClock },
          app.log,
        )
      : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    await fileSweeps?.stop();
    app.deps.mailer.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, url: `http://localhost:${config.port}` },
    slot === undefined ? 'Shala is ready' : `Shala is ready (worker ${slot})`,
  );
}

function mailerFor(config: Config, log: FastifyBaseLogger) {
  return createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
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
  // A bad setting, another process owning the embedded database, or a DATABASE_URL or REDIS_URL
  // server that cannot be used: the message says what to do, no stack needed.
  const told =
    error instanceof ConfigError ||
    error instanceof DatabaseInUseError ||
    error instanceof DatabaseConnectError ||
    error instanceof RedisConnectError;
  console.error(told ? error.message : error);
  process.exit(1);
});
