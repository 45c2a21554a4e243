import {
  csvLine,
  EXAM_MESSAGES,
  IMPORT_MESSAGES,
  QUESTION_BANK_MESSAGES,
  QUESTION_IMPORT_COLUMNS,
  QUESTION_IMPORT_MAX_ROWS,
  questionImportTemplate,
} from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { examQuestionOptions, examQuestions } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import { examCall, examClass } from '../support/exam-helpers.js';
import { PNG } from '../support/exam-questions.js';
import { as, createMember, createRole, type TestProfile } from '../support/factories.js';
import { multipart } from '../support/setup-helpers.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

const t = useTestApp();
guardTenantWrites(t);
const db = () => t.app.deps.database.db;

function csvOf(
  rows: Record<string, string>[],
  columns: readonly string[] = QUESTION_IMPORT_COLUMNS,
) {
  return [csvLine(columns), ...rows.map((r) => csvLine(columns.map((c) => r[c] ?? '')))].join(
    '\r\n',
  );
}

const mcqRow = (n: number, over: Record<string, string> = {}) => ({
  questionType: 'MCQ_SINGLE',
  question: `Question ${n}, with a comma`,
  marks: '1',
  questionDifficulty: 'EASY',
  tags: 'fractions;chapter 3',
  questionCategory: 'Mathematics',
  correctAnswer: 'b',
  optionA: 'one',
  optionB: 'two',
  optionC: 'three',
  ...over,
});

function importCsv(
  who: TestProfile,
  groupId: string,
  content: string | Buffer,
  filename = 'questions.csv',
  institute?: string,
) {
  const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content);
  const form = multipart([{ field: 'file', name: filename, bytes, type: 'text/csv' }], { groupId });
  return t.app.inject({
    method: 'POST',
    url: '/rest/examination/question/import',
    headers: { ...as(who, { institute }), 'content-type': form.contentType },
    payload: form.payload,
  });
}

