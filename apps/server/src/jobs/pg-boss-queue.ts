import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { AppContext } from '../context.js';
import { type Database, executeOn, JOB_SCHEMA, type Queryable } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import type { ModuleJob } from './module-job.js';
import type { JobQueue, QueuedJob, SendOptions } from './queue.js';

/**
 * The job queue on pg-boss 10 (Node 20), through its `db` option over our own database, so the
 * same queue runs on PGlite and on PostgreSQL: its schema is made at start (under an advisory
 * lock), jobs are fetched with FOR UPDATE SKIP LOCKED, so with several processes each job runs
 * once, and a job survives a restart. A job whose handler throws is tried again with back-off.
 *
 * Every app sends (so a request's job is written with its transaction); only a serving process
 * (`work`) runs the jobs and pg-boss's upkeep (expiring jobs a crashed process held, archiving).
 */

/** How often an idle worker asks for due jobs, and how many it takes at once. */
const POLL_SECONDS = 2;
const BATCH_SIZE = 100;
const QUEUE_OPTIONS = {
  retryLimit: 10,
  retryDelay: 15,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
} as const;

/** pg-boss's `db` over a Drizzle database or transaction (its statements are watched). */
const executorOf = (db: Queryable) => ({
  executeSql: (text: string, values?: unknown[]) => executeOn(db, text, values),
});

/** A fetched job with the metadata its handler is given (includeMetadata). */
type FetchedJob = { id: string; data: unknown; retryCount?: number; retryLimit?: number };

