import { EXAM_MESSAGES, EXAM_TASK_MESSAGES, EXAM_TASK_TEXTS } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, examAttempts } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import {
  addConfig,
  addExamQuestion,
  begin,
  draftTask,
  publishedExam,
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
import { attemptOf, insertQuestion } from '../support/exam-rows.js';
import { createMember, createRole } from '../support/factories.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

const t = useTestApp();
guardTenantWrites(t);
const db = () => t.app.deps.database.db;

describe('POST academic/task', () => {
  it('makes a draft exam of the class in its active session', async () => {
    const e = await examClass(t);
    const now = t.clock.now();
    const res = await examCall(t, e.teacher, 'POST', 'academic/task', {
      groupId: e.klass.id,
      title: 'Unit Test 1',
      startDateTime: new Date(now.getTime() + HOUR).toISOString(),
      endDateTime: new Date(now.getTime() + 3 * HOUR).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: EXAM_TASK_TEXTS.taskCreated,
      data: {
        groupId: e.klass.id,
        groupName: 'Class 5 A',
        taskType: 'EXAM',
        title: 'Unit Test 1',
        status: 'DRAFT',
        questionCount: 0,
        maximumMarks: 0,
        examConfig: null,
        attemptStatus: null,
        editable: true,
      },
    });
  });

  it('refuses bad input with its message', async () => {
    const e = await examClass(t);
    const now = t.clock.now().toISOString();
    const later = new Date(t.clock.now().getTime() + HOUR).toISOString();
    const cases: [Record<string, unknown>, string][] = [
      [{ startDateTime: now, endDateTime: later }, EXAM_MESSAGES.taskTitle],
      [{ title: 'T', startDateTime: later, endDateTime: now }, EXAM_MESSAGES.endAfterStart],
      [{ title: 'T', startDateTime: 'soon', endDateTime: later }, EXAM_MESSAGES.startDateTime],
      [
        { title: 'x'.repeat(151), startDateTime: now, endDateTime: later },
        EXAM_MESSAGES.taskTitleTooLong,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await examCall(t, e.teacher, 'POST', 'academic/task', {
        groupId: e.klass.id,
        ...body,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const onInstitute = await examCall(t, e.admin, 'POST', 'academic/task', {
      groupId: e.institute.id,
      title: 'T',
      startDateTime: now,
      endDateTime: later,
    });
    expect(onInstitute.statusCode).toBe(400);
    expect(onInstitute.json().message).toBe(EXAM_TASK_MESSAGES.classOnly);
  });

  it('refuses a student, a role without createExamConfig, and another institute (404)', async () => {
    const e = await examClass(t);
    const body = {
      groupId: e.klass.id,
      title: 'T',
      startDateTime: t.clock.now().toISOString(),
      endDateTime: new Date(t.clock.now().getTime() + HOUR).toISOString(),
    };
    expect((await examCall(t, e.students[0], 'POST', 'academic/task', body)).statusCode).toBe(403);
    const reader = await createMember(
      t,
      e.klass,
      await createRole(t, e.institute, ['getExamConfigForMember', 'getExamConfig']),
    );
    expect((await examCall(t, reader, 'POST', 'academic/task', body)).statusCode).toBe(403);
    expect((await foreignCall(t, e, 'POST', 'academic/task', body)).statusCode).toBe(404);
  });
});

describe('GET academic/task and academic/task/id', () => {
  it('shows drafts only to those who set exams, and each taker its own attempt', async () => {
    const e = await examClass(t);
    const draft = await draftTask(t, e, {
      title: 'Draft',
      startAt: new Date(t.clock.now().getTime() + HOUR),
      endAt: new Date(t.clock.now().getTime() + 3 * HOUR),
    });
    const exam = await publishedExam(t, e, { title: 'Published' });
    const titles = async (p: typeof e.teacher) => {
      const res = await examCall(t, p, 'GET', 'academic/task', { groupId: e.klass.id });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { title: string; attemptStatus: string | null }[]).map(
        (x) => `${x.title}:${x.attemptStatus}`,
      );
    };
    expect(await titles(e.teacher)).toEqual(['Published:null', 'Draft:null']);
    expect(await titles(e.students[0])).toEqual(['Published:NOT_STARTED']);
    await begin(t, e, e.students[0], exam.taskId);
    expect(await titles(e.students[0])).toEqual(['Published:STARTED']);
    expect(await titles(e.students[1])).toEqual(['Published:NOT_STARTED']);
    // The parent sees the child's state.
    expect(await titles(e.parent)).toEqual(['Published:STARTED']);

    const one = await examCall(t, e.students[0], 'GET', 'academic/task/id', {
      groupId: e.klass.id,
      id: draft,
    });
    expect(one.statusCode).toBe(404);
    expect(one.json().message).toBe(EXAM_MESSAGES.taskNotFound);
    const mine = await examCall(t, e.teacher, 'GET', 'academic/task/id', {
      groupId: e.klass.id,
      id: exam.taskId,
    });
    expect(mine.json()).toMatchObject({ questionCount: 2, maximumMarks: 7, status: 'PUBLISHED' });
    expect(mine.json().examConfig).toMatchObject({ examinationType: 'MIXED' });
  });

  it("answers 404 for another institute's exam and refuses a caller without the action", async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e);
    const foreign = await examCall(t, e.other.teacher, 'GET', 'academic/task/id', {
      groupId: e.other.klass.id,
      id: exam.taskId,
    });
    expect(foreign.statusCode).toBe(404);
    const foreignGroup = await foreignCall(t, e, 'GET', 'academic/task', {
      groupId: e.klass.id,
    });
    expect(foreignGroup.statusCode).toBe(404);
    const nobody = await withoutExamActions(t, e);
    expect(
      (await examCall(t, nobody, 'GET', 'academic/task', { groupId: e.klass.id })).statusCode,
    ).toBe(403);
    const bad = await examCall(t, e.teacher, 'GET', 'academic/task/id', {
      groupId: e.klass.id,
      id: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(EXAM_MESSAGES.id);
  });
});

describe('PUT academic/task', () => {
  it('changes a draft freely', async () => {
    const e = await examClass(t);
    const id = await draftTask(t, e);
    const start = new Date(t.clock.now().getTime() + 5 * HOUR);
    const res = await examCall(t, e.teacher, 'PUT', 'academic/task', {
      id,
      groupId: e.klass.id,
      title: 'Renamed',
      startDateTime: start.toISOString(),
      endDateTime: new Date(start.getTime() + HOUR).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: EXAM_TASK_TEXTS.taskUpdated,
      data: { title: 'Renamed', startDateTime: start.toISOString() },
    });
  });

  it('changes a published exam only in its words and a later close, which moves open attempts', async () => {
    const e = await examClass(t);
    const now = t.clock.now();
    const end = new Date(now.getTime() + 2 * HOUR);
    const exam = await publishedExam(t, e, { startAt: now, endAt: end });
    await begin(t, e, e.students[0], exam.taskId);
    const put = (startAt: Date, endAt: Date) =>
      examCall(t, e.teacher, 'PUT', 'academic/task', {
        id: exam.taskId,
        groupId: e.klass.id,
        title: 'Unit Test 1 (corrected)',
        instructions: 'New words',
        startDateTime: startAt.toISOString(),
        endDateTime: endAt.toISOString(),
      });
    const moved = await put(new Date(now.getTime() - MINUTE), end);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(EXAM_MESSAGES.taskPublished);
    const earlier = await put(now, new Date(end.getTime() - MINUTE));
    expect(earlier.statusCode).toBe(409);
    expect(earlier.json().message).toBe(EXAM_TASK_MESSAGES.endOnlyLater);
    const later = new Date(end.getTime() + HOUR);
    const ok = await put(now, later);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      title: 'Unit Test 1 (corrected)',
      instructions: 'New words',
    });
    // No duration: the started attempt now ends at the new close.
    expect((await attemptOf(t, exam.taskId, e.students[0].profileId))?.endsAt).toEqual(later);
  });

  it('refuses a student and an unknown exam', async () => {
    const e = await examClass(t);
    const id = await draftTask(t, e);
    const body = {
      id,
      groupId: e.klass.id,
      title: 'X',
      startDateTime: t.clock.now().toISOString(),
      endDateTime: new Date(t.clock.now().getTime() + HOUR).toISOString(),
    };
    expect((await examCall(t, e.students[0], 'PUT', 'academic/task', body)).statusCode).toBe(403);
    const unknown = await examCall(t, e.teacher, 'PUT', 'academic/task', {
      ...body,
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST academic/task/publish', () => {
  it('needs a config and a question, then makes an attempt for every student of the class', async () => {
    const e = await examClass(t);
    const id = await draftTask(t, e);
    const call = () =>
      examCall(t, e.teacher, 'POST', 'academic/task/publish', { groupId: e.klass.id, id });
    const noConfig = await call();
    expect(noConfig.statusCode).toBe(409);
    expect(noConfig.json().message).toBe(EXAM_TASK_MESSAGES.configMissing);
    await addConfig(t, e, id);
    const noQuestion = await call();
    expect(noQuestion.statusCode).toBe(409);
    expect(noQuestion.json().message).toBe(EXAM_MESSAGES.taskHasNoQuestions);
    await addExamQuestion(t, e, id, (await insertQuestion(t, classOf(e))).id);
    const res = await call();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: EXAM_TASK_TEXTS.taskPublished,
      data: { status: 'PUBLISHED' },
    });
    const attempts = await db()
      .select()
      .from(examAttempts)
      .where(eq(examAttempts.academicTaskId, id));
    expect(attempts.map((a) => a.profileId).sort()).toEqual(
      e.students.map((s) => s.profileId).sort(),
    );
    expect(attempts.every((a) => a.status === 'NOT_STARTED' && a.questionOrder.length === 1)).toBe(
      true,
    );
    const again = await call();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EXAM_MESSAGES.taskPublished);
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'exam.published'));
    expect(audit?.detail).toEqual({ groupId: e.klass.id, name: 'Unit Test 1', attempts: 2 });
  });

  it("refuses a student and answers 404 for another institute's exam", async () => {
    const e = await examClass(t);
    const id = await draftTask(t, e);
    const student = await examCall(t, e.students[0], 'POST', 'academic/task/publish', {
      groupId: e.klass.id,
      id,
    });
    expect(student.statusCode).toBe(403);
    const foreign = await examCall(t, e.other.teacher, 'POST', 'academic/task/publish', {
      groupId: e.other.klass.id,
      id,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('DELETE academic/task/delete', () => {
  it('deletes a draft, and a published exam until someone has begun it', async () => {
    const e = await examClass(t);
    const del = (id: string) =>
      examCall(t, e.teacher, 'DELETE', 'academic/task/delete', { groupId: e.klass.id, id });
    const draft = await draftTask(t, e);
    const gone = await del(draft);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().message).toBe(EXAM_TASK_TEXTS.taskDeleted);
    expect((await del(draft)).statusCode).toBe(404);

    const unstarted = await publishedExam(t, e);
    expect((await del(unstarted.taskId)).statusCode).toBe(200);
    const started = await publishedExam(t, e);
    await begin(t, e, e.students[1], started.taskId);
    const refused = await del(started.taskId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(EXAM_TASK_MESSAGES.taskStarted);
    expect(
      (
        await examCall(t, e.students[0], 'DELETE', 'academic/task/delete', {
          groupId: e.klass.id,
          id: started.taskId,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('GET exam/mine', () => {
  it("lists a student's exams, a parent's child's with the name, and a teacher's drafts too", async () => {
    const e = await examClass(t);
    await draftTask(t, e, { title: 'Draft' });
    const exam = await publishedExam(t, e, { title: 'Published' });
    const mine = async (p: typeof e.teacher) => {
      const res = await examCall(t, p, 'GET', 'exam/mine');
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        id: string;
        title: string;
        role: string;
        fullName: string | null;
        userProfileId: string | null;
        attemptStatus: string | null;
      }[];
    };
    expect((await mine(e.students[0])).map((x) => [x.title, x.role, x.attemptStatus])).toEqual([
      ['Published', 'TAKER', 'NOT_STARTED'],
    ]);
    const parent = await mine(e.parent);
    expect(parent).toEqual([
      expect.objectContaining({
        id: exam.taskId,
        role: 'GUARDIAN',
        userProfileId: e.students[0].profileId,
        fullName: expect.stringContaining('Rohan'),
      }),
    ]);
    expect((await mine(e.teacher)).map((x) => [x.title, x.role]).sort()).toEqual([
      ['Draft', 'SETTER'],
      ['Published', 'SETTER'],
    ]);
    expect(await mine(e.other.teacher)).toEqual([]);
  });
});
