import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { FileStorage } from '../files/storage.js';
import type { Clock } from '../lib/clock.js';
import { sweepRejectedDocuments } from '../modules/admission/index.js';
import { sweepOrphanFiles } from './orphan-files.js';

const DAY_MS = 24 * 3_600_000;

/** The file clean-up a background job runs: documents past retention, then orphans. */
export async function sweepFiles(deps: { db: Db; storage: FileStorage; clock: Clock }) {
  const rejectedDocuments = await sweepRejectedDocuments(deps);
  const orphans = await sweepOrphanFiles(deps);
  return { rejectedDocuments, orphanRows: orphans.rows, orphanBytes: orphans.bytes };
}

/**
 * Runs `sweepFiles` now and once a day until stopped (there is no job runner yet). The timer
 * does not keep the process alive; `stop` waits for a sweep under way, so shutdown closes the
 * database after it.
 */
export function scheduleFileSweeps(
  deps: { db: Db; storage: FileStorage; clock: Clock },
  log: FastifyBaseLogger,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return; // the previous sweep is still going
    running = sweepFiles(deps)
      .then(
        (swept) => log.info(swept, 'file sweep done'),
        (err: unknown) => log.error({ err }, 'file sweep failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
