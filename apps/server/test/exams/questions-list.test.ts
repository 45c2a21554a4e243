import { EXAM_MESSAGES } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { examCall, examClass, foreignCall, withoutExamActions } from '../support/exam-helpers.js';
import { createdQuestion, mcqForm, subjectiveForm } from '../support/exam-questions.js';
import { as, createMember, createRole, type TestProfile } from '../support/factories.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

const t = useTestApp();
guardTenantWrites(t);

type ListBody = {
  pageNo: number;
  limit: number;
  total: number;
  groups: Record<string, Record<string, { id: string; question: string }[]>>;
};

/** The questions of a list answer in its order: difficulty, then type. */
const questionsOf = (body: ListBody) =>
  Object.values(body.groups).flatMap((byType) =>
    Object.values(byType).flatMap((list) => list.map((q) => q.question)),
  );

async function list(who: TestProfile, params: Record<string, unknown>) {
  const res = await examCall(t, who, 'GET', 'examination/question/groupId', params);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListBody;
}

/** Seven questions, created a minute apart: Q1 (oldest) … Q7 (newest). */
async function bankOfSeven(groupId: string, teacher: TestProfile) {
  const kinds = [
    (n: number) => mcqForm(groupId, { question: `Q${n}`, questionDifficulty: 'EASY' }),
    (n: number) => subjectiveForm(groupId, { question: `Q${n}`, questionDifficulty: 'EASY' }),
    (n: number) => subjectiveForm(groupId, { question: `Q${n}`, questionDifficulty: 'DIFFICULT' }),
  ];
  const ids: string[] = [];
  for (let n = 1; n <= 7; n += 1) {
    t.clock.advance(60_000);
    const kind = kinds[n % 3] as (n: number) => Record<string, string>;
    ids.push((await createdQuestion(t, teacher, kind(n))).id);
  }
  return ids;
}

