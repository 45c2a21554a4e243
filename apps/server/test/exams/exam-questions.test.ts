import { EXAM_MESSAGES, EXAM_SUCCESS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
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
  withoutExamActions,
} from '../support/exam-helpers.js';
import { insertQuestion } from '../support/exam-rows.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

const t = useTestApp();
guardTenantWrites(t);

describe('POST examination/exam/question', () => {
  it("places a question of the class's or the institute's bank, with its marks by default", async () => {
    const e = await examClass(t);
    const taskId = await draftTask(t, e);
    const own = await insertQuestion(t, classOf(e), { marks: 3 });
    const institute = await insertQuestion(t, { id: e.institute.id, instituteId: e.institute.id });
    const res = await examCall(t, e.teacher, 'POST', 'examination/exam/question', {
      groupId: e.klass.id,
      academicTaskId: taskId,
      questionId: own.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: EXAM_SUCCESS.examQuestionCreated,
      data: {
        academicTaskId: taskId,
        position: 0,
        maximumMarks: 3,
        questionOutputDto: { id: own.id, questionType: 'MCQ_SINGLE', correctAnswer: 'B' },
        answer: null,
        disabled: false,
      },
    });
    const second = await examCall(t, e.teacher, 'POST', 'examination/exam/question', {
      groupId: e.klass.id,
      academicTaskId: taskId,
      questionId: institute.id,
      maximumMarks: 1.5,
    });
    expect(second.json().data).toMatchObject({ position: 1, maximumMarks: 1.5 });
    const repeat = await examCall(t, e.teacher, 'POST', 'examination/exam/question', {
      groupId: e.klass.id,
      academicTaskId: taskId,
      questionId: own.id,
    });
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json().message).toBe(EXAM_MESSAGES.examQuestionRepeat);
  });

  it("refuses another class's or institute's question, a disabled one, bad marks and a published exam", async () => {
    const e = await examClass(t);
    const taskId = await draftTask(t, e);
    const add = (questionId: string, extra: Record<string, unknown> = {}) =>
      examCall(t, e.teacher, 'POST', 'examination/exam/question', {
        groupId: e.klass.id,
        academicTaskId: taskId,
        questionId,
        ...extra,
      });
    const theirs = await insertQuestion(t, {
      id: e.other.klass.id,
      instituteId: e.other.institute.id,
    });
    const foreign = await add(theirs.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(EXAM_MESSAGES.questionNotFound);
    const disabled = await add((await insertQuestion(t, classOf(e), { disabled: true })).id);
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().message).toBe(EXAM_MESSAGES.questionDisabled);
    const badMarks = await add((await insertQuestion(t, classOf(e))).id, { maximumMarks: -1 });
    expect(badMarks.statusCode).toBe(400);
    expect(badMarks.json().message).toBe(EXAM_MESSAGES.marks);
    const exam = await publishedExam(t, e);
    const published = await examCall(t, e.teacher, 'POST', 'examination/exam/question', {
      groupId: e.klass.id,
      academicTaskId: exam.taskId,
      questionId: (await insertQuestion(t, classOf(e))).id,
    });
    expect(published.statusCode).toBe(409);
    expect(published.json().message).toBe(EXAM_MESSAGES.taskPublished);
    const student = await examCall(t, e.students[0], 'POST', 'examination/exam/question', {
      groupId: e.klass.id,
      academicTaskId: taskId,
      questionId: theirs.id,
    });
    expect(student.statusCode).toBe(403);
    const outside = await foreignCall(t, e, 'POST', 'examination/exam/question', {
      groupId: e.klass.id,
      academicTaskId: taskId,
      questionId: theirs.id,
    });
    expect(outside.statusCode).toBe(404);
  });
});

