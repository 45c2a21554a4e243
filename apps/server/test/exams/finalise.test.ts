import { ANSWER_GRACE_SECONDS } from '@shala/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../src/db/rows.js';
import {
  FINALISE_ATTEMPT_JOB,
  FINALISE_TASK_JOB,
  finaliseDueAttempts,
  runAttemptJob,
  runSweepJob,
  runTaskJob,
} from '../../src/modules/exams/sitting/finalise-service.js';
import { useTestApp } from '../support/app.js';
import { begin, publishedExam, sit } from '../support/exam-flow.js';
import { examCall, examClass, HOUR, MINUTE } from '../support/exam-helpers.js';
import { answersOf, attemptOf } from '../support/exam-rows.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

// The server's side of an attempt left open: finaliseDueAttempts and the two jobs' handlers,
// driven by the test's clock (the queue itself runs for real in finalise-queue.test.ts).

const t = useTestApp();
guardTenantWrites(t);
const GRACE_MS = ANSWER_GRACE_SECONDS * 1000;

type JobRow = {
  name: string;
  singleton_key: string;
  state: string;
  start_after: Date;
  data: unknown;
};
/** The exams' own jobs (publishing also queues the notifications' e-mail copies and pushes). */
const jobs = () =>
  selectRows<JobRow>(
    t.app.deps.database.db,
    sql`select name, singleton_key, state, start_after, data from pgboss.job
        where name not like 'notifications.%' and name not like 'push.%' order by created_on`,
  );

async function openExam() {
  const e = await examClass(t);
  const now = t.clock.now();
  const exam = await publishedExam(t, e, { startAt: now, endAt: new Date(now.getTime() + HOUR) });
  return { e, exam };
}

describe('finaliseDueAttempts', () => {
  it('finalises started attempts past their end and grace as the server, with grading', async () => {
    const { e, exam } = await openExam();
    const [rohan, meera] = e.students;
    await sit(t, e, rohan, exam, { mcq: 'B' });
    await begin(t, e, meera, exam.taskId);
    // Meera has 10 minutes more.
    await examCall(t, e.teacher, 'PUT', 'exam/accommodation', {
      groupId: e.klass.id,
      academicTaskId: exam.taskId,
      userProfileId: meera.profileId,
      extraMinutes: 10,
    });
    const ctx = t.app.ctx;

    t.clock.advance(HOUR + GRACE_MS - 1000);
    expect(await finaliseDueAttempts(ctx, t.clock.now())).toBe(0);
    t.clock.advance(1000);
    expect(await finaliseDueAttempts(ctx, t.clock.now())).toBe(1);
    const rohanAttempt = await attemptOf(t, exam.taskId, rohan.profileId);
    expect(rohanAttempt).toMatchObject({ status: 'SUBMITTED', submittedBy: 'SERVER' });
    expect((await answersOf(t, rohanAttempt?.id as string))[0]?.marks).toBe(2);
    expect((await attemptOf(t, exam.taskId, meera.profileId))?.status).toBe('STARTED');
    // Nothing twice.
    expect(await finaliseDueAttempts(ctx, t.clock.now())).toBe(0);
    t.clock.advance(10 * MINUTE);
    expect(await finaliseDueAttempts(ctx, t.clock.now(), exam.taskId)).toBe(1);
    expect((await attemptOf(t, exam.taskId, meera.profileId))?.status).toBe('SUBMITTED');
  });

  it('leaves attempts that were never started', async () => {
    const { e, exam } = await openExam();
    await examCall(t, e.students[0], 'POST', 'examination/start/accept', {
      groupId: e.klass.id,
      academicTaskId: exam.taskId,
    });
    t.clock.advance(2 * HOUR);
    expect(await finaliseDueAttempts(t.app.ctx, t.clock.now())).toBe(0);
    expect((await attemptOf(t, exam.taskId, e.students[0].profileId))?.status).toBe('AGREED');
  });
});

