import { EXAM_MESSAGES } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { examAnswers } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import { examCall } from '../support/exam-helpers.js';
import {
  evaluate,
  foreignExam,
  type MarkingExam,
  markAll,
  markingExam,
} from '../support/exam-marking.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

// Exam day's rough edges (issue 22, item 13): the counts of the Publish tab, Save all of marking
// and ending an exam early.

const t = useTestApp();
guardTenantWrites(t);

const answerRow = async (id: string) =>
  (await t.app.deps.database.db.select().from(examAnswers).where(eq(examAnswers.id, id)))[0];

const setupOf = async (e: MarkingExam, taskId: string) => {
  const res = await examCall(t, e.teacher, 'GET', 'exam/config/admin/owner/task/id', {
    groupId: e.klass.id,
    academicTaskId: taskId,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the counts of an exam’s attempts', () => {
  it('count a submitted and an evaluated attempt as started and submitted too', async () => {
    const e = await markingExam(t);
    const before = await setupOf(e, e.task.id);
    expect(before.attemptCounts).toEqual({ total: 2, started: 2, submitted: 2, evaluated: 0 });
    await markAll(t, e);
    expect((await evaluate(t, e, 'rohan')).statusCode).toBe(200);
    const after = await setupOf(e, e.task.id);
    expect(after.attemptCounts).toEqual({ total: 2, started: 2, submitted: 2, evaluated: 1 });
  });
});

describe('PUT exam/marking/all', () => {
  const saveAll = (e: MarkingExam, marks: unknown[], who = e.teacher) =>
    examCall(t, who, 'PUT', 'exam/marking/all', { groupId: e.klass.id, marks });

  it('saves every mark of a class at once', async () => {
    const e = await markingExam(t);
    const res = await saveAll(e, [
      { answerId: e.answers.rohanEssay.id, marks: 4, remarks: 'Good.' },
      { answerId: e.answers.meeraEssay.id, marks: 3 },
      { answerId: e.answers.meeraShort.id, marks: 0 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(EXAM_MESSAGES.marksSaved(3));
    expect(res.json().data.map((d: { data: { marks: number } }) => d.data.marks)).toEqual([
      4, 3, 0,
    ]);
    expect((await answerRow(e.answers.rohanEssay.id))?.remarks).toBe('Good.');
    // Every answer is marked: both attempts may now be evaluated.
    expect((await evaluate(t, e, 'meera')).statusCode).toBe(200);
  });

  it('refuses a bad mark with its place and writes none of the others', async () => {
    const e = await markingExam(t);
    const res = await saveAll(e, [
      { answerId: e.answers.rohanEssay.id, marks: 4 },
      { answerId: e.answers.meeraEssay.id, marks: 9 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      EXAM_MESSAGES.markOfMany(2, 2, EXAM_MESSAGES.marksOverMaximum(5)),
    );
    expect((await answerRow(e.answers.rohanEssay.id))?.marks).toBeNull();
    const unanswered = await saveAll(e, [
      { answerId: e.answers.meeraEssay.id, marks: 2 },
      { answerId: e.answers.rohanShort.id, marks: 1 },
    ]);
    expect(unanswered.statusCode).toBe(400);
    expect((await answerRow(e.answers.meeraEssay.id))?.marks).toBeNull();
    expect((await saveAll(e, [])).statusCode).toBe(400);
  });

  it('is for those who mark, and finds no answer of another institute', async () => {
    const e = await markingExam(t);
    const foreign = await foreignExam(t, e);
    const marks = [{ answerId: e.answers.rohanEssay.id, marks: 4 }];
    expect((await saveAll(e, marks, e.students[0])).statusCode).toBe(403);
    const res = await saveAll(e, [...marks, { answerId: foreign.answer.id, marks: 1 }]);
    expect(res.statusCode).toBe(404);
    expect((await answerRow(e.answers.rohanEssay.id))?.marks).toBeNull();
    expect((await answerRow(foreign.answer.id))?.marks).toBeNull();
  });
});
