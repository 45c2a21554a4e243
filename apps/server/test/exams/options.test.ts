import {
  EXAM_MESSAGES,
  EXAM_SUCCESS,
  OPTION_TEXT_MAX,
  QUESTION_BANK_MESSAGES,
} from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { examCall, examClass, foreignCall } from '../support/exam-helpers.js';
import { createdQuestion, mcqForm, subjectiveForm } from '../support/exam-questions.js';
import { examHolding, questionRow } from '../support/exam-rows.js';
import { createMember, createRole } from '../support/factories.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

const t = useTestApp();
guardTenantWrites(t);
const OPTION = 'objective/question/option';

/** An MCQ of the class with options A to D (C correct), and its option ids by title. */
async function mcq(s: Awaited<ReturnType<typeof examClass>>, groupId = s.klass.id) {
  const who = groupId === s.klass.id ? s.teacher : s.admin;
  const q = await createdQuestion(t, who, mcqForm(groupId));
  const ids = Object.fromEntries(q.objectiveOptions.map((o) => [o.title, o.id])) as Record<
    'A' | 'B' | 'C' | 'D',
    string
  >;
  return { q, ids };
}

describe('POST rest/objective/question/option', () => {
  it('adds an option after the others', async () => {
    const s = await examClass(t);
    const { q } = await mcq(s);
    const res = await examCall(t, s.teacher, 'POST', OPTION, {
      groupId: s.klass.id,
      questionId: q.id,
      title: 'E',
      text: '25',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: EXAM_SUCCESS.optionAdded,
      data: { questionId: q.id, groupId: s.klass.id, title: 'E', text: '25', disabled: false },
    });
    const read = await examCall(t, s.teacher, 'GET', 'examination/question/id', {
      groupId: s.klass.id,
      id: q.id,
    });
    expect(read.json().objectiveOptions.map((o: { title: string }) => o.title)).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
    ]);
  });

  it.each([
    [{ title: '' }, 400, EXAM_MESSAGES.optionTitle],
    [{ title: 'ABCDEFGHIJK' }, 400, EXAM_MESSAGES.optionTitle],
    [{ text: ' ' }, 400, EXAM_MESSAGES.optionText],
    [{ text: 'x'.repeat(OPTION_TEXT_MAX + 1) }, 400, EXAM_MESSAGES.optionText],
    [{ questionId: 'q1' }, 400, EXAM_MESSAGES.id],
    [{ title: 'A' }, 409, EXAM_MESSAGES.optionTitlesRepeat],
    [{ extra: 'field' }, 400, undefined],
  ])('refuses %o', async (over, status, message) => {
    const s = await examClass(t);
    const { q } = await mcq(s);
    const res = await examCall(t, s.teacher, 'POST', OPTION, {
      groupId: s.klass.id,
      questionId: q.id,
      title: 'E',
      text: '25',
      ...over,
    });
    expect(res.statusCode).toBe(status);
    if (message) expect(res.json().message).toBe(message);
  });

  it('refuses options on a subjective question and a ninth option', async () => {
    const s = await examClass(t);
    const subjective = await createdQuestion(t, s.teacher, subjectiveForm(s.klass.id));
    const onSubjective = await examCall(t, s.teacher, 'POST', OPTION, {
      groupId: s.klass.id,
      questionId: subjective.id,
      title: 'A',
      text: 'a',
    });
    expect(onSubjective.statusCode).toBe(400);
    expect(onSubjective.json().message).toBe(EXAM_MESSAGES.subjectiveOptions);
    const { q } = await mcq(s);
    for (const title of ['E', 'F', 'G', 'H']) {
      const ok = await examCall(t, s.teacher, 'POST', OPTION, {
        groupId: s.klass.id,
        questionId: q.id,
        title,
        text: title,
      });
      expect(ok.statusCode).toBe(200);
    }
    const ninth = await examCall(t, s.teacher, 'POST', OPTION, {
      groupId: s.klass.id,
      questionId: q.id,
      title: 'I',
      text: 'i',
    });
    expect(ninth.statusCode).toBe(409);
    expect(ninth.json().message).toBe(EXAM_MESSAGES.optionCount);
  });

  it("refuses a student, a role without the action, another institute's question and group", async () => {
    const s = await examClass(t);
    const { q } = await mcq(s);
    const body = { groupId: s.klass.id, questionId: q.id, title: 'E', text: 'e' };
    const reader = await createMember(
      t,
      s.klass,
      await createRole(t, s.institute, ['getQuestion']),
    );
    for (const who of [s.students[0], reader]) {
      expect((await examCall(t, who, 'POST', OPTION, body)).statusCode).toBe(403);
    }
    expect((await foreignCall(t, s, 'POST', OPTION, body)).statusCode).toBe(404);
    const foreignId = await foreignCall(t, s, 'POST', OPTION, {
      ...body,
      groupId: s.other.klass.id,
    });
    expect(foreignId.statusCode).toBe(404);
    expect(foreignId.json().message).toBe(EXAM_MESSAGES.questionNotFound);
  });
});

