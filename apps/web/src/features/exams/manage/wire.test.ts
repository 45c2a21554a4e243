import type { Question } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { dataOf, messageOf, questionsOf, tagsOf } from './wire';

const q = (id: string) => ({ id, question: `Q ${id}` }) as unknown as Question;

describe('the exam calls’ answers', () => {
  it('reads the object of a change and of a read alike', () => {
    expect(dataOf({ message: 'Exam question created successfully', data: { id: 'a' } })).toEqual({
      id: 'a',
    });
    expect(dataOf({ id: 'a' })).toEqual({ id: 'a' });
  });

  it('takes the server’s success text, or the fallback', () => {
    expect(messageOf({ message: 'Exam answer marked successfully' }, 'Saved.')).toBe(
      'Exam answer marked successfully',
    );
    expect(messageOf({ id: 'a' }, 'Saved.')).toBe('Saved.');
    expect(messageOf(undefined, 'Saved.')).toBe('Saved.');
  });

  it('flattens the bank grouped by difficulty and type, or takes a plain list', () => {
    const grouped = {
      pageNo: 1,
      limit: 5,
      total: 3,
      groups: {
        EASY: { MCQ_SINGLE: [q('1')], SUBJECTIVE: [q('2')] },
        DIFFICULT: { MCQ_SINGLE: [q('3')] },
      },
    };
    expect(questionsOf(grouped).map((x) => x.id)).toEqual(['1', '2', '3']);
    expect(questionsOf([q('4')]).map((x) => x.id)).toEqual(['4']);
    expect(questionsOf({ message: 'ok', data: [q('5')] }).map((x) => x.id)).toEqual(['5']);
    expect(questionsOf(null)).toEqual([]);
  });

  it('splits typed tags, trimmed and without repeats', () => {
    expect(tagsOf(' algebra,  fractions ,,algebra, word  problems')).toEqual([
      'algebra',
      'fractions',
      'word problems',
    ]);
    expect(tagsOf('')).toEqual([]);
  });
});