describe('GET rest/examination/question/groupId', () => {
  it('answers 5 of the newest first by default, grouped by difficulty then type, every group present', async () => {
    const s = await examClass(t);
    await bankOfSeven(s.klass.id, s.teacher);
    const body = await list(s.teacher, { groupId: s.klass.id });
    expect(body).toMatchObject({ pageNo: 1, limit: 5, total: 7 });
    expect(Object.keys(body.groups)).toEqual(['EASY', 'MODERATE', 'DIFFICULT']);
    for (const byType of Object.values(body.groups)) {
      expect(Object.keys(byType)).toEqual(['MCQ_SINGLE', 'SUBJECTIVE']);
    }
    // Newest five: Q7..Q3; Q6 and Q3 are MCQs (n % 3 === 0), Q7 and Q4 easy subjective.
    expect(body.groups.EASY?.MCQ_SINGLE?.map((q) => q.question)).toEqual(['Q6', 'Q3']);
    expect(body.groups.EASY?.SUBJECTIVE?.map((q) => q.question)).toEqual(['Q7', 'Q4']);
    expect(body.groups.DIFFICULT?.SUBJECTIVE?.map((q) => q.question)).toEqual(['Q5']);
    expect(body.groups.MODERATE?.SUBJECTIVE).toEqual([]);
  });

  it('pages by pageNo and limit, and size caps the whole list', async () => {
    const s = await examClass(t);
    await bankOfSeven(s.klass.id, s.teacher);
    const second = await list(s.teacher, { groupId: s.klass.id, pageNo: 2, limit: 3 });
    expect(second.total).toBe(7);
    // Newest first: Q7 Q6 Q5 | Q4 Q3 Q2 | Q1.
    expect(questionsOf(second).sort()).toEqual(['Q2', 'Q3', 'Q4']);
    const capped = await list(s.teacher, { groupId: s.klass.id, pageNo: 2, limit: 3, size: 4 });
    expect(capped.total).toBe(4);
    expect(questionsOf(capped)).toEqual(['Q4']);
    const beyond = await list(s.teacher, { groupId: s.klass.id, pageNo: 3, limit: 3, size: 4 });
    expect(questionsOf(beyond)).toEqual([]);
    const all = await list(s.teacher, { groupId: s.klass.id, limit: 500, size: -1 });
    expect(questionsOf(all)).toHaveLength(7);
  });

  it.each([
    [{ pageNo: 0 }, 'pageNo must be a whole number from 1.'],
    [{ limit: 0 }, 'limit must be 1 to 500.'],
    [{ limit: 501 }, 'limit must be 1 to 500.'],
    [{ size: 0 }, 'size must be -1 or 1 to 500.'],
    [{ size: -2 }, 'size must be -1 or 1 to 500.'],
    [{ pageNo: 'two' }, 'pageNo must be a whole number from 1.'],
    [{ includeDisabled: 'yes' }, undefined],
    [{ groupId: 'class-5' }, undefined],
  ])('refuses %o with a message', async (over, message) => {
    const s = await examClass(t);
    const res = await examCall(t, s.teacher, 'GET', 'examination/question/groupId', {
      groupId: s.klass.id,
      ...over,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    if (message) expect(res.json().message).toBe(message);
    else expect(typeof res.json().message).toBe('string');
  });

  it('lists the institute bank from a class, and not from another class', async () => {
    const s = await examClass(t);
    await createdQuestion(t, s.admin, subjectiveForm(s.institute.id, { question: 'Institute Q' }));
    await createdQuestion(t, s.teacher, subjectiveForm(s.klass.id, { question: 'Class Q' }));
    const fromClass = await list(s.teacher, { groupId: s.klass.id });
    expect(questionsOf(fromClass).sort()).toEqual(['Class Q', 'Institute Q']);
    const fromInstitute = await list(s.admin, { groupId: s.institute.id });
    expect(questionsOf(fromInstitute)).toEqual(['Institute Q']);
    const foreign = await list(s.other.teacher, { groupId: s.other.klass.id });
    expect(foreign.total).toBe(0);
  });

  it('hides disabled questions unless asked by one who may update questions', async () => {
    const s = await examClass(t);
    const q = await createdQuestion(t, s.teacher, subjectiveForm(s.klass.id, { question: 'Old' }));
    await createdQuestion(t, s.teacher, subjectiveForm(s.klass.id, { question: 'New' }));
    await examCall(t, s.teacher, 'DELETE', 'examination/question/disable', {
      groupId: s.klass.id,
      id: q.id,
    });
    expect(questionsOf(await list(s.teacher, { groupId: s.klass.id }))).toEqual(['New']);
    const withDisabled = await list(s.teacher, { groupId: s.klass.id, includeDisabled: 'true' });
    expect(questionsOf(withDisabled).sort()).toEqual(['New', 'Old']);
    const reader = await createMember(
      t,
      s.klass,
      await createRole(t, s.institute, ['getQuestion']),
    );
    const asReader = await list(reader, { groupId: s.klass.id, includeDisabled: 'true' });
    expect(questionsOf(asReader)).toEqual(['New']);
  });

  it('refuses a student, a role without getQuestion and another institute', async () => {
    const s = await examClass(t);
    const noRead = await withoutExamActions(t, s);
    for (const who of [s.students[0], s.parent, noRead]) {
      const res = await examCall(t, who, 'GET', 'examination/question/groupId', {
        groupId: s.klass.id,
      });
      expect(res.statusCode).toBe(403);
    }
    const foreign = await foreignCall(t, s, 'GET', 'examination/question/groupId', {
      groupId: s.klass.id,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('GET rest/examination/question/tags and /category', () => {
  it('finds questions with any of the tags, case-blind, those with more of them first', async () => {
    const s = await examClass(t);
    await createdQuestion(
      t,
      s.teacher,
      subjectiveForm(s.klass.id, { question: 'One', tags: 'Fractions' }),
    );
    t.clock.advance(1000);
    await createdQuestion(
      t,
      s.teacher,
      subjectiveForm(s.klass.id, { question: 'Both', tags: 'fractions, decimals' }),
    );
    t.clock.advance(1000);
    await createdQuestion(
      t,
      s.teacher,
      subjectiveForm(s.klass.id, { question: 'None', tags: 'light' }),
    );
    t.clock.advance(1000);
    await createdQuestion(
      t,
      s.teacher,
      subjectiveForm(s.klass.id, { question: 'Other', tags: 'DECIMALS' }),
    );
    const comma = await examCall(t, s.teacher, 'GET', 'examination/question/tags', {
      groupId: s.klass.id,
      tags: 'fractions,Decimals',
    });
    expect(comma.statusCode, comma.body).toBe(200);
    expect(comma.json().map((q: { question: string }) => q.question)).toEqual([
      'Both',
      'Other',
      'One',
    ]);
    const repeated = await t.app.inject({
      method: 'GET',
      url: `/rest/examination/question/tags?groupId=${s.klass.id}&tags=light&tags=decimals`,
      headers: as(s.teacher),
    });
    expect(repeated.json().map((q: { question: string }) => q.question)).toEqual([
      'Other',
      'None',
      'Both',
    ]);
    const none = await examCall(t, s.teacher, 'GET', 'examination/question/tags', {
      groupId: s.klass.id,
      tags: '',
    });
    expect(none.json()).toEqual([]);
    const tooLong = await examCall(t, s.teacher, 'GET', 'examination/question/tags', {
      groupId: s.klass.id,
      tags: 't'.repeat(41),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(EXAM_MESSAGES.tags);
  });

  it('finds a category whatever its case, and refuses an empty one', async () => {
    const s = await examClass(t);
    await createdQuestion(t, s.teacher, mcqForm(s.klass.id, { questionCategory: 'Mathematics' }));
    await createdQuestion(
      t,
      s.teacher,
      subjectiveForm(s.klass.id, { questionCategory: 'Science' }),
    );
    const res = await examCall(t, s.teacher, 'GET', 'examination/question/category', {
      groupId: s.klass.id,
      questionCategory: ' mathematics ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveLength(1);
    expect(res.json()[0].questionCategory).toBe('Mathematics');
    const empty = await examCall(t, s.teacher, 'GET', 'examination/question/category', {
      groupId: s.klass.id,
      questionCategory: '  ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(EXAM_MESSAGES.category);
  });

  it("never finds another institute's questions", async () => {
    const s = await examClass(t);
    await createdQuestion(
      t,
      s.teacher,
      subjectiveForm(s.klass.id, { tags: 'secret', questionCategory: 'Secret' }),
    );
    const byTag = await foreignCall(t, s, 'GET', 'examination/question/tags', {
      groupId: s.other.klass.id,
      tags: 'secret',
    });
    expect(byTag.json()).toEqual([]);
    const byCategory = await foreignCall(t, s, 'GET', 'examination/question/category', {
      groupId: s.other.klass.id,
      questionCategory: 'secret',
    });
    expect(byCategory.json()).toEqual([]);
    const theirGroup = await foreignCall(t, s, 'GET', 'examination/question/tags', {
      groupId: s.klass.id,
      tags: 'secret',
    });
    expect(theirGroup.statusCode).toBe(404);
  });
});
