import { EXAM_MESSAGES, EXAM_TASK_MESSAGES, EXAM_TASK_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { accept, addConfig, draftTask, publishedExam } from '../support/exam-flow.js';
import { examCall, examClass, foreignCall } from '../support/exam-helpers.js';
import { createMember, createRole } from '../support/factories.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

const t = useTestApp();
guardTenantWrites(t);

const configBody = (
  groupId: string,
  academicTaskId: string,
  extra: Record<string, unknown> = {},
) => ({
  groupId,
  academicTaskId,
  examinationType: 'OBJECTIVE',
  examCategory: 'CLASS_TEST',
  jsonConfig: { shuffleQuestions: true, durationMinutes: 30 },
  ...extra,
});

describe('POST and PUT exam/config', () => {
  it("writes a draft exam's one config, with the settings' defaults", async () => {
    const e = await examClass(t);
    const taskId = await draftTask(t, e);
    const res = await examCall(t, e.teacher, 'POST', 'exam/config', configBody(e.klass.id, taskId));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: EXAM_TASK_TEXTS.configCreated,
      data: {
        academicTaskId: taskId,
        groupId: e.klass.id,
        examinationType: 'OBJECTIVE',
        examCategory: 'CLASS_TEST',
        jsonConfig: {
          shuffleQuestions: true,
          shuffleOptions: false,
          durationMinutes: 30,
          showAnswersAfterResult: true,
          negativeMarks: 0,
        },
        disabled: false,
      },
    });
    const second = await examCall(
      t,
      e.teacher,
      'POST',
      'exam/config',
      configBody(e.klass.id, taskId),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(EXAM_MESSAGES.configExists);

    const id = res.json().data.id;
    const put = await examCall(t, e.teacher, 'PUT', 'exam/config', {
      ...configBody(e.klass.id, taskId, { examinationType: 'MIXED' }),
      id,
      jsonConfig: JSON.stringify({ negativeMarks: 0.25 }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      message: EXAM_TASK_TEXTS.configUpdated,
      data: {
        examinationType: 'MIXED',
        jsonConfig: { negativeMarks: 0.25, durationMinutes: null },
      },
    });
  });

  it('refuses bad input with its message', async () => {
    const e = await examClass(t);
    const taskId = await draftTask(t, e);
    const cases: [Record<string, unknown>, string][] = [
      [{ examinationType: 'ORAL' }, EXAM_MESSAGES.examinationType],
      [{ examCategory: 'QUIZ' }, EXAM_MESSAGES.examCategory],
      [{ jsonConfig: '{not json' }, EXAM_MESSAGES.jsonConfig],
      [{ jsonConfig: { durationMinutes: 0 } }, EXAM_MESSAGES.duration],
    ];
    for (const [extra, message] of cases) {
      const res = await examCall(
        t,
        e.teacher,
        'POST',
        'exam/config',
        configBody(e.klass.id, taskId, extra),
      );
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const unknown = await examCall(
      t,
      e.teacher,
      'POST',
      'exam/config',
      configBody(e.klass.id, '00000000-0000-4000-8000-000000000000'),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(EXAM_MESSAGES.taskNotFound);
  });

  it('changes a published exam’s config only in showing the answers after the result', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e);
    const [config] = (
      await examCall(t, e.teacher, 'GET', 'exam/config/group/id', { groupId: e.klass.id })
    ).json();
    const put = (jsonConfig: Record<string, unknown>) =>
      examCall(t, e.teacher, 'PUT', 'exam/config', {
        id: config.id,
        groupId: e.klass.id,
        academicTaskId: exam.taskId,
        examinationType: 'MIXED',
        examCategory: 'UNIT_TEST',
        jsonConfig,
      });
    const shuffled = await put({ shuffleQuestions: true });
    expect(shuffled.statusCode).toBe(409);
    expect(shuffled.json().message).toBe(EXAM_TASK_MESSAGES.configPublished);
    const hidden = await put({ showAnswersAfterResult: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data.jsonConfig.showAnswersAfterResult).toBe(false);
    const again = await examCall(
      t,
      e.teacher,
      'POST',
      'exam/config',
      configBody(e.klass.id, exam.taskId),
    );
    expect(again.statusCode).toBe(409);
  });

  it('refuses a student, a role without the action, and another institute', async () => {
    const e = await examClass(t);
    const taskId = await draftTask(t, e);
    const body = configBody(e.klass.id, taskId);
    expect((await examCall(t, e.students[0], 'POST', 'exam/config', body)).statusCode).toBe(403);
    const reader = await createMember(
      t,
      e.klass,
      await createRole(t, e.institute, ['getExamConfig', 'createExamConfig']),
    );
    expect((await examCall(t, reader, 'POST', 'exam/config', body)).statusCode).toBe(200);
    expect(
      (await examCall(t, reader, 'PUT', 'exam/config', { ...body, id: taskId })).statusCode,
    ).toBe(403);
    expect((await foreignCall(t, e, 'POST', 'exam/config', body)).statusCode).toBe(404);
    const theirs = await examCall(t, e.other.teacher, 'POST', 'exam/config', {
      ...body,
      groupId: e.other.klass.id,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(EXAM_MESSAGES.taskNotFound);
  });
});

describe('reading exam configs', () => {
  it('shows drafts’ configs only to those who set exams', async () => {
    const e = await examClass(t);
    const draft = await draftTask(t, e);
    const draftConfig = await addConfig(t, e, draft);
    const exam = await publishedExam(t, e);
    const list = async (p: typeof e.teacher) =>
      (await examCall(t, p, 'GET', 'exam/config/group/id', { groupId: e.klass.id }))
        .json()
        .map((c: { academicTaskId: string }) => c.academicTaskId);
    expect(await list(e.teacher)).toEqual(expect.arrayContaining([draft, exam.taskId]));
    expect(await list(e.students[0])).toEqual([exam.taskId]);
    const one = await examCall(t, e.students[0], 'GET', 'exam/config', {
      groupId: e.klass.id,
      id: draftConfig,
    });
    expect(one.statusCode).toBe(404);
    expect(one.json().message).toBe(EXAM_MESSAGES.configNotFound);
    expect(
      (await examCall(t, e.teacher, 'GET', 'exam/config', { groupId: e.klass.id, id: draftConfig }))
        .statusCode,
    ).toBe(200);
    expect(
      (await foreignCall(t, e, 'GET', 'exam/config', { groupId: e.klass.id, id: draftConfig }))
        .statusCode,
    ).toBe(404);
  });

  it('GET exam/config/task/id gives a student the exam with its attempt, not started', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e);
    const [rohan] = e.students;
    const res = await examCall(t, rohan, 'GET', 'exam/config/task/id', {
      groupId: e.klass.id,
      academicTaskId: exam.taskId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      task: { id: exam.taskId, attemptStatus: 'NOT_STARTED' },
      examConfig: { examinationType: 'MIXED' },
      userExamConfig: { status: 'NOT_STARTED', agreed: false, userProfileId: rohan.profileId },
    });
    await accept(t, e, rohan, exam.taskId);
    const teacher = await examCall(t, e.teacher, 'GET', 'exam/config/task/id', {
      groupId: e.klass.id,
      academicTaskId: exam.taskId,
    });
    expect(teacher.json().userExamConfig).toBeNull();
    const bad = await examCall(t, rohan, 'GET', 'exam/config/task/id', { groupId: e.klass.id });
    expect(bad.statusCode).toBe(400);
  });

  it('GET exam/config/admin/owner/task/id gives those who set it the keys and the counts', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e);
    await accept(t, e, e.students[0], exam.taskId);
    const res = await examCall(t, e.teacher, 'GET', 'exam/config/admin/owner/task/id', {
      groupId: e.klass.id,
      academicTaskId: exam.taskId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const setup = res.json();
    expect(setup.task.id).toBe(exam.taskId);
    expect(setup.examQuestions.map((q: { id: string }) => q.id)).toEqual([exam.mcq, exam.essay]);
    expect(setup.examQuestions[0].questionOutputDto.correctAnswer).toBe('B');
    expect(setup.attemptCounts).toEqual({ total: 2, started: 0, submitted: 0, evaluated: 0 });
    const student = await examCall(t, e.students[0], 'GET', 'exam/config/admin/owner/task/id', {
      groupId: e.klass.id,
      academicTaskId: exam.taskId,
    });
    expect(student.statusCode).toBe(403);
  });
});

describe('DELETE exam/config/delete and /disable', () => {
  it("deletes or disables a draft's config, never a published exam's", async () => {
    const e = await examClass(t);
    const draft = await draftTask(t, e);
    const id = await addConfig(t, e, draft);
    const disabled = await examCall(t, e.teacher, 'DELETE', 'exam/config/disable', {
      groupId: e.klass.id,
      id,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().message).toBe(EXAM_TASK_TEXTS.configDisabled);
    // A disabled config cannot be published.
    const publish = await examCall(t, e.teacher, 'POST', 'academic/task/publish', {
      groupId: e.klass.id,
      id: draft,
    });
    expect(publish.json().message).toBe(EXAM_TASK_MESSAGES.configMissing);
    const deleted = await examCall(t, e.teacher, 'DELETE', 'exam/config/delete', {
      groupId: e.klass.id,
      id,
    });
    expect(deleted.json().message).toBe(EXAM_TASK_TEXTS.configDeleted);
    expect(
      (await examCall(t, e.teacher, 'DELETE', 'exam/config/delete', { groupId: e.klass.id, id }))
        .statusCode,
    ).toBe(404);

    await publishedExam(t, e);
    const [published] = (
      await examCall(t, e.students[0], 'GET', 'exam/config/group/id', { groupId: e.klass.id })
    ).json();
    const refused = await examCall(t, e.teacher, 'DELETE', 'exam/config/delete', {
      groupId: e.klass.id,
      id: published.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(EXAM_MESSAGES.taskPublished);
    expect(
      (
        await examCall(t, e.students[0], 'DELETE', 'exam/config/disable', {
          groupId: e.klass.id,
          id: published.id,
        })
      ).statusCode,
    ).toBe(403);
  });
});
