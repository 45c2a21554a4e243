import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  examAnswers,
  examQuestionEntries,
  examQuestions,
  examResultFigures,
  examSubjectMarks,
} from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import { examCall, examFormCall } from '../support/exam-helpers.js';
import { evaluate, type MarkingExam, markAll, markingExam } from '../support/exam-marking.js';
import { subjectiveForm } from '../support/exam-questions.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

// Each evaluated attempt's marks by subject (its questions' category) and for the whole exam
// ('') are kept by the exams module, and each exam's results summed from them, for Statistics:
// counted at evaluation and again whenever they may change, never left behind by a correction.

const t = useTestApp();
guardTenantWrites(t);
const db = () => t.app.deps.database.db;

/** The MCQ (2 marks) in Mathematics, the essay (5) and short answer (3) in Science. */
async function exam() {
  const e = await markingExam(t);
  const questions = await questionIdsOf(e);
  await db()
    .update(examQuestions)
    .set({ category: 'Mathematics' })
    .where(and(eq(examQuestions.instituteId, e.institute.id), eq(examQuestions.id, questions.mcq)));
  await db()
    .update(examQuestions)
    .set({ category: ' Science ' })
    .where(
      and(
        eq(examQuestions.instituteId, e.institute.id),
        inArray(examQuestions.id, [questions.essay, questions.short]),
      ),
    );
  return { ...e, questions };
}

/** The bank questions behind the exam's entries. */
async function questionIdsOf(e: MarkingExam) {
  const rows = await db()
    .select({ id: examQuestionEntries.id, questionId: examQuestionEntries.questionId })
    .from(examQuestionEntries)
    .where(eq(examQuestionEntries.academicTaskId, e.task.id));
  const of = (entryId: string) => rows.find((r) => r.id === entryId)?.questionId as string;
  return {
    mcq: of(e.entries.mcq.id),
    essay: of(e.entries.essay.id),
    short: of(e.entries.short.id),
  };
}

/** An attempt's kept marks by subject ('' the whole exam), in subject order. */
const kept = async (attemptId: string) =>
  (
    await db()
      .select({
        subject: examSubjectMarks.subject,
        scored: examSubjectMarks.scored,
        maximum: examSubjectMarks.maximum,
      })
      .from(examSubjectMarks)
      .where(eq(examSubjectMarks.attemptId, attemptId))
  ).sort((a, b) => a.subject.localeCompare(b.subject));

/** The exam's kept results by subject ('' the whole exam), in subject order. */
const figures = async (taskId: string) =>
  (
    await db()
      .select({
        subject: examResultFigures.subject,
        attempts: examResultFigures.attempts,
        percentSum: examResultFigures.percentSum,
        passed: examResultFigures.passed,
      })
      .from(examResultFigures)
      .where(eq(examResultFigures.academicTaskId, taskId))
  )
    .filter((f) => f.attempts > 0)
    .sort((a, b) => a.subject.localeCompare(b.subject));

