import {
  EXAM_MESSAGES,
  EXAM_SUCCESS,
  OPTION_TEXT_MAX,
  QUESTION_BANK_MESSAGES,
  QUESTION_TEXT_MAX,
} from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { examQuestionOptions, storedFiles } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import { examCall, examClass, foreignCall } from '../support/exam-helpers.js';
import {
  createdQuestion,
  mcqForm,
  PNG,
  PNG_FILE,
  saved,
  sendQuestion,
  subjectiveForm,
} from '../support/exam-questions.js';
import { examHolding, questionRow } from '../support/exam-rows.js';
import { as, createMember, createRole } from '../support/factories.js';
import { multipart } from '../support/setup-helpers.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

const t = useTestApp();
guardTenantWrites(t);
const db = () => t.app.deps.database.db;

describe('POST rest/examination/question', () => {
  it('creates an MCQ from the form, with its options, tags, category and image', async () => {
    const s = await examClass(t);
    const res = await sendQuestion(t, s.teacher, mcqForm(s.klass.id), {
      name: 'diagram.png',
      bytes: PNG,
      type: 'image/png',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(EXAM_SUCCESS.questionCreated);
    const q = saved(res);
    expect(res.json().data).toMatchObject({
      groupId: s.klass.id,
      questionType: 'MCQ_SINGLE',
      question: 'What is 3/4 of 20?',
      marks: 2,
      questionDifficulty: 'EASY',
      difficultyLevel: 'EASY',
      tags: ['fractions', 'chapter 3'],
      questionCategory: 'Mathematics',
      correctAnswer: 'C',
      disabled: false,
      inPublishedExam: false,
      editable: true,
      file: `/rest/examination/question/file?groupId=${s.klass.id}&id=${q.id}`,
    });
    expect(q.objectiveOptions.map((o) => [o.title, o.text])).toEqual([
      ['A', '5'],
      ['B', '10'],
      ['C', '15'],
      ['D', '20'],
    ]);
    const row = await questionRow(t, q.id);
    expect(row?.fileId).toBeTruthy();
    const [file] = await db()
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, row?.fileId as string));
    expect(file).toMatchObject({ mimeType: 'image/png', instituteId: s.institute.id });
  });

  it('creates a subjective question from a JSON body too (no image)', async () => {
    const s = await examClass(t);
    const res = await examCall(t, s.teacher, 'POST', 'examination/question', {
      ...subjectiveForm(s.klass.id),
      tags: ['light', 'Light', ' optics '],
      marks: 2.5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      questionType: 'SUBJECTIVE',
      marks: 2.5,
      tags: ['light', 'Light', 'optics'],
      correctAnswer: 'Scattering of sunlight',
      objectiveOptions: [],
      file: null,
    });
  });

  it('keeps hostile text as text', async () => {
    const s = await examClass(t);
    const hostile = `<script>alert(1)</script> '; drop table exam_questions; -- \u202e ${'é'.repeat(10)}`;
    const q = await createdQuestion(
      t,
      s.teacher,
      subjectiveForm(s.klass.id, {
        question: hostile,
        tags: '<b>x</b>',
        questionCategory: hostile.slice(0, 60),
      }),
    );
    const read = await examCall(t, s.teacher, 'GET', 'examination/question/id', {
      groupId: s.klass.id,
      id: q.id,
    });
    expect(read.json()).toMatchObject({ question: hostile.trim(), tags: ['<b>x</b>'] });
  });

  it.each([
    ['no question', { question: '  ' }, EXAM_MESSAGES.question],
    [
      'a long question',
      { question: 'x'.repeat(QUESTION_TEXT_MAX + 1) },
      EXAM_MESSAGES.questionTooLong,
    ],
    ['an unknown type', { questionType: 'ESSAY' }, EXAM_MESSAGES.questionType],
    ['an unknown difficulty', { questionDifficulty: 'HARD' }, EXAM_MESSAGES.difficulty],
    ['no marks', { marks: '' }, EXAM_MESSAGES.marks],
    ['negative marks', { marks: '-1' }, EXAM_MESSAGES.marks],
    ['three decimals', { marks: '1.125' }, EXAM_MESSAGES.marks],
    ['eleven tags', { tags: 'a,b,c,d,e,f,g,h,i,j,k' }, EXAM_MESSAGES.tags],
    ['a long category', { questionCategory: 'c'.repeat(81) }, EXAM_MESSAGES.category],
    ['malformed options', { objectiveOptions: '[{"title": "A",' }, EXAM_MESSAGES.options],
    ['options not a list', { objectiveOptions: '{"title":"A"}' }, EXAM_MESSAGES.options],
    [
      'an option without text',
      { objectiveOptions: JSON.stringify([{ title: 'A' }, { title: 'B', text: 'b' }]) },
      EXAM_MESSAGES.optionText,
    ],
    [
      'a long option',
      {
        objectiveOptions: JSON.stringify([
          { title: 'A', text: 'a'.repeat(OPTION_TEXT_MAX + 1) },
          { title: 'B', text: 'b' },
        ]),
      },
      EXAM_MESSAGES.optionText,
    ],
    [
      'one option',
      { objectiveOptions: JSON.stringify([{ title: 'A', text: 'a' }]), correctAnswer: 'A' },
      EXAM_MESSAGES.optionCount,
    ],
    [
      'nine options',
      {
        objectiveOptions: JSON.stringify(
          Array.from({ length: 9 }, (_, i) => ({ title: `O${i}`, text: `${i}` })),
        ),
        correctAnswer: 'O1',
      },
      EXAM_MESSAGES.optionCount,
    ],
    [
      'repeated titles',
      {
        objectiveOptions: JSON.stringify([
          { title: 'A', text: 'a' },
          { title: 'A', text: 'b' },
        ]),
        correctAnswer: 'A',
      },
      EXAM_MESSAGES.optionTitlesRepeat,
    ],
    ['a key that is no option', { correctAnswer: 'E' }, EXAM_MESSAGES.correctAnswer],
    ['no key', { correctAnswer: '' }, EXAM_MESSAGES.correctAnswer],
  ])('refuses an MCQ with %s', async (_what, over, message) => {
    const s = await examClass(t);
    const res = await sendQuestion(t, s.teacher, mcqForm(s.klass.id, over));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses options on a subjective question and a form without a valid group', async () => {
    const s = await examClass(t);
    const withOptions = await sendQuestion(
      t,
      s.teacher,
      subjectiveForm(s.klass.id, { objectiveOptions: JSON.stringify([{ title: 'A', text: 'a' }]) }),
    );
    expect(withOptions.json().message).toBe(EXAM_MESSAGES.subjectiveOptions);
    const noGroup = await sendQuestion(t, s.teacher, subjectiveForm('not-a-group'));
    expect([400, 403, 404]).toContain(noGroup.statusCode);
    expect(typeof noGroup.json().message).toBe('string');
  });

  it("checks the form's own groupId: a groupId in the query stands in for nothing", async () => {
    const s = await examClass(t);
    const form = (groupId: string, queryGroupId: string) => {
      const body = multipart([], subjectiveForm(groupId));
      return t.app.inject({
        method: 'POST',
        url: `/rest/examination/question?groupId=${queryGroupId}`,
        headers: {
          ...as(s.teacher, { institute: s.institute.id }),
          'content-type': body.contentType,
        },
        payload: body.payload,
      });
    };
    const foreignForm = await form(s.other.klass.id, s.klass.id);
    expect(foreignForm.statusCode).toBe(404);
    const ownForm = await form(s.klass.id, s.other.klass.id);
    expect(ownForm.statusCode, ownForm.body).toBe(200);
    expect(saved(ownForm).groupId).toBe(s.klass.id);
  });

  it('refuses an image that is not one by its bytes, and a file over 2 MB', async () => {
    const s = await examClass(t);
    const fake = await sendQuestion(t, s.teacher, mcqForm(s.klass.id), {
      name: 'photo.jpg',
      bytes: Buffer.from('GIF89a not really a jpeg at all'),
      type: 'image/jpeg',
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('photo.jpg is not a .jpg or .png or .webp file.');
    const pdf = await sendQuestion(t, s.teacher, mcqForm(s.klass.id), {
      name: 'paper.png',
      bytes: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'),
    });
    expect(pdf.statusCode).toBe(400);
    const big = await sendQuestion(t, s.teacher, mcqForm(s.klass.id), {
      name: 'big.png',
      bytes: Buffer.concat([PNG, Buffer.alloc(2 * 1_048_576)]),
    });
    expect(big.statusCode).toBe(413);
    expect(await db().select().from(storedFiles)).toEqual([]);
  });

  it('refuses a text field longer than the form allows instead of cutting it short', async () => {
    const s = await examClass(t);
    const res = await sendQuestion(
      t,
      s.teacher,
      mcqForm(s.klass.id, { question: 'x'.repeat(70_000) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("The form's field question is too long.");
  });

  it('takes a long question in a script of three bytes a character', async () => {
    const s = await examClass(t);
    const hindi = 'प्र'.repeat(Math.floor(QUESTION_TEXT_MAX / 3));
    const q = await createdQuestion(t, s.teacher, subjectiveForm(s.klass.id, { question: hindi }));
    expect((await questionRow(t, q.id))?.question).toBe(hindi);
  });

  it('refuses a student, a custom role without createQuestion, and another institute', async () => {
    const s = await examClass(t);
    const student = await sendQuestion(t, s.students[0], mcqForm(s.klass.id));
    expect(student.statusCode).toBe(403);
    const readOnly = await createMember(
      t,
      s.klass,
      await createRole(t, s.institute, ['getQuestion', 'updateQuestion']),
    );
    expect((await sendQuestion(t, readOnly, mcqForm(s.klass.id))).statusCode).toBe(403);
    const foreign = await sendQuestion(
      t,
      s.other.teacher,
      mcqForm(s.klass.id),
      undefined,
      'POST',
      s.other.institute.id,
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('PUT rest/examination/question', () => {
  it('changes the question; options keep their ids while their titles stay', async () => {
    const s = await examClass(t);
    const q = await createdQuestion(t, s.teacher, mcqForm(s.klass.id));
    const byTitle = Object.fromEntries(q.objectiveOptions.map((o) => [o.title, o.id]));
    const res = await sendQuestion(
      t,
      s.teacher,
      mcqForm(s.klass.id, {
        id: q.id,
        question: 'What is half of 20?',
        marks: '1.5',
        questionDifficulty: 'DIFFICULT',
        correctAnswer: 'B',
        objectiveOptions: JSON.stringify([
          { title: 'B', text: 'ten' },
          { title: 'A', text: '5' },
          { title: 'E', text: '2' },
        ]),
      }),
      undefined,
      'PUT',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(EXAM_SUCCESS.questionUpdated);
    const data = saved(res);
    expect(res.json().data).toMatchObject({
      question: 'What is half of 20?',
      marks: 1.5,
      questionDifficulty: 'DIFFICULT',
      correctAnswer: 'B',
    });
    expect(data.objectiveOptions.map((o) => [o.title, o.text])).toEqual([
      ['B', 'ten'],
      ['A', '5'],
      ['E', '2'],
    ]);
    expect(data.objectiveOptions[0]?.id).toBe(byTitle.B);
    expect(data.objectiveOptions[1]?.id).toBe(byTitle.A);
    const rows = await db()
      .select()
      .from(examQuestionOptions)
      .where(eq(examQuestionOptions.questionId, q.id));
    expect(rows).toHaveLength(3);
  });

  it('keeps, replaces and removes the image as asked', async () => {
    const s = await examClass(t);
    const q = await createdQuestion(t, s.teacher, subjectiveForm(s.klass.id), PNG_FILE);
    const firstFile = (await questionRow(t, q.id))?.fileId;
    const kept = saved(
      await sendQuestion(t, s.teacher, subjectiveForm(s.klass.id, { id: q.id }), undefined, 'PUT'),
    );
    expect(kept.file).not.toBeNull();
    expect((await questionRow(t, q.id))?.fileId).toBe(firstFile);
    await sendQuestion(
      t,
      s.teacher,
      subjectiveForm(s.klass.id, { id: q.id }),
      { name: 'b.png', bytes: PNG },
      'PUT',
    );
    const secondFile = (await questionRow(t, q.id))?.fileId;
    expect(secondFile).toBeTruthy();
    expect(secondFile).not.toBe(firstFile);
    const removed = saved(
      await sendQuestion(
        t,
        s.teacher,
        subjectiveForm(s.klass.id, { id: q.id, removeFile: 'true' }),
        undefined,
        'PUT',
      ),
    );
    expect(removed.file).toBeNull();
    expect(await db().select().from(storedFiles)).toEqual([]);
  });

  it('takes a disabled question back into use with disabled=false', async () => {
    const s = await examClass(t);
    const q = await createdQuestion(t, s.teacher, subjectiveForm(s.klass.id));
    await examCall(t, s.teacher, 'DELETE', 'examination/question/disable', {
      groupId: s.klass.id,
      id: q.id,
    });
    const back = saved(
      await sendQuestion(
        t,
        s.teacher,
        subjectiveForm(s.klass.id, { id: q.id, disabled: 'false' }),
        undefined,
        'PUT',
      ),
    );
    expect(back.disabled).toBe(false);
  });

  it('keeps the type of a question in a published exam, and disables its dropped options', async () => {
    const s = await examClass(t);
    const q = await createdQuestion(t, s.teacher, mcqForm(s.klass.id));
    await examHolding(t, s.klass, [q.id], 'PUBLISHED');
    const retyped = await sendQuestion(
      t,
      s.teacher,
      subjectiveForm(s.klass.id, { id: q.id }),
      undefined,
      'PUT',
    );
    expect(retyped.statusCode).toBe(409);
    expect(retyped.json().message).toBe(QUESTION_BANK_MESSAGES.typeInPublishedExam);
    const fewer = saved(
      await sendQuestion(
        t,
        s.teacher,
        mcqForm(s.klass.id, {
          id: q.id,
          objectiveOptions: JSON.stringify([
            { title: 'A', text: '5' },
            { title: 'C', text: '15' },
          ]),
        }),
        undefined,
        'PUT',
      ),
    );
    expect(fewer.inPublishedExam).toBe(true);
    expect(fewer.objectiveOptions.map((o) => [o.title, o.disabled])).toEqual([
      ['A', false],
      ['C', false],
      ['B', true],
      ['D', true],
    ]);
  });

  it('answers 404 for an unknown id and for a question of another institute', async () => {
    const s = await examClass(t);
    const theirs = await createdQuestion(t, s.other.teacher, subjectiveForm(s.other.klass.id));
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await sendQuestion(
        t,
        s.teacher,
        subjectiveForm(s.klass.id, { id }),
        undefined,
        'PUT',
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(EXAM_MESSAGES.questionNotFound);
    }
    expect((await questionRow(t, theirs.id))?.question).toBe('Explain why the sky is blue.');
  });

  it('refuses a student and a role without updateQuestion', async () => {
    const s = await examClass(t);
    const q = await createdQuestion(t, s.teacher, subjectiveForm(s.klass.id));
    const creator = await createMember(
      t,
      s.klass,
      await createRole(t, s.institute, ['getQuestion', 'createQuestion']),
    );
    for (const who of [s.students[0], creator]) {
      const res = await sendQuestion(
        t,
        who,
        subjectiveForm(s.klass.id, { id: q.id }),
        undefined,
        'PUT',
      );
      expect(res.statusCode).toBe(403);
    }
  });
});

describe("the institute's question bank", () => {
  it('is read from a class, changed only by those who hold the action at the institute', async () => {
    const s = await examClass(t);
    const shared = await createdQuestion(
      t,
      s.admin,
      mcqForm(s.institute.id, { question: 'Shared' }),
    );
    expect(shared.groupId).toBe(s.institute.id);
    await createdQuestion(t, s.teacher, subjectiveForm(s.klass.id, { question: 'Own' }));

    const fromClass = await examCall(t, s.teacher, 'GET', 'examination/question/id', {
      groupId: s.klass.id,
      id: shared.id,
    });
    expect(fromClass.statusCode).toBe(200);
    expect(fromClass.json()).toMatchObject({ editable: false, groupId: s.institute.id });

    const edit = await sendQuestion(
      t,
      s.teacher,
      mcqForm(s.klass.id, { id: shared.id, question: 'Changed' }),
      undefined,
      'PUT',
    );
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(QUESTION_BANK_MESSAGES.instituteBank);
    for (const path of ['examination/question/delete', 'examination/question/disable']) {
      const res = await examCall(t, s.teacher, 'DELETE', path, {
        groupId: s.klass.id,
        id: shared.id,
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await questionRow(t, shared.id))?.question).toBe('Shared');

    // The institute's admin may, from the class as from the institute.
    const byAdmin = await examCall(t, s.admin, 'GET', 'examination/question/id', {
      groupId: s.klass.id,
      id: shared.id,
    });
    expect(byAdmin.json().editable).toBe(true);
    const adminEdit = await sendQuestion(
      t,
      s.admin,
      mcqForm(s.klass.id, { id: shared.id, question: 'Changed' }),
      undefined,
      'PUT',
    );
    expect(adminEdit.statusCode, adminEdit.body).toBe(200);
    expect(saved(adminEdit).groupId).toBe(s.institute.id);

    // Read from the institute, a class's question is not the institute's.
    const own = await examCall(t, s.teacher, 'GET', 'examination/question/groupId', {
      groupId: s.klass.id,
    });
    const ownId = own.json().groups.MODERATE.SUBJECTIVE[0].id as string;
    const fromInstitute = await examCall(t, s.admin, 'GET', 'examination/question/id', {
      groupId: s.institute.id,
      id: ownId,
    });
    expect(fromInstitute.statusCode).toBe(404);
  });
});

describe('GET rest/examination/question/id', () => {
  it('answers the question, 404 for unknown and foreign ids, 403 for a student', async () => {
    const s = await examClass(t);
    const q = await createdQuestion(t, s.teacher, mcqForm(s.klass.id));
    const ok = await examCall(t, s.teacher, 'GET', 'examination/question/id', {
      groupId: s.klass.id,
      id: q.id,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().objectiveOptions).toHaveLength(4);
    const bad = await examCall(t, s.teacher, 'GET', 'examination/question/id', {
      groupId: s.klass.id,
      id: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(EXAM_MESSAGES.id);
    const foreign = await foreignCall(t, s, 'GET', 'examination/question/id', {
      groupId: s.other.klass.id,
      id: q.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(EXAM_MESSAGES.questionNotFound);
    const student = await examCall(t, s.students[0], 'GET', 'examination/question/id', {
      groupId: s.klass.id,
      id: q.id,
    });
    expect(student.statusCode).toBe(403);
    expect(student.body).not.toContain('3/4');
  });
});
