import {
  ANSWER_GRACE_SECONDS,
  ANSWER_TEXT_MAX,
  EXAM_MESSAGES,
  EXAM_SUCCESS,
  EXAM_TASK_MESSAGES,
} from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { accept, answer, begin, publishedExam, saveAnswer, submit } from '../support/exam-flow.js';
import { examCall, examClass, HOUR, MINUTE } from '../support/exam-helpers.js';
import { answersOf, attemptOf } from '../support/exam-rows.js';
import { as, createMember, createRole } from '../support/factories.js';
import { tinyPng } from '../support/setup-helpers.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

const t = useTestApp();
guardTenantWrites(t);

async function sitting() {
  const e = await examClass(t);
  const exam = await publishedExam(t, e, {
    startAt: t.clock.now(),
    endAt: new Date(t.clock.now().getTime() + HOUR),
  });
  await begin(t, e, e.students[0], exam.taskId);
  return { e, exam, rohan: e.students[0] };
}

describe('POST examination/answer', () => {
  it('saves an answer per question and answers it back', async () => {
    const { e, exam, rohan } = await sitting();
    const res = await saveAnswer(t, e, rohan, {
      taskId: exam.taskId,
      questionId: exam.essay,
      answer: 'Water evaporates,\r\nthen rains.',
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: EXAM_SUCCESS.answerSubmitted,
      applied: true,
      data: {
        questionId: exam.essay,
        academicTaskId: exam.taskId,
        userProfileId: rohan.profileId,
        answer: 'Water evaporates,\nthen rains.',
        version: 1,
        marks: null,
        questionType: 'SUBJECTIVE',
        maximumMarks: 5,
      },
    });
    const attempt = await attemptOf(t, exam.taskId, rohan.profileId);
    expect(attempt?.lastSeenAt).toEqual(t.clock.now());
    expect(await answersOf(t, attempt?.id as string)).toHaveLength(1);
  });

  it('never lets an older version overwrite a newer one; a retried save is harmless', async () => {
    const { e, exam, rohan } = await sitting();
    const save = (answer: string, version: number) =>
      saveAnswer(t, e, rohan, { taskId: exam.taskId, questionId: exam.mcq, answer, version });
    expect((await save('A', 1)).json().applied).toBe(true);
    expect((await save('C', 3)).json().applied).toBe(true);
    const late = await save('B', 2);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ applied: false, data: { answer: 'C', version: 3 } });
    const retried = await save('C', 3);
    expect(retried.json()).toMatchObject({ applied: false, data: { answer: 'C', version: 3 } });
    const attempt = await attemptOf(t, exam.taskId, rohan.profileId);
    const [kept] = await answersOf(t, attempt?.id as string);
    expect(kept).toMatchObject({ answer: 'C', version: 3 });
  });

  it("takes an MCQ answer only as one of the options' titles, or empty", async () => {
    const { e, exam, rohan } = await sitting();
    const bad = await saveAnswer(t, e, rohan, {
      taskId: exam.taskId,
      questionId: exam.mcq,
      answer: 'Z',
      version: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(EXAM_MESSAGES.answerChoice);
    const cleared = await saveAnswer(t, e, rohan, {
      taskId: exam.taskId,
      questionId: exam.mcq,
      answer: '',
      version: 1,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
  });

  it('takes an answer as long as the exam window lets it be written, in a script of three bytes a character', async () => {
    const { e, exam, rohan } = await sitting();
    const essay = 'प'.repeat(ANSWER_TEXT_MAX);
    const res = await saveAnswer(t, e, rohan, {
      taskId: exam.taskId,
      questionId: exam.essay,
      answer: essay,
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const attempt = await attemptOf(t, exam.taskId, rohan.profileId);
    expect((await answersOf(t, attempt?.id as string))[0]?.answer).toBe(essay);
  });

  it('refuses bad input with its message', async () => {
    const { e, exam, rohan } = await sitting();
    const badVersion = await saveAnswer(t, e, rohan, {
      taskId: exam.taskId,
      questionId: exam.mcq,
      answer: 'A',
      version: 1.5,
    });
    expect(badVersion.statusCode).toBe(400);
    expect(badVersion.json().message).toBe(EXAM_MESSAGES.version);
    const long = await saveAnswer(t, e, rohan, {
      taskId: exam.taskId,
      questionId: exam.essay,
      answer: 'x'.repeat(ANSWER_TEXT_MAX + 1),
      version: 1,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(EXAM_MESSAGES.answer);
    const unknownQuestion = await saveAnswer(t, e, rohan, {
      taskId: exam.taskId,
      questionId: '00000000-0000-4000-8000-000000000000',
      answer: 'A',
      version: 1,
    });
    expect(unknownQuestion.statusCode).toBe(404);
    expect(unknownQuestion.json().message).toBe(EXAM_MESSAGES.examQuestionNotFound);
    const json = await t.app.inject({
      method: 'POST',
      url: '/rest/examination/answer',
      headers: as(rohan),
      payload: { groupId: e.klass.id, academicTaskId: exam.taskId, answer: 'A' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(EXAM_MESSAGES.id);
  });

  it('takes an image only for a subjective answer, checked by its bytes', async () => {
    const { e, exam, rohan } = await sitting();
    const essay = await saveAnswer(
      t,
      e,
      rohan,
      { taskId: exam.taskId, questionId: exam.essay, answer: 'See the drawing', version: 1 },
      { bytes: tinyPng() },
    );
    expect(essay.statusCode, essay.body).toBe(200);
    const file = essay.json().data.file as string;
    expect(file).toContain('/rest/examination/answer/file?');
    const image = await t.app.inject({ method: 'GET', url: file, headers: as(rohan) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const teacherSees = await t.app.inject({ method: 'GET', url: file, headers: as(e.teacher) });
    expect(teacherSees.statusCode).toBe(200);
    const other = await t.app.inject({ method: 'GET', url: file, headers: as(e.students[1]) });
    expect(other.statusCode).toBe(404);

    const onMcq = await saveAnswer(
      t,
      e,
      rohan,
      { taskId: exam.taskId, questionId: exam.mcq, answer: 'B', version: 1 },
      { bytes: tinyPng() },
    );
    expect(onMcq.statusCode).toBe(400);
    expect(onMcq.json().message).toBe(EXAM_TASK_MESSAGES.answerFileSubjective);
    const notImage = await saveAnswer(
      t,
      e,
      rohan,
      { taskId: exam.taskId, questionId: exam.essay, answer: 'x', version: 2 },
      { bytes: Buffer.from('not a picture at all'), name: 'photo.png' },
    );
    expect(notImage.statusCode).toBe(400);
  });

  it('refuses before the start and after the end and its grace, and takes saves within it', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e, {
      startAt: t.clock.now(),
      endAt: new Date(t.clock.now().getTime() + HOUR),
    });
    const [rohan] = e.students;
    const save = (version: number) =>
      saveAnswer(t, e, rohan, { taskId: exam.taskId, questionId: exam.mcq, answer: 'B', version });
    const notAgreed = await save(1);
    expect(notAgreed.statusCode).toBe(409);
    expect(notAgreed.json().message).toBe(EXAM_MESSAGES.notStarted);
    await accept(t, e, rohan, exam.taskId);
    expect((await save(1)).json().message).toBe(EXAM_MESSAGES.notStarted);
    await begin(t, e, rohan, exam.taskId);
    t.clock.advance(HOUR + (ANSWER_GRACE_SECONDS - 1) * 1000);
    const inGrace = await save(2);
    expect(inGrace.statusCode, inGrace.body).toBe(200);
    expect(inGrace.json().applied).toBe(true);
    t.clock.advance(2000);
    const over = await save(3);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Exam is already over');
  });

  it('refuses after submission, a teacher, a role without createAnswer and another institute', async () => {
    const { e, exam, rohan } = await sitting();
    await submit(t, e, rohan, exam.taskId);
    const done = await saveAnswer(t, e, rohan, {
      taskId: exam.taskId,
      questionId: exam.mcq,
      answer: 'B',
      version: 9,
    });
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(EXAM_MESSAGES.alreadySubmitted);
    const teacher = await saveAnswer(t, e, e.teacher, {
      taskId: exam.taskId,
      questionId: exam.mcq,
      answer: 'B',
      version: 1,
    });
    expect(teacher.statusCode).toBe(403);
    expect(teacher.json().message).toBe(EXAM_MESSAGES.notAStudent);
    const reader = await createMember(
      t,
      e.klass,
      await createRole(t, e.institute, ['getAnswer', 'finalExamSubmit']),
    );
    const noAction = await saveAnswer(t, e, reader, {
      taskId: exam.taskId,
      questionId: exam.mcq,
      answer: 'B',
      version: 1,
    });
    expect(noAction.statusCode).toBe(403);
    const foreign = await saveAnswer(
      t,
      e,
      e.other.teacher,
      { taskId: exam.taskId, questionId: exam.mcq, answer: 'B', version: 1 },
      undefined,
      'POST',
      { institute: e.other.institute.id },
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('costs one statement per save once the caller is known', async () => {
    const { e, exam, rohan } = await sitting();
    const save = (version: number) =>
      saveAnswer(t, e, rohan, {
        taskId: exam.taskId,
        questionId: exam.essay,
        answer: 'a',
        version,
      });
    expect((await save(1)).statusCode).toBe(200);
    const seen: string[] = [];
    const stop = t.app.deps.database.watchQueries((q) => seen.push(q));
    try {
      expect((await save(2)).statusCode).toBe(200);
      expect((await save(1)).statusCode).toBe(200);
    } finally {
      stop();
    }
    expect(seen.length, seen.join('\n---\n')).toBeLessThanOrEqual(2);
  });
});

describe('PUT examination/answer', () => {
  it('saves again by the answer id, and refuses an id that is not the caller’s', async () => {
    const { e, exam, rohan } = await sitting();
    const first = await saveAnswer(t, e, rohan, {
      taskId: exam.taskId,
      questionId: exam.mcq,
      answer: 'A',
      version: 1,
    });
    const id = first.json().data.id as string;
    const put = await saveAnswer(
      t,
      e,
      rohan,
      { taskId: exam.taskId, questionId: exam.mcq, answer: 'B', version: 2, id },
      undefined,
      'PUT',
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ id, answer: 'B', version: 2 });
    const meera = e.students[1];
    await begin(t, e, meera, exam.taskId);
    const stolen = await saveAnswer(
      t,
      e,
      meera,
      { taskId: exam.taskId, questionId: exam.mcq, answer: 'B', version: 5, id },
      undefined,
      'PUT',
    );
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(EXAM_MESSAGES.answerNotFound);
  });
});

describe('reading answers back', () => {
  it('gives the caller its own answers, marks only once the results are out', async () => {
    const { e, exam, rohan } = await sitting();
    await answer(t, e, rohan, exam, { mcq: 'B', essay: 'Essay' });
    await submit(t, e, rohan, exam.taskId);
    const byTask = await examCall(t, rohan, 'GET', 'examination/answer/academictaskid', {
      groupId: e.klass.id,
      academicTaskId: exam.taskId,
    });
    expect(byTask.statusCode, byTask.body).toBe(200);
    expect(
      byTask.json().map((a: { answer: string; marks: number | null }) => [a.answer, a.marks]),
    ).toEqual([
      ['B', null],
      ['Essay', null],
    ]);
    const all = await examCall(t, rohan, 'GET', 'examination/answer', { groupId: e.klass.id });
    expect(all.json()).toHaveLength(2);
    const one = await examCall(t, rohan, 'GET', 'examination/answer/questionid', {
      groupId: e.klass.id,
      examQuestionId: exam.mcq,
    });
    expect(one.json()).toMatchObject({ answer: 'B', marks: null });
    const byId = await examCall(t, rohan, 'GET', 'examination/answer/id', {
      groupId: e.klass.id,
      id: one.json().id,
    });
    expect(byId.json().answer).toBe('B');
    // The teacher sees the MCQ's marks at once.
    const teacher = await examCall(t, e.teacher, 'GET', 'examination/answer/id', {
      groupId: e.klass.id,
      id: one.json().id,
    });
    expect(teacher.json().marks).toBe(2);
    const meera = await examCall(t, e.students[1], 'GET', 'examination/answer/id', {
      groupId: e.klass.id,
      id: one.json().id,
    });
    expect(meera.statusCode).toBe(404);
    const none = await examCall(t, e.students[1], 'GET', 'examination/answer/questionid', {
      groupId: e.klass.id,
      examQuestionId: exam.mcq,
    });
    expect(none.statusCode).toBe(404);
    const teacherOwn = await examCall(t, e.teacher, 'GET', 'examination/answer', {
      groupId: e.klass.id,
    });
    // Someone who sits no exams here has no answers.
    expect(teacherOwn.json()).toEqual([]);
    const foreign = await examCall(t, e.other.teacher, 'GET', 'examination/answer/id', {
      groupId: e.other.klass.id,
      id: one.json().id,
    });
    expect(foreign.statusCode).toBe(404);
    t.clock.advance(MINUTE);
  });
});
