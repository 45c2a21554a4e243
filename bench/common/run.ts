// How a bench run begins and ends alike: a built server is required, each database kind is run
// in turn (PGlite, then a fresh PostgreSQL database), the section goes to the top of
// bench/RESULTS.md, and a run that fails, is interrupted or passes its deadline stops its child
// processes and removes what it left (temporary directories, the PostgreSQL database).

import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { preparePostgres } from './postgres.js';
import { stopAll } from './processes.js';
import { prependSection } from './report.js';
import { BENCH_DIR, ROOT, SERVER_MAIN } from './servers.js';

const RESULTS_FILE = path.join(BENCH_DIR, 'RESULTS.md');

/** What to remove if the run is cut short. */
const leftovers = new Set<() => Promise<void>>();

/** Stops when `npm run build -w @shala/server` has not been run, saying how to run the bench. */
export function requireBuiltServer(npmScript: string): void {
  if (!existsSync(SERVER_MAIN)) {
    throw new Error(
      `${SERVER_MAIN} is missing: run \`npm run build -w @shala/server\` (or \`npm run ${npmScript}\` from the root).`,
    );
  }
}

/** A temporary directory for `use`, removed afterwards (and at the exit of a run cut short). */
export async function withTempDir<T>(prefix: string, use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const remove = () => rm(dir, { recursive: true, force: true });
  leftovers.add(remove);
  try {
    return await use(dir);
  } finally {
    leftovers.delete(remove);
    await remove();
  }
}

/**
 * Runs `pglite`, then `postgres` on a fresh database `database` of the server at `adminUrl`
 * (dropped afterwards), as BENCH_ONLY allows; a PostgreSQL that cannot be had is `skipped`,
 * with the reason.
 */
export async function onEachDatabase<R>(opts: {
  only: string | undefined;
  adminUrl: string;
  database: string;
  pglite: () => Promise<R>;
  postgres: (db: { url: string; version: string }) => Promise<R>;
  skipped: (reason: string) => R;
}): Promise<R[]> {
  const runs: R[] = [];
  if (opts.only !== 'postgres') runs.push(await opts.pglite());
  if (opts.only === 'pglite') return runs;
  const postgres = await preparePostgres(opts.adminUrl, opts.database);
  if ('skipped' in postgres) {
    console.log(`\nPostgreSQL: ${postgres.skipped}`);
    runs.push(opts.skipped(postgres.skipped));
    return runs;
  }
  leftovers.add(postgres.drop);
  try {
    runs.push(await opts.postgres(postgres));
  } finally {
    leftovers.delete(postgres.drop);
    await postgres.drop();
  }
  return runs;
}

/** Puts the run's section at the top of bench/RESULTS.md, or prints it (`write` false: a trial). */
export function publishSection(section: string, write = true): void {
  if (!write) {
    console.log(`\n${section}`);
    return;
  }
  prependSection(RESULTS_FILE, section);
  console.log(`\nWritten to ${path.relative(ROOT, RESULTS_FILE)}`);
}

/** Stops the children, removes what is left over, exits. */
async function shutdown(code: number): Promise<never> {
  await stopAll();
  for (const remove of leftovers) await remove().catch(() => {});
  process.exit(code);
}

/**
 * Runs the bench `name` (bench/auth …): exits 0 when `main` is done; on an error, SIGINT or
 * SIGTERM, or still running after `deadlineMs`, stops and exits 1 (130 on a signal).
 */
export function runBench(name: string, deadlineMs: number, main: () => Promise<void>): void {
  const deadline = setTimeout(() => {
    console.error(
      `${name}: still running after ${Math.round(deadlineMs / 60_000)} minutes; stopping.`,
    );
    void shutdown(1);
  }, deadlineMs);
  deadline.unref();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(130));
  main()
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      void shutdown(1);
    });
}
