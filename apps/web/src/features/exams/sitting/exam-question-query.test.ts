import type { ExamQuestion } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { withSavedAnswer } from './exam-question-query';

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