describe('the marks by subject of an evaluated attempt', () => {
  it('are counted at evaluation (unanswered 0, trimmed category), and none before it', async () => {
    const e = await exam();
    await markAll(t, e, { rohanEssay: 4, meeraEssay: 3, meeraShort: 1 });
    expect(await kept(e.attempts.rohan.id)).toEqual([]);
    expect((await evaluate(t, e, 'rohan')).statusCode).toBe(200);
    expect(await kept(e.attempts.rohan.id)).toEqual([
      { subject: '', scored: 6, maximum: 10 },
      { subject: 'Mathematics', scored: 2, maximum: 2 },
      { subject: 'Science', scored: 4, maximum: 8 },
    ]);
    expect(await kept(e.attempts.meera.id)).toEqual([]);
    expect(await figures(e.task.id)).toEqual([
      { subject: '', attempts: 1, percentSum: 60, passed: 1 },
      { subject: 'Mathematics', attempts: 1, percentSum: 100, passed: 1 },
      { subject: 'Science', attempts: 1, percentSum: 50, passed: 1 },
    ]);
  });

  it("sum each exam's results over its evaluated attempts, two evaluated at the same moment", async () => {
    const e = await exam();
    await markAll(t, e, { rohanEssay: 4, meeraEssay: 1, meeraShort: 0 });
    const both = await Promise.all([evaluate(t, e, 'rohan'), evaluate(t, e, 'meera')]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    // Rohan 6 of 10 (Mathematics 2 of 2, Science 4 of 8); Meera 1 of 10 (0 of 2, 1 of 8).
    expect(await figures(e.task.id)).toEqual([
      { subject: '', attempts: 2, percentSum: 70, passed: 1 },
      { subject: 'Mathematics', attempts: 2, percentSum: 100, passed: 1 },
      { subject: 'Science', attempts: 2, percentSum: 62.5, passed: 1 },
    ]);
  });

  it('never go below 0 in a subject, whatever a wrong MCQ took away', async () => {
    const e = await exam();
    await db()
      .update(examAnswers)
      .set({ marks: -1 })
      .where(
        and(eq(examAnswers.instituteId, e.institute.id), eq(examAnswers.id, e.answers.meeraMcq.id)),
      );
    await markAll(t, e, { rohanEssay: 4, meeraEssay: 3, meeraShort: 1 });
    expect((await evaluate(t, e, 'meera')).statusCode).toBe(200);
    // The whole exam: -1 + 3 + 1 = 3; Mathematics alone would be -1.
    expect(await kept(e.attempts.meera.id)).toEqual([
      { subject: '', scored: 3, maximum: 10 },
      { subject: 'Mathematics', scored: 0, maximum: 2 },
      { subject: 'Science', scored: 4, maximum: 8 },
    ]);
  });

  it('follow a correction of marks after evaluation and a question disabled', async () => {
    const e = await exam();
    await markAll(t, e);
    await evaluate(t, e, 'rohan');
    const corrected = await examCall(t, e.teacher, 'PUT', 'examination/answer/marking', {
      groupId: e.klass.id,
      answerId: e.answers.rohanEssay.id,
      marks: 5,
      reason: 'Second reading',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await kept(e.attempts.rohan.id)).toEqual([
      { subject: '', scored: 7, maximum: 10 },
      { subject: 'Mathematics', scored: 2, maximum: 2 },
      { subject: 'Science', scored: 5, maximum: 8 },
    ]);
    expect(await figures(e.task.id)).toEqual([
      { subject: '', attempts: 1, percentSum: 70, passed: 1 },
      { subject: 'Mathematics', attempts: 1, percentSum: 100, passed: 1 },
      { subject: 'Science', attempts: 1, percentSum: 62.5, passed: 1 },
    ]);
    const disabled = await examCall(t, e.teacher, 'DELETE', 'examination/exam/question/disable', {
      groupId: e.klass.id,
      id: e.entries.mcq.id,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(await kept(e.attempts.rohan.id)).toEqual([
      { subject: '', scored: 5, maximum: 8 },
      { subject: 'Science', scored: 5, maximum: 8 },
    ]);
    expect(await figures(e.task.id)).toEqual([
      { subject: '', attempts: 1, percentSum: 62.5, passed: 1 },
      { subject: 'Science', attempts: 1, percentSum: 62.5, passed: 1 },
    ]);
  });

  it('move with a question that changes subject in the bank, and stay when only its words change', async () => {
    const e = await exam();
    await markAll(t, e);
    await evaluate(t, e, 'rohan');
    const edit = (over: Record<string, string>) =>
      examFormCall(
        t,
        e.teacher,
        'PUT',
        'examination/question',
        subjectiveForm(e.klass.id, {
          id: e.questions.essay,
          question: 'Describe the water cycle.',
          ...over,
        }),
      );
    const renamed = await edit({ questionCategory: 'Geography' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await kept(e.attempts.rohan.id)).toEqual([
      { subject: '', scored: 6, maximum: 10 },
      { subject: 'Geography', scored: 4, maximum: 5 },
      { subject: 'Mathematics', scored: 2, maximum: 2 },
      { subject: 'Science', scored: 0, maximum: 3 },
    ]);
    // Science's attempt now fails (0 of 3); Geography's passes (4 of 5).
    expect(await figures(e.task.id)).toEqual([
      { subject: '', attempts: 1, percentSum: 60, passed: 1 },
      { subject: 'Geography', attempts: 1, percentSum: 80, passed: 1 },
      { subject: 'Mathematics', attempts: 1, percentSum: 100, passed: 1 },
      { subject: 'Science', attempts: 1, percentSum: 0, passed: 0 },
    ]);
    const reworded = await edit({ questionCategory: 'Geography', question: 'The water cycle?' });
    expect(reworded.statusCode, reworded.body).toBe(200);
    expect(await kept(e.attempts.rohan.id)).toHaveLength(4);
  });
});
