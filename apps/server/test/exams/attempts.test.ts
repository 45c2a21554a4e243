import { EXAM_MESSAGES, EXAM_TASK_MESSAGES, EXAM_TASK_TEXTS } from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, examAttempts } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import {
  accept,
  addConfig,
  addExamQuestion,
  begin,
  draftTask,
  publish,
  publishedExam,
  saveAnswer,
  start,
  submit,
} from '../support/exam-flow.js';
import {
  classOf,
  examCall,
  examClass,
  foreignCall,
  HOUR,
  MINUTE,
  withoutExamActions,
} from '../support/exam-helpers.js';
import { answersOf, attemptOf, insertQuestion } from '../support/exam-rows.js';
import { createMember } from '../support/factories.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

const t = useTestApp();
guardTenantWrites(t);

describe('POST examination/start/accept and /reject', () => {
  it('records the agreement, and a rejection with the agreed flag as given', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e);
    const [rohan] = e.students;
    const agreed = await accept(t, e, rohan, exam.taskId);
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json()).toMatchObject({
      message: EXAM_TASK_TEXTS.agreed,
      data: { status: 'AGREED', agreed: true, userProfileId: rohan.profileId },
    });
    expect(agreed.json().data.examQuestionIds).toHaveLength(2);
    expect((await attemptOf(t, exam.taskId, rohan.profileId))?.agreedAt).toEqual(t.clock.now());

    const reject = (agreedFlag?: boolean) =>
      examCall(t, rohan, 'POST', 'examination/start/reject', {
        groupId: e.klass.id,
        academicTaskId: exam.taskId,
        ...(agreedFlag === undefined ? {} : { agreed: agreedFlag }),
      });
    const declined = await reject();
    expect(declined.json()).toMatchObject({
      message: EXAM_TASK_TEXTS.rejected,
      data: { status: 'REJECTED', agreed: false },
    });
    const refused = await start(t, e, rohan, exam.taskId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(EXAM_MESSAGES.notAgreed);
    expect((await reject(true)).json().data).toMatchObject({ status: 'AGREED', agreed: true });
    expect((await start(t, e, rohan, exam.taskId)).statusCode).toBe(200);
    const late = await reject();
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(EXAM_TASK_MESSAGES.examStarted);
  });

  it('refuses a teacher (not a student), bad input, a draft and another institute', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e);
    const teacher = await accept(t, e, e.teacher, exam.taskId);
    expect(teacher.statusCode).toBe(403);
    expect(teacher.json().message).toBe(EXAM_MESSAGES.notAStudent);
    const parent = await accept(t, e, e.parent, exam.taskId);
    expect(parent.statusCode).toBe(403);
    const bad = await examCall(t, e.students[0], 'POST', 'examination/start/accept', {
      groupId: e.klass.id,
      academicTaskId: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(EXAM_MESSAGES.id);
    const draft = await draftTask(t, e);
    const unpublished = await accept(t, e, e.students[0], draft);
    expect(unpublished.statusCode).toBe(404);
    expect(unpublished.json().message).toBe(EXAM_MESSAGES.taskNotFound);
    const foreign = await foreignCall(t, e, 'POST', 'examination/start/accept', {
      groupId: e.klass.id,
      academicTaskId: exam.taskId,
    });
    expect(foreign.statusCode).toBe(404);
    const without = await withoutExamActions(t, e);
    expect((await accept(t, e, without, exam.taskId)).statusCode).toBe(403);
  });

  it('gives a student who joined after publishing an attempt on first use', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e);
    const newcomer = await createMember(t, e.klass, 'STUDENT', { institute: e.institute });
    expect(await attemptOf(t, exam.taskId, newcomer.profileId)).toBeUndefined();
    const res = await accept(t, e, newcomer, exam.taskId);
    expect(res.statusCode, res.body).toBe(200);
    expect((await attemptOf(t, exam.taskId, newcomer.profileId))?.questionOrder).toHaveLength(2);
  });
});

