import { EXAM_MESSAGES, type ResultSheet, type StudentResult } from '@shala/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, examConfigs, examQuestionOptions } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import { examCall, examClass, withoutExamActions } from '../support/exam-helpers.js';
import {
  evaluate,
  foreignExam,
  insertExam,
  insertQuestionEntry,
  type MarkingExam,
  markAll,
  markingExam,
} from '../support/exam-marking.js';
import { insertAttempt, taskRow } from '../support/exam-rows.js';
import { createClass, createMember } from '../support/factories.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

const t = useTestApp();
guardTenantWrites(t);
const M = EXAM_MESSAGES;
const db = () => t.app.deps.database.db;

const call = (
  e: MarkingExam,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, unknown> = {},
  who = e.teacher,
) => examCall(t, who, method, path, { groupId: e.klass.id, academicTaskId: e.task.id, ...params });

/** Both attempts marked and evaluated: Rohan 6 of 10, Meera 3. */
async function evaluatedExam() {
  const e = await markingExam(t);
  await markAll(t, e);
  await evaluate(t, e, 'rohan');
  await evaluate(t, e, 'meera');
  return e;
}

/** Two more evaluated students (7 and 6) and one who never began: ranks 1, 2, 2, 4. */
async function withMoreStudents(e: MarkingExam) {
  const more = [];
  for (const [firstName, total] of [
    ['Kabir', 7],
    ['=HYPERLINK("http://evil")', 6],
  ] as const) {
    const s = await createMember(t, e.klass, 'STUDENT', { institute: e.institute, firstName });
    await insertAttempt(t, e.task, s.profileId, { status: 'EVALUATED', total });
    more.push(s);
  }
  const absent = await createMember(t, e.klass, 'STUDENT', {
    institute: e.institute,
    firstName: 'Zara',
  });
  await insertAttempt(t, e.task, absent.profileId, { status: 'NOT_STARTED' });
  return { kabir: more[0], formula: more[1], absent };
}

