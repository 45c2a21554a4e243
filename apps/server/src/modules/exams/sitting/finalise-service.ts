import type { SubmittedBy } from '@shala/shared';
import { and, asc, eq, min, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import type { Queryable } from '../../../db/client.js';
import { examAttempts } from '../../../db/schema/index.js';
import type { ModuleJob } from '../../module.js';
import { gradeAttempts } from '../marking/grading.js';
import { graceEnd, isDue } from '../policy.js';
import { type AttemptRow, findAttemptById, GRACE, openAttemptEnds } from './attempt-queries.js';

/**
 * The server finalises an attempt left open at its end (and grace), even when every browser was
 * closed: a durable job per attempt, scheduled when it starts, and a safety net per published
 * exam at its close. Both only call finaliseDueAttempts / finaliseAttempt, which decide by the
 * attempt's own end as the database has it now (extra time may have moved it).
 */

export const FINALISE_ATTEMPT_JOB = 'exam-attempt-finalise';
export const FINALISE_TASK_JOB = 'exam-task-finalise';
export const FINALISE_SWEEP_JOB = 'exam-finalise-sweep';

/** How many attempts one statement finalises at a time (a class is far smaller). */
const BATCH = 200;

/**
 * Finalises one started attempt now, grading its MCQ answers, in the caller's transaction.
 * Answers the finalised attempt, or undefined when it was not started (already finalised:
 * finalising twice changes nothing).
 */
export async function finaliseAttempt(
  tx: Queryable,
  instituteId: string,
  attemptId: string,
  by: SubmittedBy,
  now: Date,
): Promise<AttemptRow | undefined> {
  const [row] = await tx
    .update(examAttempts)
    .set({ status: 'SUBMITTED', submittedAt: now, submittedBy: by })
    .where(
      and(
        eq(examAttempts.instituteId, instituteId),
        eq(examAttempts.id, attemptId),
        eq(examAttempts.status, 'STARTED'),
      ),
    )
    .returning();
  if (row) await gradeAttempts(tx, instituteId, [row.id]);
  return row;
}

/**
 * Finalises every started attempt whose end and grace have passed by `now` (of one exam, when
 * named), as the server, with grading: a batch per transaction. Answers how many it finalised.
 */
export async function finaliseDueAttempts(
  ctx: Pick<AppContext, 'db'>,
  now: Date,
  taskId?: string,
): Promise<number> {
  let done = 0;
  for (;;) {
    const finalised = await ctx.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: examAttempts.id, instituteId: examAttempts.instituteId })
        .from(examAttempts)
        .where(
          and(
            eq(examAttempts.status, 'STARTED'),
            sql`${examAttempts.endsAt} + ${GRACE} <= ${now.toISOString()}::timestamptz`,
            taskId ? eq(examAttempts.academicTaskId, taskId) : undefined,
          ),
        )
        .orderBy(asc(examAttempts.endsAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return 0;
      // A batch may span institutes (the sweep is the platform's): each institute's attempts are
      // finalised and graded by a statement that names that institute.
      const byInstitute = new Map<string, string[]>();
      for (const d of due)
        byInstitute.set(d.instituteId, [...(byInstitute.get(d.instituteId) ?? []), d.id]);
      let count = 0;
      for (const [instituteId, ids] of byInstitute) {
        const rows = await tx
          .update(examAttempts)
          .set({ status: 'SUBMITTED', submittedAt: now, submittedBy: 'SERVER' })
          .where(
            and(
              eq(examAttempts.instituteId, instituteId),
              sql`${examAttempts.id} in (${sql.join(
                ids.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`,
              eq(examAttempts.status, 'STARTED'),
            ),
          )
          .returning({ id: examAttempts.id });
        await gradeAttempts(
          tx,
          instituteId,
          rows.map((r) => r.id),
        );
        count += rows.length;
      }
      return count;
    });
    done += finalised;
    if (finalised < BATCH) return done;
  }
}

