import { EXAM_MESSAGES, type GradeChangeLog } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { examCall, withoutExamActions } from '../support/exam-helpers.js';
import {
  evaluate,
  foreignExam,
  type MarkingExam,
  markAll,
  markingExam,
} from '../support/exam-marking.js';
import { attemptRow } from '../support/exam-rows.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

const t = useTestApp();
guardTenantWrites(t);
const M = EXAM_MESSAGES;

const mark = (e: MarkingExam, params: Record<string, unknown>) =>
  examCall(t, e.teacher, 'PUT', 'examination/answer/marking', { groupId: e.klass.id, ...params });

const log = (e: MarkingExam, params: Record<string, unknown> = {}, who = e.teacher) =>
  examCall(t, who, 'GET', 'exam/grade-changes', {
    groupId: e.klass.id,
    academicTaskId: e.task.id,
    ...params,
  });

/** Both attempts marked and evaluated: Rohan 6 of 10, Meera 3. */
async function evaluatedExam() {
  const e = await markingExam(t);
  await markAll(t, e);
  await evaluate(t, e, 'rohan');
  await evaluate(t, e, 'meera');
  return e;
}

describe('a change of marks after evaluation', () => {
  it('needs a reason, and changes nothing without one', async () => {
    const e = await evaluatedExam();
    const res = await mark(e, { answerId: e.answers.rohanEssay.id, marks: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.reason);
    const blank = await mark(e, { answerId: e.answers.rohanEssay.id, marks: 5, reason: '   ' });
    expect(blank.json().message).toBe(M.reason);
    const long = await mark(e, {
      answerId: e.answers.rohanEssay.id,
      marks: 5,
      reason: 'x'.repeat(501),
    });
    expect(long.json().message).toBe(M.reasonTooLong);
    expect((await attemptRow(t, e.attempts.rohan.id))?.total).toBe(6);
    expect((await log(e)).json().items).toEqual([]);
  });

  it('with a reason, is logged (who, when, old, new, why) and the total follows', async () => {
    const e = await evaluatedExam();
    t.clock.advanceSeconds(3600);
    const res = await mark(e, {
      answerId: e.answers.rohanEssay.id,
      marks: 5,
      reason: 'Rechecked: condensation is named on page 2.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.gradeChange).toMatchObject({
      answerId: e.answers.rohanEssay.id,
      attemptId: e.attempts.rohan.id,
      changedBy: 'Asha Test',
      changedAt: t.clock.now().toISOString(),
      oldMarks: 4,
      newMarks: 5,
      reason: 'Rechecked: condensation is named on page 2.',
    });
    expect(body.attempt).toMatchObject({ status: 'EVALUATED', total: 7 });
    expect((await attemptRow(t, e.attempts.rohan.id))?.total).toBe(7);

    const marking = await examCall(
      t,
      e.teacher,
      'GET',
      'examination/answer/academictaskid/admin/owner',
      {
        groupId: e.klass.id,
        academicTaskId: e.task.id,
        userProfileId: e.students[0].profileId,
      },
    );
    const essay = marking
      .json()
      .entries.find((x: { examQuestionId: string }) => x.examQuestionId === e.entries.essay.id);
    expect(essay.gradeChanges).toHaveLength(1);
    expect(essay.gradeChanges[0]).toMatchObject({ oldMarks: 4, newMarks: 5 });
  });

  it('takes a change of remarks alone, or the same marks, without a reason or a log line', async () => {
    const e = await evaluatedExam();
    const res = await mark(e, { answerId: e.answers.meeraEssay.id, marks: 3, remarks: 'See me.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().gradeChange).toBeNull();
    expect((await log(e)).json().items).toEqual([]);
  });
});

describe('GET exam/grade-changes', () => {
  it("lists the exam's changes newest first, with who changed them by name, or one student's", async () => {
    const e = await evaluatedExam();
    await mark(e, { answerId: e.answers.rohanEssay.id, marks: 5, reason: 'Rechecked.' });
    t.clock.advanceSeconds(60);
    await mark(e, { answerId: e.answers.meeraShort.id, marks: 1, reason: 'Partly right.' });
    const res = await log(e);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as GradeChangeLog;
    expect(body.items.map((i) => [i.fullName, i.oldMarks, i.newMarks, i.reason])).toEqual([
      ['Meera Test', 0, 1, 'Partly right.'],
      ['Rohan Test', 4, 5, 'Rechecked.'],
    ]);
    expect(body.items[0]).toMatchObject({
      changedBy: 'Asha Test',
      changedByProfileId: e.teacher.profileId,
      examQuestionId: e.entries.short.id,
      question: 'Name a gas plants take in.',
    });
    const rohan = (
      await log(e, { userProfileId: e.students[0].profileId })
    ).json() as GradeChangeLog;
    expect(rohan.items.map((i) => i.reason)).toEqual(['Rechecked.']);
  });

  it('refuses bad input, a student, a role without the action, another institute', async () => {
    const e = await evaluatedExam();
    const bad = await log(e, { academicTaskId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.id);
    expect((await log(e, {}, e.students[0])).statusCode).toBe(403);
    expect((await log(e, {}, await withoutExamActions(t, e))).statusCode).toBe(403);
    const foreign = await foreignExam(t, e);
    const task = await log(e, { academicTaskId: foreign.task.id });
    expect(task.statusCode).toBe(404);
    expect(task.json().message).toBe(M.taskNotFound);
    const student = await log(e, { userProfileId: foreign.student.profileId });
    expect(student.statusCode).toBe(404);
    expect(student.json().message).toBe(M.attemptNotFound);
    expect((await log(e, { groupId: e.other.klass.id }, e.other.teacher)).statusCode).toBe(404);
  });
});