describe('GET exam/results', () => {
  it('gives every taker with status, total, percentage and competition rank, a histogram and progress', async () => {
    const e = await evaluatedExam();
    await withMoreStudents(e);
    const res = await call(e, 'GET', 'exam/results');
    expect(res.statusCode, res.body).toBe(200);
    const sheet = res.json() as ResultSheet;
    expect(sheet).toMatchObject({
      academicTaskId: e.task.id,
      title: 'Unit Test 1',
      maximumMarks: 10,
      status: 'PUBLISHED',
      average: 5.5,
      highest: 7,
      lowest: 3,
      progress: { students: 5, submitted: 4, marked: 4, toMark: 0, evaluated: 4, toEvaluate: 0 },
      resultsPublishedAt: null,
    });
    expect(
      sheet.attempts.map((a) => [a.fullName, a.status, a.total, a.percentage, a.rank]),
    ).toEqual([
      ['Kabir Test', 'EVALUATED', 7, 70, 1],
      ['=HYPERLINK("http://evil") Test', 'EVALUATED', 6, 60, 2],
      ['Rohan Test', 'EVALUATED', 6, 60, 2],
      ['Meera Test', 'EVALUATED', 3, 30, 4],
      ['Zara Test', 'NOT_STARTED', null, null, null],
    ]);
    expect(sheet.histogram.map((b) => b.count)).toEqual([0, 0, 0, 1, 0, 0, 2, 1, 0, 0]);
  });

  it('counts progress while marking: students to mark, attempts to evaluate', async () => {
    const e = await markingExam(t);
    const sheet = (await call(e, 'GET', 'exam/results')).json() as ResultSheet;
    expect(sheet.progress).toEqual({
      students: 2,
      submitted: 2,
      marked: 0,
      toMark: 2,
      evaluated: 0,
      toEvaluate: 2,
    });
    expect(sheet.attempts.map((a) => [a.fullName, a.answered, a.marked, a.toMark])).toEqual([
      ['Meera Test', 3, 1, 2],
      ['Rohan Test', 2, 1, 1],
    ]);
    expect(sheet).toMatchObject({ average: null, highest: null, lowest: null });
  });

  it('refuses bad input, a student, a role without the action, another institute', async () => {
    const e = await markingExam(t);
    const bad = await call(e, 'GET', 'exam/results', { academicTaskId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.id);
    expect((await call(e, 'GET', 'exam/results', {}, e.students[0])).statusCode).toBe(403);
    expect(
      (await call(e, 'GET', 'exam/results', {}, await withoutExamActions(t, e))).statusCode,
    ).toBe(403);
    const foreign = await foreignExam(t, e);
    const other = await call(e, 'GET', 'exam/results', { academicTaskId: foreign.task.id });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(M.taskNotFound);
    const theirs = await call(
      e,
      'GET',
      'exam/results',
      { groupId: e.other.klass.id },
      e.other.teacher,
    );
    expect(theirs.statusCode).toBe(404);
  });

  it('answers 404 for an exam of another class of the same institute', async () => {
    const e = await markingExam(t);
    const sibling = await createClass(t, e.institute, 'Class 5 B');
    const theirs = await insertExam(t, { id: sibling.id, instituteId: e.institute.id });
    const res = await call(e, 'GET', 'exam/results', { academicTaskId: theirs.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.taskNotFound);
  });

  it('reads an exam through its institute too (an admin acting for the whole school)', async () => {
    const e = await markingExam(t);
    const res = await call(e, 'GET', 'exam/results', { groupId: e.institute.id }, e.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().attempts).toHaveLength(2);
  });
});

describe('GET exam/results/csv', () => {
  it('is a CSV with a header, formula cells defused, and a filename', async () => {
    const e = await evaluatedExam();
    await withMoreStudents(e);
    const res = await call(e, 'GET', 'exam/results/csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="unit-test-1-results.csv"',
    );
    expect(res.body.split('\r\n')).toEqual([
      'name,registration no,status,total,maximum,percentage,rank',
      'Kabir Test,,EVALUATED,7,10,70,1',
      `"'=HYPERLINK(""http://evil"") Test",,EVALUATED,6,10,60,2`,
      'Rohan Test,,EVALUATED,6,10,60,2',
      'Meera Test,,EVALUATED,3,10,30,4',
      'Zara Test,,NOT_STARTED,,10,,',
      '',
    ]);
  });

  it('refuses a student and another institute', async () => {
    const e = await markingExam(t);
    expect((await call(e, 'GET', 'exam/results/csv', {}, e.students[1])).statusCode).toBe(403);
    const foreign = await foreignExam(t, e);
    expect(
      (await call(e, 'GET', 'exam/results/csv', { academicTaskId: foreign.task.id })).statusCode,
    ).toBe(404);
  });
});

describe('POST exam/results/publish', () => {
  const publish = (e: MarkingExam, params: Record<string, unknown> = {}, who = e.teacher) =>
    call(e, 'POST', 'exam/results/publish', params, who);

  it('is refused while a submitted attempt is not evaluated', async () => {
    const e = await markingExam(t);
    await markAll(t, e);
    await evaluate(t, e, 'rohan');
    const res = await publish(e);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.notEvaluated(1));
    expect((await taskRow(t, e.task.id))?.status).toBe('PUBLISHED');
  });

  it('is refused while students may still sit the exam, and for a draft', async () => {
    const c = await examClass(t);
    const group = { id: c.klass.id, instituteId: c.institute.id };
    const open = await insertExam(t, group, { endAt: new Date(t.clock.now().getTime() + 60_000) });
    const res = await examCall(t, c.teacher, 'POST', 'exam/results/publish', {
      groupId: c.klass.id,
      academicTaskId: open.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.examStillOpen);
    const draft = await insertExam(t, group, { status: 'DRAFT' });
    const refused = await examCall(t, c.teacher, 'POST', 'exam/results/publish', {
      groupId: c.klass.id,
      academicTaskId: draft.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.taskNotPublished);
  });

  it('publishes once every attempt is evaluated, audited; again changes nothing', async () => {
    const e = await evaluatedExam();
    t.clock.advanceSeconds(120);
    const res = await publish(e);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.resultsPublished,
      status: 'RESULTS_PUBLISHED',
      data: { status: 'RESULTS_PUBLISHED', resultsPublishedAt: t.clock.now().toISOString() },
    });
    const at = t.clock.now().toISOString();
    t.clock.advanceSeconds(120);
    const again = await publish(e);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.resultsPublishedAt).toBe(at);
    const audits = await db()
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'exam.resultsPublished'), eq(auditEvents.targetId, e.task.id)),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.detail).toEqual({ groupId: e.klass.id, name: 'Unit Test 1', evaluated: 2 });
  });

  it('still lets marks be corrected after, with a reason, into the log', async () => {
    const e = await evaluatedExam();
    await publish(e);
    const res = await examCall(t, e.teacher, 'PUT', 'examination/answer/marking', {
      groupId: e.klass.id,
      answerId: e.answers.meeraEssay.id,
      marks: 4,
      reason: 'Re-totalled after publication.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().attempt.total).toBe(4);
    const log = await call(e, 'GET', 'exam/grade-changes');
    expect(log.json().items).toHaveLength(1);
  });

  it('refuses bad input, a student, a role without the action, another institute', async () => {
    const e = await evaluatedExam();
    const bad = await publish(e, { academicTaskId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.id);
    expect((await publish(e, {}, e.students[0])).statusCode).toBe(403);
    expect((await publish(e, {}, await withoutExamActions(t, e))).statusCode).toBe(403);
    const foreign = await foreignExam(t, e);
    const other = await publish(e, { academicTaskId: foreign.task.id });
    expect(other.statusCode).toBe(404);
    expect((await publish(e, { groupId: e.other.klass.id }, e.other.teacher)).statusCode).toBe(404);
    expect((await taskRow(t, foreign.task.id))?.status).toBe('PUBLISHED');
    expect((await taskRow(t, e.task.id))?.status).toBe('PUBLISHED');
  });
});

describe('GET exam/result', () => {
  const result = (e: MarkingExam, who = e.students[0], params: Record<string, unknown> = {}) =>
    call(e, 'GET', 'exam/result', params, who);

  async function publishedExam() {
    const e = await evaluatedExam();
    const res = await call(e, 'POST', 'exam/results/publish');
    expect(res.statusCode, res.body).toBe(200);
    return e;
  }

  it('is refused to the student before publication', async () => {
    const e = await evaluatedExam();
    const res = await result(e);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.resultNotPublished);
  });

  it("shows the student's own result after publication, with marks, remarks and keys", async () => {
    const e = await markingExam(t);
    await examCall(t, e.teacher, 'PUT', 'examination/answer/marking', {
      groupId: e.klass.id,
      answerId: e.answers.rohanEssay.id,
      marks: 4,
      remarks: 'Mention condensation.',
    });
    await markAll(t, e, { rohanEssay: 4, meeraEssay: 3, meeraShort: 0 });
    await evaluate(t, e, 'rohan');
    await evaluate(t, e, 'meera');
    await call(e, 'POST', 'exam/results/publish');
    const res = await result(e);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as StudentResult;
    expect(body).toMatchObject({
      title: 'Unit Test 1',
      groupName: 'Class 5 A',
      fullName: 'Rohan Test',
      maximumMarks: 10,
      total: 6,
      percentage: 60,
      rank: 1,
    });
    expect(body.answers.map((a) => [a.questionId, a.marks, a.remarks, a.correctAnswer])).toEqual([
      [e.entries.mcq.id, 2, null, 'A'],
      [e.entries.essay.id, 4, 'Mention condensation.', 'Evaporation, condensation, precipitation.'],
    ]);
    expect(body.unanswered).toEqual([
      {
        questionId: e.entries.short.id,
        questionType: 'SUBJECTIVE',
        question: 'Name a gas plants take in.',
        maximumMarks: 3,
        correctAnswer: 'Carbon dioxide',
        correctAnswerText: null,
        correctAnswerLetter: null,
      },
    ]);
  });

  it("reads a choice and its key with the options' texts, and says whether it was right", async () => {
    const e = await publishedExam();
    const texts = (a: StudentResult['answers'][number]) => [
      a.questionId,
      a.answer,
      a.answerText,
      a.correctAnswer,
      a.correctAnswerText,
      a.correct,
    ];
    const rohan = (await result(e)).json() as StudentResult;
    expect(rohan.answers.map(texts)).toEqual([
      [e.entries.mcq.id, 'A', 'Option A', 'A', 'Option A', true],
      [
        e.entries.essay.id,
        'Water evaporates and rains.',
        null,
        'Evaporation, condensation, precipitation.',
        null,
        null,
      ],
    ]);
    const meera = (await result(e, e.students[1])).json() as StudentResult;
    expect(meera.answers[0]).toMatchObject({
      questionId: e.entries.mcq.id,
      answer: 'B',
      answerText: 'Option B',
      correctAnswer: 'A',
      correctAnswerText: 'Option A',
      correct: false,
    });
    // The parent reads the same texts.
    const child = await result(e, e.parent, { userProfileId: e.students[0].profileId });
    expect((child.json() as StudentResult).answers.map(texts)).toEqual(rohan.answers.map(texts));
  });

  it("leaves a choice's title alone when its option is gone, and an unanswered MCQ's key in words", async () => {
    const e = await publishedExam();
    // Meera's choice B is no longer an option of the question; Rohan left a new MCQ unanswered.
    await db()
      .update(examQuestionOptions)
      .set({ disabled: true })
      .where(
        and(
          eq(examQuestionOptions.instituteId, e.institute.id),
          eq(examQuestionOptions.questionId, e.entries.mcq.questionId),
          eq(examQuestionOptions.title, 'B'),
        ),
      );
    const meera = (await result(e, e.students[1])).json() as StudentResult;
    expect(meera.answers[0]).toMatchObject({ answer: 'B', answerText: null, correct: false });
    const extra = await insertQuestionEntry(t, e.task, {
      type: 'MCQ_SINGLE',
      question: 'Which is even?',
      marks: 1,
      key: 'B',
      position: 3,
    });
    const rohan = (await result(e)).json() as StudentResult;
    expect(rohan.unanswered.find((u) => u.questionId === extra.id)).toMatchObject({
      correctAnswer: 'B',
      correctAnswerText: 'Option B',
    });
  });

  it('hides the keys when the exam does not show answers after the result', async () => {
    const e = await publishedExam();
    await db()
      .update(examConfigs)
      .set({
        jsonConfig: sql`${examConfigs.jsonConfig} || '{"showAnswersAfterResult": false}'::jsonb`,
      })
      .where(
        and(eq(examConfigs.instituteId, e.institute.id), eq(examConfigs.academicTaskId, e.task.id)),
      );
    const body = (await result(e, e.students[1])).json() as StudentResult;
    expect(body.answers.map((a) => a.correctAnswer)).toEqual([null, null, null]);
    expect(body.answers.map((a) => a.correctAnswerText)).toEqual([null, null, null]);
    // Her own choice still reads in words, and whether it was right (its marks say as much).
    expect(body.answers[0]).toMatchObject({ answerText: 'Option B', correct: false });
    expect(body.unanswered.map((u) => u.correctAnswerText)).toEqual([]);
    expect(body.answers.map((a) => a.marks)).toEqual([0, 3, 0]);
  });

  it("shows a parent their child's result, and nobody else's", async () => {
    const e = await publishedExam();
    const child = await result(e, e.parent, { userProfileId: e.students[0].profileId });
    expect(child.statusCode, child.body).toBe(200);
    expect(child.json().fullName).toBe('Rohan Test');
    const other = await result(e, e.parent, { userProfileId: e.students[1].profileId });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(M.attemptNotFound);
    const own = await result(e, e.parent);
    expect(own.statusCode).toBe(404);
  });

  it("answers 404 for another student's result", async () => {
    const e = await publishedExam();
    const res = await result(e, e.students[0], { userProfileId: e.students[1].profileId });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.attemptNotFound);
  });

  it('tells a student who did not sit the exam so', async () => {
    const e = await evaluatedExam();
    const { absent } = await withMoreStudents(e);
    await call(e, 'POST', 'exam/results/publish');
    const res = await result(e, absent);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.didNotSit);
  });

  it('refuses bad input, a role without the action, another institute', async () => {
    const e = await publishedExam();
    const bad = await result(e, e.students[0], { userProfileId: 'me' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.id);
    expect((await result(e, await withoutExamActions(t, e))).statusCode).toBe(403);
    const foreign = await foreignExam(t, e);
    const other = await result(e, e.students[0], { academicTaskId: foreign.task.id });
    expect(other.statusCode).toBe(404);
    // Their student, in their class, naming our exam and our student.
    const theirs = await examCall(t, foreign.student, 'GET', 'exam/result', {
      groupId: e.other.klass.id,
      academicTaskId: e.task.id,
      userProfileId: e.students[0].profileId,
    });
    expect(theirs.statusCode).toBe(404);
  });
});
