import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { examAnswers, examGradeChanges } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import { examClass } from '../support/exam-helpers.js';
import { createdQuestion, mcqForm, sendQuestion } from '../support/exam-questions.js';
import { examHolding, insertAnswer, insertAttempt, insertConfig } from '../support/exam-rows.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

const t = useTestApp();
guardTenantWrites(t);
const db = () => t.app.deps.database.db;

describe('PUT rest/examination/question with a corrected MCQ key', () => {
  it("regrades the submitted attempts' answers in the same change when an MCQ's key is corrected", async () => {
    const s = await examClass(t);
    const q = await createdQuestion(t, s.teacher, mcqForm(s.klass.id));
    const { task, entries } = await examHolding(t, s.klass, [q.id], 'PUBLISHED');
    await insertConfig(t, task);
    const attempt = await insertAttempt(t, task, s.students[0].profileId);
    const answer = await insertAnswer(t, attempt, entries[0]?.id as string, 'B', { marks: 0 });
    const res = await sendQuestion(
      t,
      s.teacher,
      mcqForm(s.klass.id, { id: q.id, correctAnswer: 'B' }),
      undefined,
      'PUT',
    );
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await db().select().from(examAnswers).where(eq(examAnswers.id, answer.id));
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
