import type { Question } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { bankQuestions, successText } from './answer-views';

const q = (id: string) => ({ id, question: `Q ${id}` }) as unknown as Question;

describe('the exam screens’ readings of the answers', () => {
  it('takes the server’s success text, or the fallback', () => {
    expect(successText({ message: 'Exam answer marked successfully' }, 'Saved.')).toBe(
      'Exam answer marked successfully',
    );
    expect(successText({ message: '' }, 'Saved.')).toBe('Saved.');
    expect(successText(undefined, 'Saved.')).toBe('Saved.');
  });

  it('flattens the bank grouped by difficulty and type', () => {
    const groups = {
      EASY: { MCQ_SINGLE: [q('1')], SUBJECTIVE: [q('2')] },
      DIFFICULT: { MCQ_SINGLE: [q('3')] },
    };
    expect(bankQuestions({ groups }).map((x) => x.id)).toEqual(['1', '2', '3']);
  });

  it('reads an empty bank as no questions', () => {
    expect(bankQuestions({ groups: {} })).toEqual([]);
    expect(bankQuestions({ groups: { EASY: {} } })).toEqual([]);
  });
});
