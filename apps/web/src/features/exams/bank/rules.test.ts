import { describe, expect, it } from 'vitest';
import { QUESTION_TYPE_LABELS } from '../questions/question-draft';
import { bankQuestion as question } from '../questions/test-questions';
import { bankSections, imageProblem, searchTags, TYPE_LABELS } from './rules';

describe('imageProblem', () => {
  it('takes a jpg, png or webp of at most 2 MB', () => {
    expect(imageProblem({ name: 'a.png', type: 'image/png', size: 1000 })).toBeUndefined();
    expect(imageProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toMatch(/not a \.jpg/);
    expect(imageProblem({ name: 'a.jpg', type: 'image/jpeg', size: 3 * 1_048_576 })).toMatch(
      /larger than 2 MB/,
    );
  });
});

describe('bankSections and searchTags', () => {
  it('lists the groups that hold questions, difficulty first', () => {
    const hard = question({
      id: 'q2',
      questionDifficulty: 'DIFFICULT',
      questionType: 'SUBJECTIVE',
    });
    const sections = bankSections({
      groups: {
        EASY: { MCQ_SINGLE: [question()], SUBJECTIVE: [] },
        MODERATE: { MCQ_SINGLE: [], SUBJECTIVE: [] },
        DIFFICULT: { MCQ_SINGLE: [], SUBJECTIVE: [hard] },
      },
    });
    expect(sections.map((s) => [s.title, s.questions.length])).toEqual([
      ['Easy · Multiple choice', 1],
      ['Difficult · Subjective', 1],
    ]);
  });

  it('reads tags separated by commas or semicolons', () => {
    expect(searchTags(' fractions; chapter 3 ,, ')).toBe('fractions,chapter 3');
  });
});

describe('the name of a written question', () => {
  it('is the spec’s word, Subjective, in the bank, the form and the exam editor alike', () => {
    expect(TYPE_LABELS.SUBJECTIVE).toBe('Subjective');
    expect(QUESTION_TYPE_LABELS).toBe(TYPE_LABELS);
  });
});
