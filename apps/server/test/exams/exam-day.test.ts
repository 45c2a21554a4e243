import { EXAM_ENDED_ACTION, EXAM_MESSAGES } from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  examAnswers,
  examAttempts,
  examQuestionOptions,
  notifications,
} from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import { accept, publishedExam, saveAnswer, sit, start, submit } from '../support/exam-flow.js';
import { type ExamClass, examCall, examClass, HOUR } from '../support/exam-helpers.js';
import {
  evaluate,
  foreignExam,
  type MarkingExam,
  markAll,
  markingExam,
} from '../support/exam-marking.js';
import { answersOf, attemptOf, taskRow } from '../support/exam-rows.js';
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

describe('POST exam/end', () => {
  const end = (e: ExamClass, taskId: string, forEveryone?: boolean, who = e.teacher) =>
    examCall(t, who, 'POST', 'exam/end', {
      groupId: e.klass.id,
      academicTaskId: taskId,
      ...(forEveryone === undefined ? {} : { forEveryone }),
    });

  it('ends an exam once every student has submitted, so its results can be published', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e);
    const [rohan, meera] = e.students;
    await sit(t, e, rohan, exam, { mcq: 'B', essay: 'Water evaporates.' });
    await sit(t, e, meera, exam, { mcq: 'A' });
    expect((await submit(t, e, rohan, exam.taskId)).statusCode).toBe(200);
    // Meera is still writing: refused, and nothing changes.
    const early = await end(e, exam.taskId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(EXAM_MESSAGES.stillSitting(1, 0));
    expect((await submit(t, e, meera, exam.taskId)).statusCode).toBe(200);
    t.clock.advanceSeconds(60);
    const res = await end(e, exam.taskId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: EXAM_MESSAGES.examEnded(0),
      data: { endDateTime: t.clock.now().toISOString(), finalised: 0, notStarted: 0 },
    });
    expect((await taskRow(t, exam.taskId))?.endAt).toEqual(t.clock.now());
    // The same period: mark, evaluate and publish.
    for (const student of [rohan, meera]) {
      const attempt = await attemptOf(t, exam.taskId, student.profileId);
      for (const answer of await answersOf(t, attempt?.id as string)) {
        if (answer.marks !== null || answer.answer.trim() === '') continue;
        const marked = await examCall(t, e.teacher, 'PUT', 'examination/answer/marking', {
          groupId: e.klass.id,
          answerId: answer.id,
          marks: 3,
        });
        expect(marked.statusCode, marked.body).toBe(200);
      }
      const evaluated = await examCall(t, e.teacher, 'POST', 'examination/evaluation', {
        groupId: e.klass.id,
        taskSubmissionId: attempt?.id,
        userProfileId: student.profileId,
      });
      expect(evaluated.statusCode, evaluated.body).toBe(200);
    }
    const published = await examCall(t, e.teacher, 'POST', 'exam/results/publish', {
      groupId: e.klass.id,
      academicTaskId: exam.taskId,
    });
    expect(published.statusCode, published.body).toBe(200);
    // Once closed, it cannot be ended again.
    expect((await end(e, exam.taskId, true)).statusCode).toBe(409);
  });

  it('ends it for everyone: open attempts are submitted as they stand, nobody else begins', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e);
    const [rohan, meera] = e.students;
    await sit(t, e, rohan, exam, { mcq: 'B' });
    expect((await accept(t, e, meera, exam.taskId)).statusCode).toBe(200);
    // Meera has extra time, which would let her begin after the close.
    await examCall(t, e.teacher, 'PUT', 'exam/accommodation', {
      groupId: e.klass.id,
      academicTaskId: exam.taskId,
      userProfileId: meera.profileId,
      extraMinutes: 30,
    });
    const refused = await end(e, exam.taskId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(EXAM_MESSAGES.stillSitting(1, 1));
    expect((await attemptOf(t, exam.taskId, rohan.profileId))?.status).toBe('STARTED');

    const res = await end(e, exam.taskId, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(EXAM_MESSAGES.examEnded(1));
    expect(res.json().data).toMatchObject({ finalised: 1, notStarted: 1 });
    const rohanAttempt = await attemptOf(t, exam.taskId, rohan.profileId);
    expect(rohanAttempt).toMatchObject({ status: 'SUBMITTED', submittedBy: 'TEACHER' });
    // Graded as at any end: the MCQ's key is B.
    expect((await answersOf(t, rohanAttempt?.id as string))[0]?.marks).toBe(2);
    // Meera can no longer begin, and Rohan can no longer save.
    const late = await start(t, e, meera, exam.taskId);
    expect(late.statusCode).toBe(409);
    const save = await saveAnswer(t, e, rohan, {
      taskId: exam.taskId,
      questionId: exam.essay,
      answer: 'Too late',
      version: 1,
    });
    expect(save.statusCode).toBe(409);
    // Both hear of it: an "Exam ended" notice naming the exam, which the open window acts on.
    const notices = await t.app.deps.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'exam.ended'));
    expect(notices.map((n) => n.profileId).sort()).toEqual(
      [rohan.profileId, meera.profileId].sort(),
    );
    expect(notices.every((n) => n.featureId === exam.taskId)).toBe(true);
    expect(notices.every((n) => n.featureAction === EXAM_ENDED_ACTION)).toBe(true);
  });

  it('is refused before the exam opens, for a draft, to students and to another institute', async () => {
    const e = await examClass(t);
    const now = t.clock.now();
    const later = await publishedExam(t, e, {
      startAt: new Date(now.getTime() + HOUR),
      endAt: new Date(now.getTime() + 2 * HOUR),
    });
    expect((await end(e, later.taskId, true)).json().message).toBe(EXAM_MESSAGES.notOpenYet);
    const exam = await publishedExam(t, e);
    expect((await end(e, exam.taskId, true, e.students[0])).statusCode).toBe(403);
    const foreign = await examCall(t, e.other.teacher, 'POST', 'exam/end', {
      groupId: e.other.klass.id,
      academicTaskId: exam.taskId,
      forEveryone: true,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await taskRow(t, exam.taskId))?.status).toBe('PUBLISHED');
    expect((await taskRow(t, exam.taskId))?.endAt.getTime()).toBeGreaterThan(
      t.clock.now().getTime(),
    );
  });
});