describe('PUT examination/exam/question', () => {
  it('changes marks and place in a draft, renumbering the others', async () => {
    const e = await examClass(t);
    const taskId = await draftTask(t, e);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push(await addExamQuestion(t, e, taskId, (await insertQuestion(t, classOf(e))).id));
    }
    const res = await examCall(t, e.teacher, 'PUT', 'examination/exam/question', {
      groupId: e.klass.id,
      id: ids[2],
      maximumMarks: 4,
      position: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: EXAM_SUCCESS.examQuestionUpdated,
      data: { id: ids[2], position: 0, maximumMarks: 4 },
    });
    await addConfig(t, e, taskId);
    await publish(t, e, taskId);
    const setup = await examCall(t, e.teacher, 'GET', 'exam/config/admin/owner/task/id', {
      groupId: e.klass.id,
      academicTaskId: taskId,
    });
    expect(
      setup.json().examQuestions.map((q: { id: string; position: number }) => [q.id, q.position]),
    ).toEqual([
      [ids[2], 0],
      [ids[0], 1],
      [ids[1], 2],
    ]);
    const late = await examCall(t, e.teacher, 'PUT', 'examination/exam/question', {
      groupId: e.klass.id,
      id: ids[0],
      maximumMarks: 1,
    });
    expect(late.statusCode).toBe(409);
    const bad = await examCall(t, e.teacher, 'PUT', 'examination/exam/question', {
      groupId: e.klass.id,
      id: ids[0],
      position: -1,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('DELETE examination/exam/question/delete and /disable', () => {
  it('deletes from a draft; disables also after publishing, when it counts for nobody', async () => {
    const e = await examClass(t);
    const taskId = await draftTask(t, e);
    const gone = await addExamQuestion(t, e, taskId, (await insertQuestion(t, classOf(e))).id);
    const del = await examCall(t, e.teacher, 'DELETE', 'examination/exam/question/delete', {
      groupId: e.klass.id,
      id: gone,
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().message).toBe(EXAM_SUCCESS.examQuestionDeleted);

    const exam = await publishedExam(t, e);
    const refused = await examCall(t, e.teacher, 'DELETE', 'examination/exam/question/delete', {
      groupId: e.klass.id,
      id: exam.essay,
    });
    expect(refused.statusCode).toBe(409);
    const disabled = await examCall(t, e.teacher, 'DELETE', 'examination/exam/question/disable', {
      groupId: e.klass.id,
      id: exam.essay,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().message).toBe(EXAM_SUCCESS.examQuestionDisabled);
    // It leaves the students' order and the exam's maximum marks.
    const config = await begin(t, e, e.students[0], exam.taskId);
    expect(config.examQuestionIds).toEqual([exam.mcq]);
    const task = await examCall(t, e.teacher, 'GET', 'academic/task/id', {
      groupId: e.klass.id,
      id: exam.taskId,
    });
    expect(task.json()).toMatchObject({ questionCount: 1, maximumMarks: 2 });
    const save = await saveAnswer(t, e, e.students[0], {
      taskId: exam.taskId,
      questionId: exam.essay,
      answer: 'x',
      version: 1,
    });
    expect(save.statusCode).toBe(404);
    expect(
      (
        await examCall(t, e.students[0], 'DELETE', 'examination/exam/question/disable', {
          groupId: e.klass.id,
          id: exam.mcq,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await foreignCall(t, e, 'DELETE', 'examination/exam/question/disable', {
          groupId: e.klass.id,
          id: exam.mcq,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('GET examination/exam/question/questionid', () => {
  it('shows a student the question while sitting the exam, never its key, with the saved answer', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e);
    const [rohan] = e.students;
    const read = (p: typeof rohan, questionId = exam.mcq) =>
      examCall(t, p, 'GET', 'examination/exam/question/questionid', {
        groupId: e.klass.id,
        questionId,
      });
    await accept(t, e, rohan, exam.taskId);
    const early = await read(rohan);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(EXAM_MESSAGES.notStarted);
    expect((await start(t, e, rohan, exam.taskId)).statusCode).toBe(200);
    await saveAnswer(t, e, rohan, {
      taskId: exam.taskId,
      questionId: exam.mcq,
      answer: 'C',
      version: 4,
    });
    const res = await read(rohan);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: exam.mcq,
      maximumMarks: 2,
      answer: 'C',
      answerVersion: 4,
      questionOutputDto: { questionType: 'MCQ_SINGLE', correctAnswer: null },
    });
    expect(
      res.json().questionOutputDto.objectiveOptions.map((o: { title: string }) => o.title),
    ).toEqual(['A', 'B', 'C', 'D']);
    await submit(t, e, rohan, exam.taskId);
    expect((await read(rohan)).statusCode).toBe(200);
    const teacher = await read(e.teacher);
    expect(teacher.json().questionOutputDto.correctAnswer).toBe('B');
    expect(teacher.json().answer).toBeNull();
    const parent = await read(e.parent);
    expect(parent.statusCode).toBe(403);
    expect(parent.json().message).toBe(EXAM_MESSAGES.notAStudent);
    const nobody = await withoutExamActions(t, e);
    expect((await read(nobody)).statusCode).toBe(403);
    const foreign = await foreignCall(t, e, 'GET', 'examination/exam/question/questionid', {
      groupId: e.klass.id,
      questionId: exam.mcq,
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await examCall(t, rohan, 'GET', 'examination/exam/question/questionid', {
      groupId: e.klass.id,
      questionId: 'x',
    });
    expect(bad.statusCode).toBe(400);
  });
});
