import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  examAnswers,
  examAttempts,
  examConfigs,
  examGradeChanges,
} from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import { examClass } from '../support/exam-helpers.js';
import { createdQuestion, examHolding, mcqForm, sendQuestion } from './question-bank-fixtures.js';

const t = useTestApp();
const db = () => t.app.deps.database.db;

describe('PUT rest/examination/question with a corrected MCQ key', () => {
  it("regrades the submitted attempts' answers in the same change when an MCQ's key is corrected", async () => {
    const s = await examClass(t);
    const q = await createdQuestion(t, s.teacher, mcqForm(s.klass.id));
    const { task, entries } = await examHolding(t, s.klass, [q.id], 'PUBLISHED');
    const now = t.clock.now();
    await db()
      .insert(examConfigs)
      .values({
        instituteId: task.instituteId,
        groupId: task.groupId,
        academicTaskId: task.id,
        examinationType: 'OBJECTIVE',
        examCategory: 'CLASS_TEST',
        jsonConfig: {
          shuffleQuestions: false,
          shuffleOptions: false,
          durationMinutes: null,
          showAnswersAfterResult: true,
          negativeMarks: 0,
        },
        createdAt: now,
        updatedAt: now,
      });
    const [attempt] = await db()
      .insert(examAttempts)
      .values({
        instituteId: task.instituteId,
        groupId: task.groupId,
        academicTaskId: task.id,
        profileId: s.students[0].profileId,
        status: 'SUBMITTED',
        submittedAt: now,
        createdAt: now,
      })
      .returning();
    const [answer] = await db()
      .insert(examAnswers)
      .values({
        instituteId: task.instituteId,
        groupId: task.groupId,
        attemptId: attempt?.id as string,
        academicTaskId: task.id,
        examQuestionId: entries[0]?.id as string,
        profileId: s.students[0].profileId,
        answer: 'B',
        savedAt: now,
        marks: 0,
      })
      .returning();
    const res = await sendQuestion(
      t,
      s.teacher,
      mcqForm(s.klass.id, { id: q.id, correctAnswer: 'B' }),
      undefined,
      'PUT',
    );
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await db()
      .select()
      .from(examAnswers)
      .where(eq(examAnswers.id, answer?.id as string));
    expect(after?.marks).toBe(2);
    const changes = await db().select().from(examGradeChanges);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      oldMarks: 0,
      newMarks: 2,
      changedByProfileId: s.teacher.profileId,
    });
  });
});
