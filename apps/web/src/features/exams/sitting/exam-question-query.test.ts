import type { ExamQuestion } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { newerAnswerOf, withSavedAnswer } from './exam-question-query';

const question = (answer: string | null, answerVersion: number | null): ExamQuestion => ({
  id: 'eq1',
  academicTaskId: 't1',
  position: 0,
  maximumMarks: 2,
  questionOutputDto: {
    id: 'q1',
    questionType: 'SUBJECTIVE',
    question: 'Why?',
    file: null,
    objectiveOptions: [],
    correctAnswer: null,
  },
  answer,
  answerVersion,
  disabled: false,
});

describe('the kept copy of a question', () => {
  it('takes the answer of a save the server kept', () => {
    expect(withSavedAnswer(question(null, null), 'Because.', 1)).toMatchObject({
      answer: 'Because.',
      answerVersion: 1,
    });
  });

  it('keeps a newer answer than the save', () => {
    const newer = question('Newer', 5);
    expect(withSavedAnswer(newer, 'Older', 4)).toBe(newer);
  });

  it('stays absent when the question was never loaded', () => {
    expect(withSavedAnswer(undefined, 'x', 1)).toBeUndefined();
  });
});

describe('a question read while a save was on its way', () => {
  it('keeps the answer the save put in the kept copy when the read is older', () => {
    expect(newerAnswerOf(question(null, null), question('Saved offline', 2))).toMatchObject({
      answer: 'Saved offline',
      answerVersion: 2,
    });
  });

  it('takes the read when it is as new or newer than the kept copy', () => {
    const read = question('From another tab', 3);
    expect(newerAnswerOf(read, question('Kept', 2))).toBe(read);
    expect(newerAnswerOf(read, undefined)).toBe(read);
  });
});