describe('POST rest/examination/question/import', () => {
  it('creates the valid rows together and reports each row', async () => {
    const s = await examClass(t);
    const csv = csvOf([
      mcqRow(1),
      mcqRow(2, { correctAnswer: 'F' }),
      {
        questionType: 'subjective',
        question: 'Explain\nin two lines.',
        marks: '4.5',
        questionDifficulty: 'difficult',
        correctAnswer: 'Any fair answer',
      },
      mcqRow(4, { marks: '' }),
      mcqRow(5, { questionType: 'ESSAY' }),
    ]);
    const res = await importCsv(s.teacher, s.klass.id, `\uFEFF${csv}\r\n,,,,\r\n`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({
      created: 2,
      failed: 3,
      message: QUESTION_BANK_MESSAGES.imported(2, 3),
    });
    expect(
      report.rows.map((r: { row: number; created: boolean; message: string | null }) => [
        r.row,
        r.created,
        r.message,
      ]),
    ).toEqual([
      [2, true, null],
      [3, false, EXAM_MESSAGES.correctAnswer],
      [4, true, null],
      [5, false, EXAM_MESSAGES.marks],
      [6, false, EXAM_MESSAGES.questionType],
    ]);
    const list = await examCall(t, s.teacher, 'GET', 'examination/question/groupId', {
      groupId: s.klass.id,
    });
    const body = list.json();
    expect(body.total).toBe(2);
    expect(body.groups.EASY.MCQ_SINGLE[0]).toMatchObject({
      question: 'Question 1, with a comma',
      tags: ['fractions', 'chapter 3'],
      correctAnswer: 'B',
      groupId: s.klass.id,
    });
    expect(
      body.groups.EASY.MCQ_SINGLE[0].objectiveOptions.map((o: { title: string }) => o.title),
    ).toEqual(['A', 'B', 'C']);
    expect(body.groups.DIFFICULT.SUBJECTIVE[0]).toMatchObject({
      question: 'Explain\nin two lines.',
      marks: 4.5,
    });
  });

  it('creates nothing when no row is valid, and reads a semicolon-separated file', async () => {
    const s = await examClass(t);
    const bad = await importCsv(s.teacher, s.klass.id, csvOf([mcqRow(1, { question: '' })]));
    expect(bad.json()).toMatchObject({ created: 0, failed: 1 });
    expect(await db().select().from(examQuestions)).toEqual([]);
    const semicolons =
      'questionType;question;marks;questionDifficulty\r\nSUBJECTIVE;Why?;2;EASY\r\n';
    const ok = await importCsv(s.teacher, s.klass.id, semicolons);
    expect(ok.json()).toMatchObject({ created: 1, failed: 0 });
  });

  it.each([
    [
      'no header columns',
      'question,marks\r\nWhy?,1\r\n',
      IMPORT_MESSAGES.missingHeader(['questionType', 'questionDifficulty']),
    ],
    ['only a header', `${QUESTION_IMPORT_COLUMNS.join(',')}\r\n`, IMPORT_MESSAGES.empty],
    ['an empty file', '', IMPORT_MESSAGES.empty],
  ])('refuses a file with %s', async (_what, content, message) => {
    const s = await examClass(t);
    const res = await importCsv(s.teacher, s.klass.id, content);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a file that is not a CSV, too many rows, and a form without a file', async () => {
    const s = await examClass(t);
    const png = await importCsv(s.teacher, s.klass.id, PNG, 'questions.csv');
    expect(png.statusCode).toBe(400);
    expect(png.json().message).toBe(IMPORT_MESSAGES.notCsv('questions.csv'));
    const named = await importCsv(s.teacher, s.klass.id, csvOf([mcqRow(1)]), 'questions.xlsx');
    expect(named.json().message).toBe(IMPORT_MESSAGES.notCsv('questions.xlsx'));
    const many = csvOf(
      Array.from({ length: QUESTION_IMPORT_MAX_ROWS + 1 }, (_, i) =>
        mcqRow(i, { question: `Q${i}` }),
      ),
    );
    const tooMany = await importCsv(s.teacher, s.klass.id, many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(QUESTION_BANK_MESSAGES.importTooManyRows);
    const form = multipart([], { groupId: s.klass.id });
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/rest/examination/question/import',
      headers: { ...as(s.teacher), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(IMPORT_MESSAGES.noFile);
    expect(await db().select().from(examQuestionOptions)).toEqual([]);
  });

  it('refuses a student, a role without createQuestion and another institute', async () => {
    const s = await examClass(t);
    const csv = csvOf([mcqRow(1)]);
    const reader = await createMember(
      t,
      s.klass,
      await createRole(t, s.institute, ['getQuestion']),
    );
    for (const who of [s.students[0], reader]) {
      expect((await importCsv(who, s.klass.id, csv)).statusCode).toBe(403);
    }
    const foreign = await importCsv(
      s.other.teacher,
      s.klass.id,
      csv,
      'questions.csv',
      s.other.institute.id,
    );
    expect(foreign.statusCode).toBe(404);
    expect(await db().select().from(examQuestions)).toEqual([]);
  });
});

describe('GET rest/examination/question/import/template', () => {
  it('gives the header and two example rows to those who may create questions', async () => {
    const s = await examClass(t);
    const res = await examCall(t, s.teacher, 'GET', 'examination/question/import/template', {
      groupId: s.klass.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('question-import-template.csv');
    expect(res.body).toBe(questionImportTemplate());
    // The template imports as it is.
    const imported = await importCsv(s.teacher, s.klass.id, res.body);
    expect(imported.json()).toMatchObject({ created: 2, failed: 0 });
    const student = await examCall(
      t,
      s.students[0],
      'GET',
      'examination/question/import/template',
      {
        groupId: s.klass.id,
      },
    );
    expect(student.statusCode).toBe(403);
  });
});