describe('the letters of shuffled options', () => {
  it('name the answer and the key by the letters the student saw, in the result', async () => {
    const e = await markingExam(t);
    const db = t.app.deps.database.db;
    // Rohan saw the MCQ's options shuffled: B first, then A (the key, which he chose).
    const options = await db
      .select()
      .from(examQuestionOptions)
      .where(eq(examQuestionOptions.questionId, e.entries.mcq.questionId))
      .orderBy(examQuestionOptions.title);
    const [a, b] = options.map((o) => o.id);
    await db
      .update(examAttempts)
      .set({ optionOrder: { [e.entries.mcq.id]: [b as string, a as string] } })
      .where(
        and(eq(examAttempts.instituteId, e.institute.id), eq(examAttempts.id, e.attempts.rohan.id)),
      );
    await markAll(t, e);
    expect((await evaluate(t, e, 'rohan')).statusCode).toBe(200);
    expect((await evaluate(t, e, 'meera')).statusCode).toBe(200);
    const publish = await examCall(t, e.teacher, 'POST', 'exam/results/publish', {
      groupId: e.klass.id,
      academicTaskId: e.task.id,
    });
    expect(publish.statusCode, publish.body).toBe(200);
    const res = await examCall(t, e.students[0], 'GET', 'exam/result', {
      groupId: e.klass.id,
      academicTaskId: e.task.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const mcq = res
      .json()
      .answers.find((x: { questionId: string }) => x.questionId === e.entries.mcq.id);
    expect(mcq).toMatchObject({ answer: 'A', answerLetter: 'B', correctAnswerLetter: 'B' });
    // The teacher marking Rohan sees the options in his order.
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
    expect(marking.statusCode, marking.body).toBe(200);
    const entry = JSON.stringify(marking.json());
    expect(entry.indexOf(`"id":"${b}"`)).toBeLessThan(entry.indexOf(`"id":"${a}"`));
  });
});
