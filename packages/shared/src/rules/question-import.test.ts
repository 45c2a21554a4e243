import { describe, expect, it } from 'vitest';
import { EXAM_MESSAGES } from '../schemas/exams/index.js';
import {
  QUESTION_IMPORT_COLUMNS,
  questionImportTemplate,
  questionRowToForm,
  readQuestionHeader,
  validateQuestionRow,
} from './question-import.js';

const GROUP = '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f';
const mcq = (over: Record<string, string> = {}) => ({
  questionType: 'MCQ_SINGLE',
  question: 'What is 3/4 of 20?',
  marks: '1',
  questionDifficulty: 'EASY',
  tags: 'fractions; chapter 3 ;',
  questionCategory: 'Mathematics',
  correctAnswer: 'c',
  optionA: '5',
  optionB: '10',
  optionC: '15',
  optionD: '',
  ...over,
});

describe('readQuestionHeader', () => {
  it('reads the columns whatever their case, spaces and underscores, and ignores unknown ones', () => {
    const { columns, missing } = readQuestionHeader([
      '\uFEFFQuestion Type',
      'question',
      'MARKS',
      'question_difficulty',
      'Notes',
      'option a',
    ]);
    expect(columns).toEqual([
      'questionType',
      'question',
      'marks',
      'questionDifficulty',
      null,
      'optionA',
    ]);
    expect(missing).toEqual([]);
  });

  it('names the required columns the header lacks', () => {
    expect(readQuestionHeader(['question', 'tags']).missing).toEqual([
      'questionType',
      'marks',
      'questionDifficulty',
    ]);
  });
});

describe('questionRowToForm and validateQuestionRow', () => {
  it('makes an MCQ of the option columns, titled by letter, with the letter as its key', () => {
    const form = questionRowToForm(mcq(), GROUP);
    expect(form).toMatchObject({
      groupId: GROUP,
      questionType: 'MCQ_SINGLE',
      tags: ['fractions', 'chapter 3'],
      correctAnswer: 'C',
      objectiveOptions: [
        { title: 'A', text: '5' },
        { title: 'B', text: '10' },
        { title: 'C', text: '15' },
      ],
    });
    const valid = validateQuestionRow(mcq(), GROUP);
    expect(valid.ok && valid.value.marks).toBe(1);
  });

  it('reads the type and difficulty as words ("mcq single", "moderate")', () => {
    const valid = validateQuestionRow(
      mcq({ questionType: 'mcq single', questionDifficulty: ' moderate ' }),
      GROUP,
    );
    expect(valid.ok && [valid.value.questionType, valid.value.questionDifficulty]).toEqual([
      'MCQ_SINGLE',
      'MODERATE',
    ]);
  });

  it('keeps a subjective answer as written and refuses options on a subjective question', () => {
    const subjective = {
      questionType: 'SUBJECTIVE',
      question: 'Explain.',
      marks: '5',
      questionDifficulty: 'DIFFICULT',
      correctAnswer: 'Mention scattering',
    };
    const valid = validateQuestionRow(subjective, GROUP);
    expect(valid.ok && valid.value.correctAnswer).toBe('Mention scattering');
    expect(validateQuestionRow({ ...subjective, optionA: 'x' }, GROUP)).toEqual({
      ok: false,
      errors: [EXAM_MESSAGES.subjectiveOptions],
    });
  });

  it('refuses an empty mark rather than reading it as 0', () => {
    expect(validateQuestionRow(mcq({ marks: '' }), GROUP)).toEqual({
      ok: false,
      errors: [EXAM_MESSAGES.marks],
    });
  });

  it("tells each rule's message: type, difficulty, key, too few options", () => {
    const errors = (over: Record<string, string>) => {
      const r = validateQuestionRow(mcq(over), GROUP);
      return r.ok ? [] : r.errors;
    };
    expect(errors({ questionType: 'ESSAY' })).toContain(EXAM_MESSAGES.questionType);
    expect(errors({ questionDifficulty: 'HARD' })).toContain(EXAM_MESSAGES.difficulty);
    expect(errors({ correctAnswer: 'F' })).toEqual([EXAM_MESSAGES.correctAnswer]);
    expect(errors({ optionB: '', optionC: '' })).toEqual([EXAM_MESSAGES.optionCount]);
    expect(errors({ question: '  ' })).toEqual([EXAM_MESSAGES.question]);
  });
});

describe('questionImportTemplate', () => {
  it('is the header and two example rows that pass the row rules', () => {
    const [header, ...rows] = questionImportTemplate().trimEnd().split('\r\n');
    expect(header).toBe(QUESTION_IMPORT_COLUMNS.join(','));
    expect(rows).toHaveLength(2);
    for (const line of rows) {
      // The examples hold no quoted commas, so a plain split reads them.
      const cells = (line as string).split(',');
      const record = Object.fromEntries(QUESTION_IMPORT_COLUMNS.map((c, i) => [c, cells[i] ?? '']));
      expect(validateQuestionRow(record, GROUP).ok, line).toBe(true);
    }
  });
});
