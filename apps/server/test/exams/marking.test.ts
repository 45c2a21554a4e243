import {
  EXAM_MESSAGES,
  EXAM_SUCCESS,
  type QuestionMarking,
  type StudentMarking,
} from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { examAnswers } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import { examCall, withoutExamActions } from '../support/exam-helpers.js';
import {
  foreignExam,
  insertExam,
  insertQuestionEntry,
  type MarkingExam,
  markingExam,
} from '../support/exam-marking.js';
import { insertAnswer, insertAttempt } from '../support/exam-rows.js';
import { createClass, createMember } from '../support/factories.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

const t = useTestApp();
guardTenantWrites(t);
const M = EXAM_MESSAGES;

const mark = (e: MarkingExam, params: Record<string, unknown>, who = e.teacher) =>
  examCall(t, who, 'PUT', 'examination/answer/marking', { groupId: e.klass.id, ...params });

const answerRow = async (id: string) =>
  (await t.app.deps.database.db.select().from(examAnswers).where(eq(examAnswers.id, id)))[0];

describe('PUT examination/answer/marking', () => {
  it('marks an answer with remarks and says so in the words of the spec', async () => {
    const e = await markingExam(t);
    t.clock.advanceSeconds(60);
    const res = await mark(e, {
      answerId: e.answers.rohanEssay.id,
      marks: 4.5,
      remarks: 'Good, but mention condensation.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe(EXAM_SUCCESS.answerMarked);
    expect(body.data).toMatchObject({
      id: e.answers.rohanEssay.id,
      questionId: e.entries.essay.id,
      marks: 4.5,
      remarks: 'Good, but mention condensation.',
      maximumMarks: 5,
    });
    expect(body.gradeChange).toBeNull();
    // The short answer was left blank: nothing is left to mark of Rohan's.
    expect(body.attempt).toMatchObject({
      status: 'SUBMITTED',
      total: null,
      answered: 2,
      marked: 2,
      toMark: 0,
    });
    const row = await answerRow(e.answers.rohanEssay.id);
    expect(row?.markedByProfileId).toBe(e.teacher.profileId);
    expect(row?.markedAt?.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('keeps remarks when a later marking leaves them out, and overrides an MCQ grade', async () => {
    const e = await markingExam(t);
    await mark(e, { answerId: e.answers.meeraEssay.id, marks: 2, remarks: 'Too short.' });
    const again = await mark(e, { answerId: e.answers.meeraEssay.id, marks: 3 });
    expect(again.json().data).toMatchObject({ marks: 3, remarks: 'Too short.' });
    const mcq = await mark(e, { answerId: e.answers.meeraMcq.id, marks: 1 });
    expect(mcq.statusCode, mcq.body).toBe(200);
  });

  it('refuses marks above the exam question maximum, and bad input, changing nothing', async () => {
    const e = await markingExam(t);
    const over = await mark(e, { answerId: e.answers.rohanEssay.id, marks: 5.5 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(M.marksOverMaximum(5));
    for (const [params, message] of [
      [{ answerId: e.answers.rohanEssay.id, marks: -1 }, M.marks],
      [{ answerId: e.answers.rohanEssay.id, marks: 1.234 }, M.marks],
      [{ answerId: e.answers.rohanEssay.id, marks: 'ten' }, M.marks],
      [{ answerId: 'nope', marks: 1 }, M.id],
      [{ answerId: e.answers.rohanEssay.id, marks: 1, remarks: 'x'.repeat(2001) }, M.remarks],
    ] as const) {
      const res = await mark(e, params);
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await answerRow(e.answers.rohanEssay.id))?.marks).toBeNull();
  });

  it('refuses to mark an unanswered question: it counts 0', async () => {
    const e = await markingExam(t);
    const res = await mark(e, { answerId: e.answers.rohanShort.id, marks: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.unanswered);
  });

  it('refuses an answer of an attempt that has not been submitted', async () => {
    const e = await markingExam(t);
    const late = await createMember(t, e.klass, 'STUDENT', { institute: e.institute });
    const open = await insertAttempt(t, e.task, late.profileId, { status: 'STARTED' });
    const answer = await insertAnswer(t, open, e.entries.essay.id, 'Still writing');
    const res = await mark(e, { answerId: answer.id, marks: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.attemptNotSubmitted);
  });

  it('refuses a student and a role without finalEvaluation', async () => {
    const e = await markingExam(t);
    const student = await mark(e, { answerId: e.answers.rohanEssay.id, marks: 5 }, e.students[0]);
    expect(student.statusCode).toBe(403);
    const plain = await withoutExamActions(t, e);
    const custom = await mark(e, { answerId: e.answers.rohanEssay.id, marks: 5 }, plain);
    expect(custom.statusCode).toBe(403);
    expect((await answerRow(e.answers.rohanEssay.id))?.marks).toBeNull();
  });

  it("answers 404 for another institute's group or answer", async () => {
    const e = await markingExam(t);
    const foreign = await foreignExam(t, e);
    // Their teacher, in their class, naming our answer.
    const theirs = await mark(
      e,
      { groupId: e.other.klass.id, answerId: e.answers.rohanEssay.id, marks: 1 },
      e.other.teacher,
    );
    expect(theirs.statusCode).toBe(404);
    expect((await answerRow(e.answers.rohanEssay.id))?.marks).toBeNull();
    const answer = await mark(e, { answerId: foreign.answer.id, marks: 1 });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe(M.answerNotFound);
    expect((await answerRow(foreign.answer.id))?.marks).toBeNull();
  });

  it('answers 404 for an answer of another class of the same institute', async () => {
    const e = await markingExam(t);
    const sibling = await createClass(t, e.institute, 'Class 5 B');
    const group = { id: sibling.id, instituteId: e.institute.id };
    const student = await createMember(t, sibling, 'STUDENT', { institute: e.institute });
    const task = await insertExam(t, group);
    const entry = await insertQuestionEntry(t, task, {
      type: 'SUBJECTIVE',
      question: 'Sibling question',
      marks: 2,
      position: 0,
    });
    const attempt = await insertAttempt(t, task, student.profileId);
    const answer = await insertAnswer(t, attempt, entry.id, 'Sibling answer');
    const res = await mark(e, { answerId: answer.id, marks: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.answerNotFound);
    const evaluation = await examCall(t, e.teacher, 'POST', 'examination/evaluation', {
      groupId: e.klass.id,
      taskSubmissionId: attempt.id,
      userProfileId: student.profileId,
    });
    expect(evaluation.statusCode).toBe(404);
  });
});

describe('GET examination/answer/academictaskid/admin/owner', () => {
  const read = (e: MarkingExam, profileId: string, who = e.teacher) =>
    examCall(t, who, 'GET', 'examination/answer/academictaskid/admin/owner', {
      groupId: e.klass.id,
      academicTaskId: e.task.id,
      userProfileId: profileId,
    });

  it("lists every exam question of the attempt in the student's order, answered or not", async () => {
    const e = await markingExam(t);
    const res = await read(e, e.students[0].profileId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as StudentMarking;
    expect(body.attempt).toMatchObject({
      taskSubmissionId: e.attempts.rohan.id,
      status: 'SUBMITTED',
      answered: 2,
      marked: 1,
      toMark: 1,
      total: null,
      rank: null,
    });
    expect(body.entries.map((x) => x.examQuestionId)).toEqual([
      e.entries.short.id,
      e.entries.mcq.id,
      e.entries.essay.id,
    ]);
    const [short, mcq, essay] = body.entries;
    expect(short).toMatchObject({ position: 0, answer: null, maximumMarks: 3, gradeChanges: [] });
    expect(mcq).toMatchObject({ correctAnswer: 'A', questionType: 'MCQ_SINGLE' });
    expect(mcq?.objectiveOptions.map((o) => o.title)).toEqual(['A', 'B']);
    expect(mcq?.answer).toMatchObject({ answer: 'A', marks: 2 });
    expect(essay?.answer).toMatchObject({ id: e.answers.rohanEssay.id, marks: null });
  });

  it('refuses bad input, a student, a role without the action, another institute', async () => {
    const e = await markingExam(t);
    const bad = await examCall(
      t,
      e.teacher,
      'GET',
      'examination/answer/academictaskid/admin/owner',
      {
        groupId: e.klass.id,
        academicTaskId: e.task.id,
        userProfileId: 'me',
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.id);
    expect((await read(e, e.students[0].profileId, e.students[0])).statusCode).toBe(403);
    expect(
      (await read(e, e.students[0].profileId, await withoutExamActions(t, e))).statusCode,
    ).toBe(403);
    const foreign = await foreignExam(t, e);
    const res = await examCall(
      t,
      e.teacher,
      'GET',
      'examination/answer/academictaskid/admin/owner',
      {
        groupId: e.klass.id,
        academicTaskId: foreign.task.id,
        userProfileId: foreign.student.profileId,
      },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.taskNotFound);
    const noAttempt = await read(e, e.parent.profileId);
    expect(noAttempt.statusCode).toBe(404);
    expect(noAttempt.json().message).toBe(M.attemptNotFound);
  });
});

describe('GET exam/marking/question', () => {
  const read = (e: MarkingExam, examQuestionId: string, who = e.teacher) =>
    examCall(t, who, 'GET', 'exam/marking/question', {
      groupId: e.klass.id,
      academicTaskId: e.task.id,
      examQuestionId,
    });

  it("lists every submitted attempt's answer to one question, with progress", async () => {
    const e = await markingExam(t);
    const res = await read(e, e.entries.short.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as QuestionMarking;
    expect(body).toMatchObject({ position: 2, maximumMarks: 3, marked: 0, toMark: 1 });
    expect(body.rows.map((r) => [r.attempt.userProfileId, r.answer?.answer ?? null])).toEqual([
      [e.students[1].profileId, 'Oxygen'],
      [e.students[0].profileId, null],
    ]);
    await mark(e, { answerId: e.answers.meeraShort.id, marks: 0, remarks: 'Plants take in CO2.' });
    const after = (await read(e, e.entries.short.id)).json() as QuestionMarking;
    expect(after).toMatchObject({ marked: 1, toMark: 0 });
  });

  it('refuses bad input, a student, a role without the action, another institute', async () => {
    const e = await markingExam(t);
    const bad = await read(e, '12');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.id);
    expect((await read(e, e.entries.essay.id, e.students[1])).statusCode).toBe(403);
    expect((await read(e, e.entries.essay.id, await withoutExamActions(t, e))).statusCode).toBe(
      403,
    );
    const foreign = await foreignExam(t, e);
    const other = await read(e, foreign.entry.id);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(M.examQuestionNotFound);
    const theirs = await examCall(t, e.other.teacher, 'GET', 'exam/marking/question', {
      groupId: e.other.klass.id,
      academicTaskId: e.task.id,
      examQuestionId: e.entries.essay.id,
    });
    expect(theirs.statusCode).toBe(404);
  });
});
