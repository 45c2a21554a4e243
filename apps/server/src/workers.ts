import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A worker's place among the WORKERS (0 to N-1), kept when it is restarted: place 0 alone runs
 * the daily file sweeps, so they do not run N times at once.
 */
export const WORKER_SLOT_ENV = 'SHALA_WORKER_SLOT';

/** This process's place, or undefined outside a cluster. */
export function workerSlot(): number | undefined {
  return cluster.isWorker ? Number(process.env[WORKER_SLOT_ENV] ?? 0) : undefined;
}

/** A worker that dies is restarted after 1 s, doubling to 30 s while it keeps dying. */
const RESTART_FIRST_MS = 1_000;
const RESTART_MAX_MS = 30_000;
/** A worker that served this long before it died starts again after the first delay. */
const HEALTHY_AFTER_MS = 60_000;
/** Workers still running this long after being asked to stop are killed. */
const STOP_GRACE_MS = 15_000;

type Place = { worker?: Worker; startedAt: number; delayMs: number; timer?: NodeJS.Timeout };

/**
 * The cluster's primary: forks `count` workers serving the same port (node:cluster hands them
 * the connections), restarts one that dies with back-off, and on SIGINT or SIGTERM asks each to
 * shut down gracefully and exits when all have. A worker that fails before any worker has
 * started listening (port taken, database refused) stops the start: exit 1, its message above.
 */
export function superviseWorkers(
  count: number,
  log: FastifyBaseLogger,
  onAllServing: () => void,
): void {
  const places: Place[] = [];
  let listening = 0;
  let anyReady = false;
  let stopping = false;

  const running = () => places.filter((p) => p.worker && !p.worker.isDead()).length;
  const exitWhenAllStopped = (code: number) => {
    if (running() === 0) process.exit(code);
  };

  const stopAll = (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    log.info({ reason, workers: running() }, 'stopping the workers');
    for (const place of places) {
      if (place.timer) clearTimeout(place.timer);
      place.worker?.process.kill('SIGTERM');
    }
    setTimeout(() => {
      log.error(
        { workers: running() },
        `workers still running after ${STOP_GRACE_MS / 1000} s: killed`,
      );
      for (const place of places) place.worker?.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
    exitWhenAllStopped(code);
    cluster.on('exit', () => exitWhenAllStopped(code));
  };

  const fork = (slot: number) => {
    const place = places[slot] ?? { startedAt: 0, delayMs: RESTART_FIRST_MS };
    places[slot] = place;
    const worker = cluster.fork({ [WORKER_SLOT_ENV]: String(slot) });
    place.worker = worker;
    place.startedAt = Date.now();
    let served = false;
    worker.once('listening', () => {
      served = true;
      listening += 1;
      if (!anyReady && listening === count) {
        anyReady = true;
        onAllServing();
      }
    });
    worker.once('exit', (code, signal) => {
      if (served) listening -= 1;
      if (stopping) return;
      const how = signal ? `signal ${signal}` : `exit code ${code}`;
      if (!anyReady && !served) {
        // Nothing has served yet: the same cause would stop every restart. Its message is above.
        log.error(
          { worker: slot, workerPid: worker.process.pid, code, signal },
          `worker ${slot} could not start (${how})`,
        );
        stopAll('a worker could not start', 1);
        return;
      }
      if (Date.now() - place.startedAt >= HEALTHY_AFTER_MS) place.delayMs = RESTART_FIRST_MS;
      const delay = place.delayMs;
      place.delayMs = Math.min(delay * 2, RESTART_MAX_MS);
      log.error(
        { worker: slot, workerPid: worker.process.pid, code, signal, restartInMs: delay },
        `worker ${slot} stopped (${how}): restarting it in ${delay / 1000} s`,
      );
      place.timer = setTimeout(() => {
        place.timer = undefined;
        if (!stopping) fork(slot);
      }, delay);
    });
  };

  process.on('SIGINT', () => stopAll('SIGINT', 0));
  process.on('SIGTERM', () => stopAll('SIGTERM', 0));
  for (let slot = 0; slot < count; slot += 1) fork(slot);
}
