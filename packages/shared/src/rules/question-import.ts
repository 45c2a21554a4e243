import type { z } from 'zod';
import { type QuestionForm, questionFormSchema } from '../schemas/exams/index.js';
import { csvLine, type ValidRow } from './csv-import.js';

/**
 * Pure rules of the question import (CSV): its columns, the header, a row as the question form
 * the create call takes, and the template. The server reads the file and saves; the web shows
 * the columns and the template link.
 */

/** Options of an imported MCQ: the columns optionA … optionF, titled A … F. */
export const QUESTION_IMPORT_OPTION_TITLES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

export const QUESTION_IMPORT_COLUMNS = [
  'questionType',
  'question',
  'marks',
  'questionDifficulty',
  'tags',
  'questionCategory',
  'correctAnswer',
  ...QUESTION_IMPORT_OPTION_TITLES.map((t) => `option${t}` as const),
] as const;
export type QuestionImportColumn = (typeof QUESTION_IMPORT_COLUMNS)[number];

/** The header must name these; the others may be left out. */
export const QUESTION_IMPORT_REQUIRED_COLUMNS = [
  'questionType',
  'question',
  'marks',
  'questionDifficulty',
] as const satisfies readonly QuestionImportColumn[];

/** What each column holds, for the screen's column guide. */
export const QUESTION_IMPORT_COLUMN_HINTS: Record<QuestionImportColumn, string> = {
  questionType: 'MCQ_SINGLE or SUBJECTIVE',
  question: 'The question as students read it',
  marks: 'From 0, up to two decimals (2.5)',
  questionDifficulty: 'EASY, MODERATE or DIFFICULT',
  tags: 'Separated by semicolons: fractions;chapter 3',
  questionCategory: 'One category, such as Mathematics',
  correctAnswer: 'MCQ: the letter of the right option (A to F); subjective: a marking guide',
  optionA: 'MCQ: the text of option A',
  optionB: 'MCQ: the text of option B',
  optionC: 'MCQ: the text of option C (optional)',
  optionD: 'MCQ: the text of option D (optional)',
  optionE: 'MCQ: the text of option E (optional)',
  optionF: 'MCQ: the text of option F (optional)',
};

const EXAMPLES: Record<string, string>[] = [
  {
    questionType: 'MCQ_SINGLE',
    question: 'What is 3/4 of 20?',
    marks: '1',
    questionDifficulty: 'EASY',
    tags: 'fractions;chapter 3',
    questionCategory: 'Mathematics',
    correctAnswer: 'C',
    optionA: '5',
    optionB: '10',
    optionC: '15',
    optionD: '20',
  },
  {
    questionType: 'SUBJECTIVE',
    question: 'Explain why the sky looks blue on a clear day.',
    marks: '5',
    questionDifficulty: 'MODERATE',
    tags: 'light;scattering',
    questionCategory: 'Science',
    correctAnswer: 'Sunlight is scattered by air; blue light is scattered the most.',
  },
];

const squash = (name: string) => name.replace(/[\s_-]/g, '').toLowerCase();

/**
 * Maps each header cell to its column ("Question Type", "question_type" and "questionType" are
 * the same); unknown cells map to null. `missing` lists the required columns absent.
 */
export function readQuestionHeader(header: readonly string[]): {
  columns: (QuestionImportColumn | null)[];
  missing: QuestionImportColumn[];
} {
  const known = new Map<string, QuestionImportColumn>(
    QUESTION_IMPORT_COLUMNS.map((c) => [squash(c), c]),
  );
  const columns = header.map((cell) => known.get(squash(cell.replace(/^\uFEFF/, ''))) ?? null);
  const missing = QUESTION_IMPORT_REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  return { columns, missing };
}

/** A word as the schema spells it: "mcq single" and "Mcq_Single" are MCQ_SINGLE. */
const upperWord = (text: string) =>
  text
    .trim()
    .replace(/[\s-]+/g, '_')
    .toUpperCase();

/**
 * A data row (column → cell) as the question form of the create call. Empty cells are left
 * out, so a missing mark is refused rather than read as 0; an MCQ's options are the non-empty
 * option columns, titled by their letter, and its correct answer is a letter ("c" is C).
 */
export function questionRowToForm(
  record: Readonly<Record<string, string>>,
  groupId: string,
): Record<string, unknown> {
  const cell = (column: QuestionImportColumn) => (record[column] ?? '').trim();
  const questionType = upperWord(cell('questionType'));
  const form: Record<string, unknown> = {
    groupId,
    questionType,
    question: cell('question'),
    questionDifficulty: upperWord(cell('questionDifficulty')),
    tags: cell('tags')
      .split(';')
      .map((t) => t.trim())
      .filter((t) => t !== ''),
    objectiveOptions: QUESTION_IMPORT_OPTION_TITLES.filter((t) => cell(`option${t}`) !== '').map(
      (title) => ({ title, text: cell(`option${title}`) }),
    ),
  };
  if (cell('marks') !== '') form.marks = cell('marks');
  if (cell('questionCategory') !== '') form.questionCategory = cell('questionCategory');
  const answer = cell('correctAnswer');
  if (answer !== '')
    form.correctAnswer = questionType === 'MCQ_SINGLE' ? upperWord(answer) : answer;
  return form;
}

function messagesOf(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((i) => i.message))];
}

/** A row checked as the create call checks its form; its problems in the schema's words. */
export function validateQuestionRow(
  record: Readonly<Record<string, string>>,
  groupId: string,
): ValidRow<QuestionForm> {
  const parsed = questionFormSchema.safeParse(questionRowToForm(record, groupId));
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: messagesOf(parsed.error) };
}

/** The template: the header and two example rows (an MCQ and a subjective question), CRLF. */
export function questionImportTemplate(): string {
  const lines = [
    csvLine(QUESTION_IMPORT_COLUMNS),
    ...EXAMPLES.map((row) => csvLine(QUESTION_IMPORT_COLUMNS.map((c) => row[c] ?? ''))),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