describe('the finalisation jobs', () => {
  it('are scheduled: the exam’s safety net at publishing, the attempt’s at its start', async () => {
    const { e, exam } = await openExam();
    const [rohan] = e.students;
    const config = await begin(t, e, rohan, exam.taskId);
    const attempt = await attemptOf(t, exam.taskId, rohan.profileId);
    const rows = await jobs();
    expect(rows.map((j) => [j.name, j.singleton_key, j.state])).toEqual([
      [FINALISE_TASK_JOB, `${exam.taskId}@${config.endAt}`, 'created'],
      [FINALISE_ATTEMPT_JOB, `${attempt?.id}@${config.endAt}`, 'created'],
    ]);
    expect(rows[1]?.data).toEqual({ attemptId: attempt?.id });
    // Resuming schedules nothing more.
    await examCall(t, rohan, 'GET', 'examination/start', {
      groupId: e.klass.id,
      academicTaskId: exam.taskId,
    });
    expect(await jobs()).toHaveLength(2);
  });

  it("run the attempt's: finalise it when due, or follow its end when extra time moved it", async () => {
    const { e, exam } = await openExam();
    const [rohan] = e.students;
    await begin(t, e, rohan, exam.taskId);
    const attempt = await attemptOf(t, exam.taskId, rohan.profileId);
    const data = { attemptId: attempt?.id };
    t.clock.advance(HOUR - MINUTE);
    const extra = await examCall(t, e.teacher, 'PUT', 'exam/accommodation', {
      groupId: e.klass.id,
      academicTaskId: exam.taskId,
      userProfileId: rohan.profileId,
      extraMinutes: 5,
    });
    expect(extra.json().data.endAt).toBe(
      new Date((attempt?.endsAt?.getTime() as number) + 5 * MINUTE).toISOString(),
    );
    // The job scheduled for the first end fires: not due, it follows the new end.
    t.clock.advance(MINUTE + GRACE_MS);
    await runAttemptJob(t.app.ctx, data);
    expect((await attemptOf(t, exam.taskId, rohan.profileId))?.status).toBe('STARTED');
    const newEnd = new Date((attempt?.endsAt?.getTime() as number) + 5 * MINUTE).toISOString();
    expect(
      (await jobs()).filter((j) => j.singleton_key === `${attempt?.id}@${newEnd}`),
    ).toHaveLength(1);
    t.clock.advance(5 * MINUTE);
    await runAttemptJob(t.app.ctx, data);
    expect(await attemptOf(t, exam.taskId, rohan.profileId)).toMatchObject({
      status: 'SUBMITTED',
      submittedBy: 'SERVER',
    });
    // A job for an attempt already finalised (or gone) does nothing.
    await runAttemptJob(t.app.ctx, data);
    await runAttemptJob(t.app.ctx, { attemptId: '00000000-0000-4000-8000-000000000000' });
    await expect(runAttemptJob(t.app.ctx, { attemptId: 'nope' })).rejects.toThrow();
  });

  it("run the exam's: finalise every due attempt, and come back for those with extra time", async () => {
    const { e, exam } = await openExam();
    const [rohan, meera] = e.students;
    await begin(t, e, rohan, exam.taskId);
    await begin(t, e, meera, exam.taskId);
    await examCall(t, e.teacher, 'PUT', 'exam/accommodation', {
      groupId: e.klass.id,
      academicTaskId: exam.taskId,
      userProfileId: meera.profileId,
      extraMinutes: 20,
    });
    t.clock.advance(HOUR + GRACE_MS);
    await runTaskJob(t.app.ctx, { academicTaskId: exam.taskId });
    expect((await attemptOf(t, exam.taskId, rohan.profileId))?.status).toBe('SUBMITTED');
    expect((await attemptOf(t, exam.taskId, meera.profileId))?.status).toBe('STARTED');
    const meeraEnd = (await attemptOf(t, exam.taskId, meera.profileId))?.endsAt?.toISOString();
    expect(
      (await jobs()).filter(
        (j) => j.name === FINALISE_TASK_JOB && j.singleton_key === `${exam.taskId}@${meeraEnd}`,
      ),
    ).toHaveLength(1);
    t.clock.advance(20 * MINUTE);
    await runTaskJob(t.app.ctx, { academicTaskId: exam.taskId });
    expect((await attemptOf(t, exam.taskId, meera.profileId))?.status).toBe('SUBMITTED');
  });

  it('sweep at start: finalise what fell due while no portal ran, and net the exams still open', async () => {
    const { e, exam } = await openExam();
    const later = await publishedExam(t, e, {
      title: 'Later',
      startAt: t.clock.now(),
      endAt: new Date(t.clock.now().getTime() + 3 * HOUR),
    });
    const [rohan, meera] = e.students;
    await begin(t, e, rohan, exam.taskId);
    await begin(t, e, meera, later.taskId);
    // Every scheduled job lost (a seed, or a database restored without them).
    await t.app.deps.database.db.execute(sql`delete from pgboss.job`);
    t.clock.advance(HOUR + GRACE_MS);
    await runSweepJob(t.app.ctx);
    expect((await attemptOf(t, exam.taskId, rohan.profileId))?.status).toBe('SUBMITTED');
    const meeraEnd = (await attemptOf(t, later.taskId, meera.profileId))?.endsAt?.toISOString();
    expect((await jobs()).map((j) => [j.name, j.singleton_key])).toEqual([
      [FINALISE_TASK_JOB, `${later.taskId}@${meeraEnd}`],
    ]);
  });
});
