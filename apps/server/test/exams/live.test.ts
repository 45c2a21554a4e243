import { EXAM_MESSAGES, EXAM_TASK_TEXTS, ONLINE_WITHIN_SECONDS } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import { begin, draftTask, publishedExam, saveAnswer, sit, submit } from '../support/exam-flow.js';
import { examCall, examClass, foreignCall, HOUR, MINUTE } from '../support/exam-helpers.js';
import { attemptOf } from '../support/exam-rows.js';
import { createMember, createRole } from '../support/factories.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

const t = useTestApp();
guardTenantWrites(t);

describe('GET exam/live', () => {
  it('shows each student’s state, progress and whether it was seen within a minute', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e);
    const [rohan, meera] = e.students;
    await sit(t, e, rohan, exam, { mcq: 'B', essay: 'Essay' });
    const live = async () => {
      const res = await examCall(t, e.teacher, 'GET', 'exam/live', {
        groupId: e.klass.id,
        academicTaskId: exam.taskId,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const view = await live();
    expect(view.academicTaskId).toBe(exam.taskId);
    const byId = (v: { attempts: { userProfileId: string; online: boolean }[] }, id: string) =>
      v.attempts.find((a) => a.userProfileId === id);
    expect(byId(view, rohan.profileId)).toMatchObject({
      status: 'STARTED',
      answered: 2,
      online: true,
      fullName: expect.stringContaining('Rohan'),
    });
    expect(byId(view, meera.profileId)).toMatchObject({
      status: 'NOT_STARTED',
      answered: 0,
      online: false,
      startAt: null,
    });
    t.clock.advance((ONLINE_WITHIN_SECONDS + 1) * 1000);
    expect(byId(await live(), rohan.profileId)?.online).toBe(false);
    await submit(t, e, rohan, exam.taskId);
    // The MCQ is marked at submission; the essay waits for the teacher.
    expect(byId(await live(), rohan.profileId)).toMatchObject({
      status: 'SUBMITTED',
      submittedBy: 'STUDENT',
      answered: 2,
      marked: 1,
      toMark: 1,
    });
  });

  it('refuses a student, a role without getExamConfig, and another institute', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e);
    const query = { groupId: e.klass.id, academicTaskId: exam.taskId };
    expect((await examCall(t, e.students[0], 'GET', 'exam/live', query)).statusCode).toBe(403);
    const reader = await createMember(
      t,
      e.klass,
      await createRole(t, e.institute, ['getExamConfigForMember']),
    );
    expect((await examCall(t, reader, 'GET', 'exam/live', query)).statusCode).toBe(403);
    expect((await foreignCall(t, e, 'GET', 'exam/live', query)).statusCode).toBe(404);
    const theirs = await examCall(t, e.other.teacher, 'GET', 'exam/live', {
      groupId: e.other.klass.id,
      academicTaskId: exam.taskId,
    });
    expect(theirs.statusCode).toBe(404);
    const bad = await examCall(t, e.teacher, 'GET', 'exam/live', { groupId: e.klass.id });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT exam/accommodation', () => {
  it("moves a sitting student's end at once, and records who gave how much", async () => {
    const e = await examClass(t);
    const now = t.clock.now();
    const exam = await publishedExam(t, e, { startAt: now, endAt: new Date(now.getTime() + HOUR) });
    const [rohan] = e.students;
    await begin(t, e, rohan, exam.taskId);
    t.clock.advance(30 * MINUTE);
    const res = await examCall(t, e.teacher, 'PUT', 'exam/accommodation', {
      groupId: e.klass.id,
      academicTaskId: exam.taskId,
      userProfileId: rohan.profileId,
      extraMinutes: 15,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: EXAM_TASK_TEXTS.extraTime,
      data: {
        userProfileId: rohan.profileId,
        extraMinutes: 15,
        endAt: new Date(now.getTime() + HOUR + 15 * MINUTE).toISOString(),
      },
    });
    // The student sees the new end, and may save past the old one.
    const config = (
      await examCall(t, rohan, 'GET', 'examination/start', {
        groupId: e.klass.id,
        academicTaskId: exam.taskId,
      })
    ).json();
    expect(config.endAt).toBe(new Date(now.getTime() + HOUR + 15 * MINUTE).toISOString());
    t.clock.advance(40 * MINUTE);
    const save = await saveAnswer(t, e, rohan, {
      taskId: exam.taskId,
      questionId: exam.mcq,
      answer: 'B',
      version: 1,
    });
    expect(save.statusCode, save.body).toBe(200);
    const [audit] = await t.app.deps.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'exam.extraTimeGiven'));
    expect(audit?.detail).toMatchObject({ from: 0, to: 15, title: 'Unit Test 1' });
    // Less time again: the end comes back.
    await examCall(t, e.teacher, 'PUT', 'exam/accommodation', {
      groupId: e.klass.id,
      academicTaskId: exam.taskId,
      userProfileId: rohan.profileId,
      extraMinutes: 0,
    });
    expect((await attemptOf(t, exam.taskId, rohan.profileId))?.endsAt).toEqual(
      new Date(now.getTime() + HOUR),
    );
  });

  it('refuses bad minutes, a finished attempt, a draft, a non-student, a student caller and another institute', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e);
    const [rohan] = e.students;
    const put = (body: Record<string, unknown>, p = e.teacher) =>
      examCall(t, p, 'PUT', 'exam/accommodation', {
        groupId: e.klass.id,
        academicTaskId: exam.taskId,
        userProfileId: rohan.profileId,
        extraMinutes: 10,
        ...body,
      });
    const bad = await put({ extraMinutes: 400 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(EXAM_MESSAGES.extraMinutes);
    expect((await put({}, rohan)).statusCode).toBe(403);
    const teacher = await put({ userProfileId: e.teacher.profileId });
    expect(teacher.statusCode).toBe(404);
    expect(teacher.json().message).toBe(EXAM_MESSAGES.attemptNotFound);
    const draft = await draftTask(t, e);
    const unpublished = await put({ academicTaskId: draft });
    expect(unpublished.statusCode).toBe(409);
    expect(unpublished.json().message).toBe(EXAM_MESSAGES.taskNotPublished);
    await begin(t, e, rohan, exam.taskId);
    await submit(t, e, rohan, exam.taskId);
    const finished = await put({});
    expect(finished.statusCode).toBe(409);
    expect(finished.json().message).toBe(EXAM_MESSAGES.alreadySubmitted);
    const foreign = await foreignCall(t, e, 'PUT', 'exam/accommodation', {
      groupId: e.klass.id,
      academicTaskId: exam.taskId,
      userProfileId: e.students[1].profileId,
      extraMinutes: 5,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('gives a student who joined after publishing its attempt with the extra time', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e);
    const newcomer = await createMember(t, e.klass, 'STUDENT', { institute: e.institute });
    const res = await examCall(t, e.teacher, 'PUT', 'exam/accommodation', {
      groupId: e.klass.id,
      academicTaskId: exam.taskId,
      userProfileId: newcomer.profileId,
      extraMinutes: 20,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await attemptOf(t, exam.taskId, newcomer.profileId))?.extraMinutes).toBe(20);
  });
});
