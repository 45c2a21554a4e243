import { type GenerateStatus, TIMETABLE_TEXTS } from '@shala/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { lockInstitute } from '../../db/locks.js';
import { timetableLoads } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { GENERATE_JOB } from './generate-job.js';
import { activeRun, findRun, insertRun, type RunRow } from './run-queries.js';
import { instituteWeek } from './week-queries.js';

/**
 * POST rest/timetable/generate: a run is written and its job sent in one transaction, and the
 * answer is the run's id at once; one run at a time per institute (409 while one is waiting or
 * under way). GET rest/timetable/generate/status reads the run.
 */
export async function startGenerator(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    await lockInstitute(tx, scope.instituteId);
    if (!(await instituteWeek(tx, scope.instituteId))) throw conflict(TIMETABLE_TEXTS.noLoad);
    const [load] = await tx
      .select({ id: timetableLoads.id })
      .from(timetableLoads)
      .where(eq(timetableLoads.instituteId, scope.instituteId))
      .limit(1);
    if (!load) throw conflict(TIMETABLE_TEXTS.noLoad);
    if (await activeRun(tx, scope.instituteId)) throw conflict(TIMETABLE_TEXTS.alreadyRunning);
    const now = ctx.clock.now();
    const run = await insertRun(tx, {
      instituteId: scope.instituteId,
      state: 'QUEUED',
      createdBy: caller.profileId,
      createdAt: now,
    });
    await ctx.jobs.send(GENERATE_JOB, { runId: run.id }, { startAfter: now }, tx);
    return run.id;
  });
}

export function presentRun(run: RunRow): GenerateStatus {
  return {
    id: run.id,
    state: run.state as GenerateStatus['state'],
    progress: run.progress,
    placed: run.placed,
    total: run.total,
    hardViolations: run.hardViolations,
    unplaced: run.unplaced as GenerateStatus['unplaced'],
    soft: (run.soft as GenerateStatus['soft']) ?? null,
    message: run.message,
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

export async function generatorStatus(
  ctx: AppContext,
  scope: GroupScope,
  id: string,
): Promise<GenerateStatus> {
  const run = await findRun(ctx.db, scope.instituteId, id);
  if (!run) throw notFound(TIMETABLE_TEXTS.runNotFound);
  return presentRun(run);
}