describe('GET examination/start', () => {
  it('starts an agreed attempt of an open exam and answers the user exam configuration', async () => {
    const e = await examClass(t);
    const now = t.clock.now(); // 2026-06-01T04:30:00Z, 10:00 in Kolkata
    const exam = await publishedExam(t, e, {
      startAt: now,
      endAt: new Date(now.getTime() + 2 * HOUR),
      config: { durationMinutes: 45 },
    });
    const [rohan] = e.students;
    const before = await start(t, e, rohan, exam.taskId);
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe(EXAM_MESSAGES.notAgreed);
    await accept(t, e, rohan, exam.taskId);
    t.clock.advance(5 * MINUTE);
    const res = await start(t, e, rohan, exam.taskId);
    expect(res.statusCode, res.body).toBe(200);
    const config = res.json();
    expect(config).toMatchObject({
      status: 'STARTED',
      agreed: true,
      startDateTime: '01/06/2026 10:05:00',
      endDateTime: '01/06/2026 10:50:00',
      startAt: '2026-06-01T04:35:00.000Z',
      endAt: '2026-06-01T05:20:00.000Z',
      serverNow: '2026-06-01T04:35:00.000Z',
      extraMinutes: 0,
    });
    expect([...config.examQuestionIds].sort()).toEqual([exam.mcq, exam.essay].sort());
    // Resuming later changes nothing.
    t.clock.advance(10 * MINUTE);
    const again = (await start(t, e, rohan, exam.taskId)).json();
    expect(again).toMatchObject({ startAt: config.startAt, endAt: config.endAt });
    expect(again.serverNow).toBe('2026-06-01T04:45:00.000Z');
  });

  it('refuses before the opening, after the close and after submission', async () => {
    const e = await examClass(t);
    const now = t.clock.now();
    const exam = await publishedExam(t, e, {
      startAt: new Date(now.getTime() + HOUR),
      endAt: new Date(now.getTime() + 2 * HOUR),
    });
    const [rohan, meera] = e.students;
    await accept(t, e, rohan, exam.taskId);
    await accept(t, e, meera, exam.taskId);
    const early = await start(t, e, rohan, exam.taskId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(EXAM_MESSAGES.notOpenYet);
    t.clock.advance(HOUR);
    expect((await start(t, e, rohan, exam.taskId)).statusCode).toBe(200);
    expect((await submit(t, e, rohan, exam.taskId)).statusCode).toBe(200);
    const done = await start(t, e, rohan, exam.taskId);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(EXAM_MESSAGES.alreadySubmitted);
    t.clock.advance(HOUR);
    const over = await start(t, e, meera, exam.taskId);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Exam is already over');
  });

  it('ends at the close when the duration would run past it, moved by extra time', async () => {
    const e = await examClass(t);
    const now = t.clock.now();
    const exam = await publishedExam(t, e, {
      startAt: now,
      endAt: new Date(now.getTime() + HOUR),
      config: { durationMinutes: 45 },
    });
    const [rohan] = e.students;
    const extra = await examCall(t, e.teacher, 'PUT', 'exam/accommodation', {
      groupId: e.klass.id,
      academicTaskId: exam.taskId,
      userProfileId: rohan.profileId,
      extraMinutes: 10,
    });
    expect(extra.statusCode, extra.body).toBe(200);
    t.clock.advance(30 * MINUTE);
    const config = await begin(t, e, rohan, exam.taskId);
    // min(04:30 + 30 + 45, 05:30) + 10 = 05:40
    expect(config.endAt).toBe('2026-06-01T05:40:00.000Z');
    expect(config.extraMinutes).toBe(10);
  });

  it('refuses a teacher and another institute', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e);
    const teacher = await start(t, e, e.teacher, exam.taskId);
    expect(teacher.statusCode).toBe(403);
    expect(teacher.json().message).toBe(EXAM_MESSAGES.notAStudent);
    const foreign = await foreignCall(t, e, 'GET', 'examination/start', {
      groupId: e.klass.id,
      academicTaskId: exam.taskId,
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await examCall(t, e.students[0], 'GET', 'examination/start', {
      groupId: e.klass.id,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('costs at most three statements once the caller is known, and a resume one', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e);
    const [rohan] = e.students;
    await accept(t, e, rohan, exam.taskId);
    const counted = async () => {
      const seen: string[] = [];
      const stop = t.app.deps.database.watchQueries((q) => seen.push(q));
      try {
        expect((await start(t, e, rohan, exam.taskId)).statusCode).toBe(200);
      } finally {
        stop();
      }
      return seen;
    };
    const first = await counted();
    expect(first.length, first.join('\n---\n')).toBeLessThanOrEqual(3);
    const resume = await counted();
    expect(resume.length, resume.join('\n---\n')).toBeLessThanOrEqual(1);
  });
});

describe('shuffled orders', () => {
  it('are fixed per attempt at publishing, stable on every read, and differ between students', async () => {
    const e = await examClass(t);
    const taskId = await draftTask(t, e);
    await addConfig(t, e, taskId, { shuffleQuestions: true, shuffleOptions: true });
    const entries: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const q = await insertQuestion(t, classOf(e), {
        text: `Question ${i}`,
        options: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'],
      });
      entries.push(await addExamQuestion(t, e, taskId, q.id));
    }
    await publish(t, e, taskId);
    const [rohan, meera] = e.students;
    const first = (await begin(t, e, rohan, taskId)).examQuestionIds as string[];
    const second = (await begin(t, e, meera, taskId)).examQuestionIds as string[];
    expect([...first].sort()).toEqual([...entries].sort());
    expect((await start(t, e, rohan, taskId)).json().examQuestionIds).toEqual(first);
    // 8! orders: the same one twice is a one in 40,320 chance.
    expect(second).not.toEqual(first);
    const optionsOf = async (p: typeof rohan, id: string) =>
      (
        await examCall(t, p, 'GET', 'examination/exam/question/questionid', {
          groupId: e.klass.id,
          questionId: id,
        })
      )
        .json()
        .questionOutputDto.objectiveOptions.map((o: { title: string }) => o.title);
    const rohanOptions = await optionsOf(rohan, entries[0] as string);
    expect(await optionsOf(rohan, entries[0] as string)).toEqual(rohanOptions);
    const differs = [];
    for (const id of entries) {
      differs.push((await optionsOf(rohan, id)).join() !== (await optionsOf(meera, id)).join());
    }
    expect(differs.some(Boolean)).toBe(true);
  });
});

describe('POST examination/start/reset', () => {
  it("returns a student's attempt to not started, removes its answers and records it", async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e);
    const [rohan] = e.students;
    await begin(t, e, rohan, exam.taskId);
    const saved = await saveAnswer(t, e, rohan, {
      taskId: exam.taskId,
      questionId: exam.mcq,
      answer: 'B',
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await examCall(t, e.teacher, 'POST', 'examination/start/reset', {
      groupId: e.klass.id,
      academicTaskId: exam.taskId,
      userProfileId: rohan.profileId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: EXAM_TASK_TEXTS.reset,
      data: { status: 'NOT_STARTED', agreed: false },
    });
    const attempt = await attemptOf(t, exam.taskId, rohan.profileId);
    expect(attempt).toMatchObject({ status: 'NOT_STARTED', startedAt: null, endsAt: null });
    expect(await answersOf(t, attempt?.id as string)).toEqual([]);
    const [audit] = await t.app.deps.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'exam.attemptReset'));
    expect(audit).toMatchObject({ targetId: rohan.profileId, targetType: 'profile' });
    expect(audit?.detail).toMatchObject({ from: 'STARTED', answers: 1, title: 'Unit Test 1' });
    // The student may agree and begin again.
    expect((await begin(t, e, rohan, exam.taskId)).status).toBe('STARTED');
  });

  it('refuses a student, a missing student, an evaluated attempt and another institute', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e);
    const [rohan] = e.students;
    const reset = (as: typeof rohan, userProfileId?: string, groupId = e.klass.id) =>
      examCall(t, as, 'POST', 'examination/start/reset', {
        groupId,
        academicTaskId: exam.taskId,
        ...(userProfileId ? { userProfileId } : {}),
      });
    expect((await reset(rohan, rohan.profileId)).statusCode).toBe(403);
    const missing = await reset(e.teacher);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(EXAM_TASK_MESSAGES.studentNeeded);
    const nobody = await reset(e.teacher, e.teacher.profileId);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe(EXAM_MESSAGES.attemptNotFound);
    await t.app.deps.database.db
      .update(examAttempts)
      .set({ status: 'EVALUATED' })
      .where(
        and(
          eq(examAttempts.instituteId, e.institute.id),
          eq(examAttempts.profileId, rohan.profileId),
        ),
      );
    const evaluated = await reset(e.teacher, rohan.profileId);
    expect(evaluated.statusCode).toBe(409);
    expect(evaluated.json().message).toBe(EXAM_TASK_MESSAGES.attemptReset);
    const foreignReset = await foreignCall(t, e, 'POST', 'examination/start/reset', {
      groupId: e.klass.id,
      academicTaskId: exam.taskId,
      userProfileId: rohan.profileId,
    });
    expect(foreignReset.statusCode).toBe(404);
  });
});