/** Schedules the attempt's finalisation at its end and grace (in `db`'s transaction, if given). */
export async function scheduleAttemptFinalise(
  ctx: Pick<AppContext, 'jobs'>,
  attempt: { id: string; endsAt: Date },
  db?: Queryable,
): Promise<void> {
  await ctx.jobs.send(
    FINALISE_ATTEMPT_JOB,
    { attemptId: attempt.id },
    // One waiting job per attempt and end: a moved end gets its own, the old one finds nothing due.
    {
      startAfter: graceEnd(attempt.endsAt),
      singletonKey: `${attempt.id}@${attempt.endsAt.toISOString()}`,
    },
    db,
  );
}

/** Schedules the exam's safety net: every attempt still open at its close (and grace). */
export async function scheduleTaskFinalise(
  ctx: Pick<AppContext, 'jobs'>,
  task: { id: string; endAt: Date },
  db?: Queryable,
): Promise<void> {
  await ctx.jobs.send(
    FINALISE_TASK_JOB,
    { academicTaskId: task.id },
    { startAfter: graceEnd(task.endAt), singletonKey: `${task.id}@${task.endAt.toISOString()}` },
    db,
  );
}

const attemptJobData = z.object({ attemptId: z.uuid() });
const taskJobData = z.object({ academicTaskId: z.uuid() });

/**
 * The attempt's job: finalises it if due; if its end moved later (extra time), schedules itself
 * again for the new end; if it is no longer started, there is nothing to do.
 */
export async function runAttemptJob(ctx: AppContext, data: unknown): Promise<void> {
  const { attemptId } = attemptJobData.parse(data);
  const now = ctx.clock.now();
  const attempt = await findAttemptById(ctx.db, attemptId);
  if (attempt?.status !== 'STARTED' || !attempt.endsAt) return;
  if (!isDue(attempt, now)) {
    await scheduleAttemptFinalise(ctx, { id: attempt.id, endsAt: attempt.endsAt });
    return;
  }
  const done = await ctx.db.transaction((tx) =>
    finaliseAttempt(tx, attempt.instituteId, attempt.id, 'SERVER', now),
  );
  if (done)
    ctx.log.info({ attemptId, endsAt: attempt.endsAt }, 'exam attempt finalised by the server');
}

/**
 * The exam's safety net: finalises its due attempts; those still open (extra time) get the net
 * again at the earliest of their ends.
 */
export async function runTaskJob(ctx: AppContext, data: unknown): Promise<void> {
  const { academicTaskId } = taskJobData.parse(data);
  const now = ctx.clock.now();
  const done = await finaliseDueAttempts(ctx, now, academicTaskId);
  if (done > 0) ctx.log.info({ academicTaskId, done }, 'exam attempts finalised by the server');
  const [next] = await ctx.db
    .select({ endsAt: min(examAttempts.endsAt) })
    .from(examAttempts)
    .where(
      and(eq(examAttempts.academicTaskId, academicTaskId), eq(examAttempts.status, 'STARTED')),
    );
  if (next?.endsAt) {
    await scheduleTaskFinalise(ctx, { id: academicTaskId, endAt: next.endsAt });
  }
}

/**
 * When a serving process starts: finalises what fell due while no portal ran, and gives every
 * exam with an attempt still open its safety net again (attempts started by a seed or a start
 * whose job was lost are covered too).
 */
export async function runSweepJob(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  const done = await finaliseDueAttempts(ctx, now);
  if (done > 0) ctx.log.info({ done }, 'exam attempts finalised by the server at start');
  for (const open of await openAttemptEnds(ctx.db)) {
    await scheduleTaskFinalise(ctx, { id: open.academicTaskId, endAt: open.endsAt });
  }
}

/** The exams module's jobs (ServerModule.jobs). */
export const examJobs: ModuleJob[] = [
  { name: FINALISE_ATTEMPT_JOB, run: runAttemptJob, policy: 'oneWaitingPerKey' },
  { name: FINALISE_TASK_JOB, run: runTaskJob, policy: 'oneWaitingPerKey' },
  { name: FINALISE_SWEEP_JOB, run: runSweepJob, policy: 'oneWaitingPerKey', atStart: true },
];
