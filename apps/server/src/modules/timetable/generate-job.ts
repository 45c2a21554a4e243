import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { type GeneratorResult, TIMETABLE_LIMITS, TimetableGenerator } from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { timetableLessons, userProfiles } from '../../db/schema/index.js';
import { recordAudit } from '../audit/index.js';
import type { ModuleJob } from '../module.js';
import { type GeneratorSource, generatorSource } from './generate-input.js';
import { runById, updateRun } from './run-queries.js';

/**
 * The generator's job (the app's job queue): builds the week from the load, writing its
 * progress to the run every half second or so, and at the end replaces the institute's placed
 * lessons (fixed ones stay) in one transaction. The search runs in slices with the event loop
 * let go between them, so the server keeps answering. A failure marks the run FAILED rather than
 * trying again: the school starts another when it has fixed the load.
 */
export const GENERATE_JOB = 'timetable.generate';
const SLICE = 1_500;
const PROGRESS_EVERY_MS = 500;

const REASONS = {
  NO_PERIOD:
    'No period fits it: its teachers are unavailable or the lesson is longer than the day.',
  CLASH: 'Its teacher, class or room is busy in every period left.',
} as const;

export function unplacedView(source: GeneratorSource, result: GeneratorResult) {
  const byId = new Map(source.input.lessons.map((l) => [l.id, l]));
  return result.unplaced.map((u) => {
    const load = source.loads.get(byId.get(u.id)?.group ?? '');
    return {
      subject: load?.subject.name ?? '',
      classes: load?.classes.map((c) => c.name) ?? [],
      teachers: load?.teachers.map((t) => t.name) ?? [],
      reason: REASONS[u.reason],
    };
  });
}

export async function runGenerator(ctx: AppContext, data: unknown): Promise<void> {
  const runId = (data as { runId?: string }).runId ?? '';
  const run = await runById(ctx.db, runId);
  if (!run || (run.state !== 'QUEUED' && run.state !== 'RUNNING')) return;
  try {
    const source = await generatorSource(ctx.db, run.instituteId);
    if (!source) throw new Error('The school week is not set.');
    const total = source.input.lessons.length;
    await updateRun(ctx.db, runId, { state: 'RUNNING', total, progress: 0 });
    const generator = new TimetableGenerator(source.input, {
      timeLimitMs: TIMETABLE_LIMITS.generatorSeconds * 1000,
      patience: 60_000,
    });
    let written = Date.now();
    while (!generator.step(SLICE)) {
      if (Date.now() - written >= PROGRESS_EVERY_MS) {
        const p = generator.progress();
        await updateRun(ctx.db, runId, {
          progress: Math.round(p.fraction * 100),
          placed: p.placed,
          hardViolations: p.clashes,
        });
        written = Date.now();
      }
      await yieldToOthers();
    }
    const result = generator.result();
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      await tx
        .delete(timetableLessons)
        .where(
          and(eq(timetableLessons.instituteId, run.instituteId), eq(timetableLessons.fixed, false)),
        );
      const fixedIds = new Set(source.fixed.map((l) => l.id));
      const byId = new Map(source.input.lessons.map((l) => [l.id, l]));
      const fresh = result.placements.filter((p) => !fixedIds.has(p.id));
      if (fresh.length > 0) {
        await tx.insert(timetableLessons).values(
          fresh.map((p) => ({
            instituteId: run.instituteId,
            loadId: byId.get(p.id)?.group ?? '',
            day: p.day + 1,
            period: p.period + 1,
            fixed: false,
            updatedAt: now,
          })),
        );
      }
      await updateRun(tx, runId, {
        state: 'DONE',
        progress: 100,
        placed: result.placements.length,
        total,
        hardViolations: result.hardViolations,
        unplaced: unplacedView(source, result),
        soft: result.soft,
        finishedAt: now,
      });
      // The week written is the change of the admin who started the run.
      const [actor] = run.createdBy
        ? await tx
            .select({ accountId: userProfiles.accountId })
            .from(userProfiles)
            .where(eq(userProfiles.id, run.createdBy))
        : [];
      await recordAudit(
        tx,
        ctx,
        actor ? { accountId: actor.accountId, profileId: run.createdBy, ip: null } : null,
        {
          instituteId: run.instituteId,
          action: 'timetable.generated',
          targetType: 'group',
          targetId: run.instituteId,
          detail: {
            runId,
            placed: result.placements.length,
            total,
            unplaced: result.unplaced.length,
            hardViolations: result.hardViolations,
          },
        },
      );
    });
  } catch (error) {
    ctx.log.error({ err: error, runId }, 'timetable generation failed');
    await updateRun(ctx.db, runId, {
      state: 'FAILED',
      message: error instanceof Error ? error.message : 'The generator failed.',
      finishedAt: ctx.clock.now(),
    });
  }
}

export const generateJob: ModuleJob = {
  name: GENERATE_JOB,
  run: runGenerator,
  retry: { limit: 0, delaySeconds: 15 },
};