export type RunningQueue = JobQueue & {
  /**
   * Runs the queue's due jobs here and now, once (as the worker would, whether or not this
   * process works): the mail outbox's prompt delivery. The number of jobs taken.
   */
  runDue(name: string): Promise<number>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export function pgBossQueue(deps: {
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: readonly ModuleJob[];
  /** Run the jobs here (a serving process); otherwise only send them. */
  work: boolean;
  /** The context handlers run with; read when a job runs. */
  context: () => AppContext;
}): RunningQueue {
  const boss = new PgBoss({
    db: {
      executeSql: (text: string, values?: unknown[]) => deps.database.executeSql(text, values),
    },
    schema: JOB_SCHEMA,
    supervise: deps.work,
    schedule: false,
    migrate: true,
  });
  boss.on('error', (err) => deps.log.error({ err }, 'job queue error'));
  const declared = new Set(deps.jobs.map((j) => j.name));
  const mustBeDeclared = (name: string) => {
    if (!declared.has(name)) throw new Error(`no job queue named ${name}`);
  };
  // The wait counts from the app's clock (tests move it), the start from the database's.
  const secondsUntil = (at: Date) =>
    Math.max(0, Math.ceil((at.getTime() - deps.clock.now().getTime()) / 1000));
  const running = new Set<Promise<unknown>>();
  let stopping = false;
  let started: Promise<void> | undefined;

  /**
   * One batch of a queue's jobs, one after the other. A job that throws is failed alone (tried
   * again later with back-off); the others of the batch complete.
   */
  const handle = (job: ModuleJob) => async (batch: FetchedJob[]) => {
    // A batch fetched while stopping fails here and is tried again, by this process or another.
    if (stopping) throw new Error('the job queue is stopping');
    const failed: string[] = [];
    const ordered = job.order ? [...batch].sort((a, b) => job.order?.(a.data, b.data) ?? 0) : batch;
    for (const item of ordered) {
      const run = job.run(deps.context(), item.data, {
        id: item.id,
        retryCount: item.retryCount ?? 0,
        retryLimit: item.retryLimit ?? QUEUE_OPTIONS.retryLimit,
      });
      running.add(run);
      try {
        await run;
      } catch (err) {
        deps.log.warn(
          { err, queue: job.name, jobId: item.id },
          'job failed; it will be tried again',
        );
        failed.push(item.id);
      } finally {
        running.delete(run);
      }
    }
    if (failed.length > 0) await boss.fail(job.name, failed);
    const done = batch.map((item) => item.id).filter((id) => !failed.includes(id));
    // Before pg-boss would mark them completed (which then finds nothing to update).
    if (job.deleteWhenDone && done.length > 0) await boss.deleteJob(job.name, done);
    return done.length;
  };

  return {
    start() {
      started ??= (async () => {
        await boss.start();
        for (const job of deps.jobs) {
          // pg-boss's 'short': one job per singleton key in the created state.
          const policy = job.policy === 'oneWaitingPerKey' ? 'short' : 'standard';
          const options = {
            ...QUEUE_OPTIONS,
            ...(job.retry
              ? { retryLimit: job.retry.limit, retryDelay: job.retry.delaySeconds }
              : {}),
          };
          await afterRaces(async () => {
            const known = await boss.getQueue(job.name);
            if (!known) {
              await boss.createQueue(job.name, { name: job.name, policy, ...options });
            } else if (
              known.policy !== policy ||
              known.retryLimit !== options.retryLimit ||
              known.retryDelay !== options.retryDelay
            ) {
              await boss.updateQueue(job.name, { name: job.name, policy, ...options });
            }
          });
        }
        if (deps.work) {
          for (const job of deps.jobs.filter((j) => j.atStart)) {
            await boss.send(job.name, {}, { singletonKey: 'at-start' });
          }
          for (const job of deps.jobs) {
            await boss.work(
              job.name,
              {
                pollingIntervalSeconds: POLL_SECONDS,
                batchSize: BATCH_SIZE,
                includeMetadata: true,
              },
              handle(job),
            );
          }
        }
      })();
      return started;
    },

    async send(name: string, data: Record<string, unknown>, options: SendOptions, db?: Queryable) {
      mustBeDeclared(name);
      await started;
      await boss.send(name, data, {
        startAfter: secondsUntil(options.startAfter),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        // Through Drizzle: in the caller's transaction when given, and seen by watchQueries.
        db: executorOf(db ?? deps.database.db),
      });
    },

    async sendMany(jobs: readonly QueuedJob[], db?: Queryable) {
      if (jobs.length === 0) return;
      for (const job of jobs) mustBeDeclared(job.name);
      await started;
      // pg-boss's insert takes each job's queue settings (retries, expiry) as send does.
      await boss.insert(
        jobs.map((job) => ({
          name: job.name,
          data: job.data,
          startAfter: `${secondsUntil(job.startAfter)} seconds`,
        })),
        { db: executorOf(db ?? deps.database.db) },
      );
    },

    async runDue(name: string) {
      const job = deps.jobs.find((j) => j.name === name);
      if (!job) throw new Error(`no job queue named ${name}`);
      await started;
      if (stopping) return 0;
      const batch: FetchedJob[] = await boss.fetch(name, {
        batchSize: BATCH_SIZE,
        includeMetadata: true,
      });
      if (batch.length === 0) return 0;
      const handled = handle(job)(batch);
      running.add(handled);
      try {
        await handled;
      } catch {
        // Stopping: the batch is tried again, by this process or another.
        await boss.fail(
          name,
          batch.map((item) => item.id),
        );
        return batch.length;
      } finally {
        running.delete(handled);
      }
      // What the worker does after its handler: the jobs that did not fail are done.
      await boss.complete(
        name,
        batch.map((item) => item.id),
      );
      return batch.length;
    },

    async stop() {
      stopping = true;
      if (!started) return;
      await started.catch(() => {});
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
      await Promise.allSettled([...running]);
    },
  };
}

/** Deadlock, unique violation: what two processes creating the same queue at once may meet. */
const RACE_CODES = new Set(['40P01', '23505']);

/**
 * Runs `step` again when it lost a race with another process doing the same (WORKERS=2 on a
 * new database: both workers create the queues at once); the second try finds the queue made.
 */
async function afterRaces(step: () => Promise<void>, tries = 5): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= tries || typeof code !== 'string' || !RACE_CODES.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}
