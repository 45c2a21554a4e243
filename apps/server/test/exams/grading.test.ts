import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  examAttempts,
  examGradeChanges,
  examQuestionEntries,
  examQuestions,
} from '../../src/db/schema/index.js';
import {
  KEY_CORRECTED_REASON,
  refreshTotal,
  regradeAfterKeyChange,
} from '../../src/modules/exams/marking/grading.js';
import { useTestApp } from '../support/app.js';
import { publishedExam, sit, submit } from '../support/exam-flow.js';
import { examClass } from '../support/exam-helpers.js';
import { answersOf, attemptOf } from '../support/exam-rows.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

const t = useTestApp();
guardTenantWrites(t);
const db = () => t.app.deps.database.db;

/** The bank question behind an exam question. */
async function questionOf(entryId: string) {
  const [row] = await db()
    .select({ id: examQuestionEntries.questionId })
    .from(examQuestionEntries)
    .where(eq(examQuestionEntries.id, entryId));
  return row?.id as string;
}

async function mcqMarks(taskId: string, profileId: string, entryId: string) {
  const attempt = await attemptOf(t, taskId, profileId);
  return (await answersOf(t, attempt?.id as string)).find((a) => a.examQuestionId === entryId)
    ?.marks;
}

/** What the bank does when a key is corrected: writes it, then regrades in the same transaction. */
async function correctKey(questionId: string, key: string, by: string) {
  return db().transaction(async (tx) => {
    const [question] = await tx
      .select({ instituteId: examQuestions.instituteId })
      .from(examQuestions)
      .where(eq(examQuestions.id, questionId));
    const instituteId = question?.instituteId as string;
    await tx
      .update(examQuestions)
      .set({ correctAnswer: key })
      .where(and(eq(examQuestions.instituteId, instituteId), eq(examQuestions.id, questionId)));
    return regradeAfterKeyChange(tx, {
      instituteId,
      questionId,
      changedByProfileId: by,
      now: t.clock.now(),
    });
  });
}

describe('regradeAfterKeyChange', () => {
  it('regrades every finalised attempt, logs each change and refreshes evaluated totals', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e);
    const [rohan, meera] = e.students;
    for (const [p, choice] of [
      [rohan, 'B'],
      [meera, 'C'],
    ] as const) {
      await sit(t, e, p, exam, { mcq: choice });
      await submit(t, e, p, exam.taskId);
    }
    // Meera's attempt was evaluated with the essay marked 4.
    const meeraAttempt = await attemptOf(t, exam.taskId, meera.profileId);
    await db()
      .update(examAttempts)
      .set({ status: 'EVALUATED', total: 4 })
      .where(
        and(
          eq(examAttempts.instituteId, e.institute.id),
          eq(examAttempts.id, meeraAttempt?.id as string),
        ),
      );
    const mcqAnswer = (await answersOf(t, meeraAttempt?.id as string)).find(
      (a) => a.examQuestionId === exam.mcq,
    );
    expect(mcqAnswer?.marks).toBe(0);

    const changed = await correctKey(await questionOf(exam.mcq), 'C', e.teacher.profileId);
    expect(changed).toBe(2);
    expect(await mcqMarks(exam.taskId, rohan.profileId, exam.mcq)).toBe(0);
    expect(await mcqMarks(exam.taskId, meera.profileId, exam.mcq)).toBe(2);
    const changes = await db().select().from(examGradeChanges);
    expect(
      changes.map((c) => [c.attemptId, c.oldMarks, c.newMarks, c.reason, c.changedByProfileId]),
    ).toEqual(
      expect.arrayContaining([
        [meeraAttempt?.id, 0, 2, KEY_CORRECTED_REASON, e.teacher.profileId],
        [
          (await attemptOf(t, exam.taskId, rohan.profileId))?.id,
          2,
          0,
          KEY_CORRECTED_REASON,
          e.teacher.profileId,
        ],
      ]),
    );
    // The evaluated total follows (the essay had no marks stored here: 2 from the MCQ).
    expect((await attemptOf(t, exam.taskId, meera.profileId))?.total).toBe(2);
    expect((await attemptOf(t, exam.taskId, rohan.profileId))?.total).toBeNull();

    // The same key again changes nothing and logs nothing.
    expect(await correctKey(await questionOf(exam.mcq), 'C', e.teacher.profileId)).toBe(0);
    expect(await db().select().from(examGradeChanges)).toHaveLength(2);
  });

  it('leaves attempts still being sat alone', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e);
    const [rohan] = e.students;
    await sit(t, e, rohan, exam, { mcq: 'C' });
    expect(await correctKey(await questionOf(exam.mcq), 'C', e.teacher.profileId)).toBe(0);
    expect(await mcqMarks(exam.taskId, rohan.profileId, exam.mcq)).toBeNull();
    // Graded at submission against the corrected key.
    await submit(t, e, rohan, exam.taskId);
    expect(await mcqMarks(exam.taskId, rohan.profileId, exam.mcq)).toBe(2);
  });
});

describe('refreshTotal', () => {
  it('never goes below zero with negative marks', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e, { config: { negativeMarks: 1 } });
    const [rohan] = e.students;
    await sit(t, e, rohan, exam, { mcq: 'A' });
    await submit(t, e, rohan, exam.taskId);
    const attempt = await attemptOf(t, exam.taskId, rohan.profileId);
    expect(await mcqMarks(exam.taskId, rohan.profileId, exam.mcq)).toBe(-1);
    expect(await refreshTotal(db(), e.institute.id, attempt?.id as string)).toBe(0);
  });
});
