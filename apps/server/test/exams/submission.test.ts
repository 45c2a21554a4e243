import { ANSWER_GRACE_SECONDS, EXAM_MESSAGES, EXAM_TASK_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { accept, begin, publishedExam, sit, submit } from '../support/exam-flow.js';
import { examCall, examClass, foreignCall, HOUR, MINUTE } from '../support/exam-helpers.js';
import { answersOf, attemptOf } from '../support/exam-rows.js';
import { createMember, createRole } from '../support/factories.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

const t = useTestApp();
guardTenantWrites(t);

async function marksOf(taskId: string, profileId: string) {
  const attempt = await attemptOf(t, taskId, profileId);
  const answers = await answersOf(t, attempt?.id as string);
  return Object.fromEntries(answers.map((a) => [a.examQuestionId, a.marks]));
}

describe('POST examination/submission', () => {
  it('finalises the attempt and grades its MCQ answers; a second call changes nothing', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e);
    const [rohan, meera] = e.students;
    for (const [p, choice] of [
      [rohan, 'B'],
      [meera, 'A'],
    ] as const) {
      await sit(t, e, p, exam, { mcq: choice, essay: 'An essay' });
    }
    t.clock.advance(10 * MINUTE);
    const res = await submit(t, e, rohan, exam.taskId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: EXAM_TASK_TEXTS.submitted,
      data: { status: 'SUBMITTED', taskSubmissionId: expect.any(String) },
    });
    const attempt = await attemptOf(t, exam.taskId, rohan.profileId);
    expect(attempt).toMatchObject({ status: 'SUBMITTED', submittedBy: 'STUDENT' });
    expect(attempt?.submittedAt).toEqual(t.clock.now());
    // The right choice earns the exam question's marks; the essay waits for the teacher.
    expect(await marksOf(exam.taskId, rohan.profileId)).toEqual({
      [exam.mcq]: 2,
      [exam.essay]: null,
    });

    t.clock.advance(MINUTE);
    const again = await submit(t, e, rohan, exam.taskId);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(EXAM_TASK_TEXTS.submitted);
    expect((await attemptOf(t, exam.taskId, rohan.profileId))?.submittedAt).toEqual(
      attempt?.submittedAt,
    );

    await submit(t, e, meera, exam.taskId);
    expect(await marksOf(exam.taskId, meera.profileId)).toEqual({
      [exam.mcq]: 0,
      [exam.essay]: null,
    });
  });

  it('takes the negative marks off a wrong choice, and nothing off an empty one', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e, { config: { negativeMarks: 0.5 } });
    const [rohan, meera] = e.students;
    await sit(t, e, rohan, exam, { mcq: 'D' });
    await submit(t, e, rohan, exam.taskId);
    expect((await marksOf(exam.taskId, rohan.profileId))[exam.mcq]).toBe(-0.5);
    await sit(t, e, meera, exam, { mcq: '' });
    await submit(t, e, meera, exam.taskId);
    expect((await marksOf(exam.taskId, meera.profileId))[exam.mcq]).toBe(0);
  });

  it('records a submission after the end and its grace as the server’s', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e, {
      startAt: t.clock.now(),
      endAt: new Date(t.clock.now().getTime() + HOUR),
    });
    const [rohan] = e.students;
    await begin(t, e, rohan, exam.taskId);
    t.clock.advance(HOUR + (ANSWER_GRACE_SECONDS + 1) * 1000);
    expect((await submit(t, e, rohan, exam.taskId)).statusCode).toBe(200);
    expect((await attemptOf(t, exam.taskId, rohan.profileId))?.submittedBy).toBe('SERVER');
  });

  it('refuses an attempt not begun, a teacher, a role without finalExamSubmit, bad input and another institute', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e);
    const [rohan] = e.students;
    const none = await submit(t, e, rohan, exam.taskId);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(EXAM_MESSAGES.notStarted);
    await accept(t, e, rohan, exam.taskId);
    expect((await submit(t, e, rohan, exam.taskId)).json().message).toBe(EXAM_MESSAGES.notStarted);
    const teacher = await submit(t, e, e.teacher, exam.taskId);
    expect(teacher.statusCode).toBe(403);
    const sitter = await createMember(
      t,
      e.klass,
      await createRole(t, e.institute, ['addUserExamConfig', 'createAnswer']),
    );
    expect((await submit(t, e, sitter, exam.taskId)).statusCode).toBe(403);
    const bad = await examCall(t, rohan, 'POST', 'examination/submission', {
      groupId: e.klass.id,
      academicTaskId: exam.taskId,
      extra: 1,
    });
    expect(bad.statusCode).toBe(400);
    const foreign = await examCall(t, e.other.teacher, 'POST', 'examination/submission', {
      groupId: e.other.klass.id,
      academicTaskId: exam.taskId,
    });
    expect(foreign.statusCode).toBe(403);
    const foreignGroup = await foreignCall(t, e, 'POST', 'examination/submission', {
      groupId: e.klass.id,
      academicTaskId: exam.taskId,
    });
    expect(foreignGroup.statusCode).toBe(404);
  });
});
