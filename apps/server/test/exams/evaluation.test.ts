import { EXAM_MESSAGES, EXAM_SUCCESS } from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import { examCall, withoutExamActions } from '../support/exam-helpers.js';
import {
  evaluate,
  foreignExam,
  type MarkingExam,
  markAll,
  markingExam,
} from '../support/exam-marking.js';
import { attemptRow, insertAnswer, insertAttempt } from '../support/exam-rows.js';
import { createMember } from '../support/factories.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

const t = useTestApp();
guardTenantWrites(t);
const M = EXAM_MESSAGES;

const evaluateAs = (e: MarkingExam, params: Record<string, unknown>, who = e.teacher) =>
  examCall(t, who, 'POST', 'examination/evaluation', { groupId: e.klass.id, ...params });

const auditOf = (targetId: string) =>
  t.app.deps.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'exam.evaluated'), eq(auditEvents.targetId, targetId)));

describe('POST examination/evaluation', () => {
  it('keeps the total of a marked attempt (unanswered counting 0), by whom and when, audited', async () => {
    const e = await markingExam(t);
    await markAll(t, e, { rohanEssay: 4.5, meeraEssay: 3, meeraShort: 0 });
    t.clock.advanceSeconds(30);
    const res = await evaluate(t, e, 'rohan');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: EXAM_SUCCESS.evaluationSubmitted,
      data: {
        taskSubmissionId: e.attempts.rohan.id,
        userProfileId: e.students[0].profileId,
        status: 'EVALUATED',
        total: 6.5,
        maximumMarks: 10,
        percentage: 65,
        evaluatedAt: t.clock.now().toISOString(),
      },
    });
    const row = await attemptRow(t, e.attempts.rohan.id);
    expect(row).toMatchObject({
      status: 'EVALUATED',
      total: 6.5,
      evaluatedByProfileId: e.teacher.profileId,
    });
    const [audit] = await auditOf(e.students[0].profileId);
    expect(audit).toMatchObject({
      instituteId: e.institute.id,
      actorProfileId: e.teacher.profileId,
      targetType: 'profile',
      detail: {
        groupId: e.klass.id,
        academicTaskId: e.task.id,
        title: 'Unit Test 1',
        total: 6.5,
        maximumMarks: 10,
      },
    });
  });

  it('answers a second evaluation as it stands and changes nothing', async () => {
    const e = await markingExam(t);
    await markAll(t, e);
    const first = await evaluate(t, e, 'meera');
    t.clock.advanceSeconds(600);
    const second = await evaluate(t, e, 'meera');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await auditOf(e.students[1].profileId)).toHaveLength(1);
  });

  it('refuses an attempt with answers still to mark, saying how many', async () => {
    const e = await markingExam(t);
    const res = await evaluate(t, e, 'meera');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.unmarked(2));
    const rohan = await evaluate(t, e, 'rohan');
    expect(rohan.json().message).toBe(M.unmarked(1));
    expect((await attemptRow(t, e.attempts.meera.id))?.status).toBe('SUBMITTED');
  });

  it('refuses an attempt that has not been submitted', async () => {
    const e = await markingExam(t);
    const late = await createMember(t, e.klass, 'STUDENT', { institute: e.institute });
    const open = await insertAttempt(t, e.task, late.profileId, { status: 'STARTED' });
    await insertAnswer(t, open, e.entries.essay.id, 'Still writing');
    const res = await evaluateAs(e, { taskSubmissionId: open.id, userProfileId: late.profileId });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.attemptNotSubmitted);
  });

  it("refuses an attempt named with another student's profile, and bad input", async () => {
    const e = await markingExam(t);
    await markAll(t, e);
    const wrong = await evaluateAs(e, {
      taskSubmissionId: e.attempts.rohan.id,
      userProfileId: e.students[1].profileId,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(M.attemptNotFound);
    const bad = await evaluateAs(e, {
      taskSubmissionId: 'x',
      userProfileId: e.students[0].profileId,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.id);
    const extra = await evaluateAs(e, {
      taskSubmissionId: e.attempts.rohan.id,
      userProfileId: e.students[0].profileId,
      total: 10,
    });
    expect(extra.statusCode).toBe(400);
    expect((await attemptRow(t, e.attempts.rohan.id))?.status).toBe('SUBMITTED');
  });

  it('refuses a student and a role without finalEvaluation', async () => {
    const e = await markingExam(t);
    await markAll(t, e);
    const params = {
      taskSubmissionId: e.attempts.rohan.id,
      userProfileId: e.students[0].profileId,
    };
    expect((await evaluateAs(e, params, e.students[0])).statusCode).toBe(403);
    expect((await evaluateAs(e, params, await withoutExamActions(t, e))).statusCode).toBe(403);
    expect((await attemptRow(t, e.attempts.rohan.id))?.status).toBe('SUBMITTED');
  });

  it("answers 404 for another institute's group or attempt", async () => {
    const e = await markingExam(t);
    const foreign = await foreignExam(t, e);
    const params = {
      taskSubmissionId: foreign.attempt.id,
      userProfileId: foreign.student.profileId,
    };
    await markAll(t, e);
    const theirs = await evaluateAs(
      e,
      {
        groupId: e.other.klass.id,
        taskSubmissionId: e.attempts.rohan.id,
        userProfileId: e.students[0].profileId,
      },
      e.other.teacher,
    );
    expect(theirs.statusCode).toBe(404);
    expect((await attemptRow(t, e.attempts.rohan.id))?.status).toBe('SUBMITTED');
    const res = await evaluateAs(e, params);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.attemptNotFound);
  });
});