describe('PUT rest/objective/question/option', () => {
  it("changes title and text; the key follows its option's new title", async () => {
    const s = await examClass(t);
    const { q, ids } = await mcq(s);
    const res = await examCall(t, s.teacher, 'PUT', OPTION, {
      groupId: s.klass.id,
      questionId: q.id,
      id: ids.C,
      title: 'Z',
      text: 'fifteen',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: EXAM_SUCCESS.optionUpdated,
      data: { id: ids.C, title: 'Z', text: 'fifteen' },
    });
    expect((await questionRow(t, q.id))?.correctAnswer).toBe('Z');
    const taken = await examCall(t, s.teacher, 'PUT', OPTION, {
      groupId: s.klass.id,
      questionId: q.id,
      id: ids.A,
      title: 'B',
      text: '5',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(EXAM_MESSAGES.optionTitlesRepeat);
  });

  it('answers 404 for an option of another question or institute', async () => {
    const s = await examClass(t);
    const { ids } = await mcq(s);
    const { q: second } = await mcq(s);
    const wrongQuestion = await examCall(t, s.teacher, 'PUT', OPTION, {
      groupId: s.klass.id,
      questionId: second.id,
      id: ids.A,
      title: 'A',
      text: 'x',
    });
    expect(wrongQuestion.statusCode).toBe(404);
    expect(wrongQuestion.json().message).toBe(EXAM_MESSAGES.optionNotFound);
    const theirs = await createdQuestion(t, s.other.teacher, mcqForm(s.other.klass.id));
    const foreign = await examCall(t, s.teacher, 'PUT', OPTION, {
      groupId: s.klass.id,
      questionId: theirs.id,
      id: theirs.objectiveOptions[0]?.id,
      title: 'A',
      text: 'x',
    });
    expect(foreign.statusCode).toBe(404);
    const student = await examCall(t, s.students[0], 'PUT', OPTION, {
      groupId: s.klass.id,
      questionId: second.id,
      id: ids.A,
      title: 'A',
      text: 'x',
    });
    expect(student.statusCode).toBe(403);
  });
});

describe('GET rest/objective/question/option/id', () => {
  it('answers an option the group reads, the institute bank included', async () => {
    const s = await examClass(t);
    const { ids } = await mcq(s);
    const own = await examCall(t, s.teacher, 'GET', `${OPTION}/id`, {
      groupId: s.klass.id,
      id: ids.B,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: ids.B, title: 'B', text: '10' });
    const { ids: sharedIds } = await mcq(s, s.institute.id);
    const shared = await examCall(t, s.teacher, 'GET', `${OPTION}/id`, {
      groupId: s.klass.id,
      id: sharedIds.A,
    });
    expect(shared.statusCode).toBe(200);
    const foreign = await foreignCall(t, s, 'GET', `${OPTION}/id`, {
      groupId: s.other.klass.id,
      id: ids.B,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(EXAM_MESSAGES.optionNotFound);
    const student = await examCall(t, s.students[0], 'GET', `${OPTION}/id`, {
      groupId: s.klass.id,
      id: ids.B,
    });
    expect(student.statusCode).toBe(403);
  });
});

describe('DELETE rest/objective/question/option/delete and /disable', () => {
  it('deletes and disables options that are not the key', async () => {
    const s = await examClass(t);
    const { q, ids } = await mcq(s);
    const deleted = await examCall(t, s.teacher, 'DELETE', `${OPTION}/delete`, {
      groupId: s.klass.id,
      id: ids.A,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: EXAM_SUCCESS.optionDeleted });
    const disabled = await examCall(t, s.teacher, 'DELETE', `${OPTION}/disable`, {
      groupId: s.klass.id,
      id: ids.B,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({
      message: EXAM_SUCCESS.optionDisabled,
      data: { id: ids.B, disabled: true },
    });
    const read = await examCall(t, s.teacher, 'GET', 'examination/question/id', {
      groupId: s.klass.id,
      id: q.id,
    });
    expect(
      read
        .json()
        .objectiveOptions.map((o: { title: string; disabled: boolean }) => [o.title, o.disabled]),
    ).toEqual([
      ['B', true],
      ['C', false],
      ['D', false],
    ]);
    // Two enabled options left (C, the key, and D): neither may go.
    for (const path of ['delete', 'disable']) {
      const last = await examCall(t, s.teacher, 'DELETE', `${OPTION}/${path}`, {
        groupId: s.klass.id,
        id: ids.D,
      });
      expect(last.statusCode).toBe(409);
      expect(last.json().message).toBe(QUESTION_BANK_MESSAGES.optionsTooFew);
    }
  });

  it('refuses the correct answer, saying to choose another first', async () => {
    const s = await examClass(t);
    const { ids } = await mcq(s);
    for (const path of ['delete', 'disable']) {
      const res = await examCall(t, s.teacher, 'DELETE', `${OPTION}/${path}`, {
        groupId: s.klass.id,
        id: ids.C,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(QUESTION_BANK_MESSAGES.optionIsCorrectAnswer);
    }
  });

  it('keeps the options of a question in a published exam: disable, not delete', async () => {
    const s = await examClass(t);
    const { q, ids } = await mcq(s);
    await examHolding(t, s.klass, [q.id], 'PUBLISHED');
    const deleted = await examCall(t, s.teacher, 'DELETE', `${OPTION}/delete`, {
      groupId: s.klass.id,
      id: ids.A,
    });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(QUESTION_BANK_MESSAGES.optionInPublishedExam);
    const disabled = await examCall(t, s.teacher, 'DELETE', `${OPTION}/disable`, {
      groupId: s.klass.id,
      id: ids.A,
    });
    expect(disabled.statusCode).toBe(200);
    // Answers name options by title: the text may change, the title no more.
    const change = (title: string) =>
      examCall(t, s.teacher, 'PUT', OPTION, {
        groupId: s.klass.id,
        questionId: q.id,
        id: ids.B,
        title,
        text: 'ten',
      });
    const renamed = await change('Z');
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(QUESTION_BANK_MESSAGES.optionTitleInPublishedExam);
    expect((await change('B')).statusCode).toBe(200);
  });

  it('refuses those without the action, the institute bank from a class, and another institute', async () => {
    const s = await examClass(t);
    const { ids } = await mcq(s);
    const { ids: shared } = await mcq(s, s.institute.id);
    const disabler = await createMember(
      t,
      s.klass,
      await createRole(t, s.institute, ['getQuestion', 'disableObjectiveOption']),
    );
    const del = await examCall(t, disabler, 'DELETE', `${OPTION}/delete`, {
      groupId: s.klass.id,
      id: ids.A,
    });
    expect(del.statusCode).toBe(403);
    const dis = await examCall(t, disabler, 'DELETE', `${OPTION}/disable`, {
      groupId: s.klass.id,
      id: ids.A,
    });
    expect(dis.statusCode).toBe(200);
    const sharedFromClass = await examCall(t, s.teacher, 'DELETE', `${OPTION}/disable`, {
      groupId: s.klass.id,
      id: shared.A,
    });
    expect(sharedFromClass.statusCode).toBe(403);
    expect(sharedFromClass.json().message).toBe(QUESTION_BANK_MESSAGES.instituteBank);
    const foreign = await foreignCall(t, s, 'DELETE', `${OPTION}/delete`, {
      groupId: s.other.klass.id,
      id: ids.B,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(EXAM_MESSAGES.optionNotFound);
    const bad = await examCall(t, s.teacher, 'DELETE', `${OPTION}/delete`, {
      groupId: s.klass.id,
      id: 'x',
    });
    expect(bad.statusCode).toBe(400);
  });
});
