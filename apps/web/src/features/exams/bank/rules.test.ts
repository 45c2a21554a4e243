import type { BankQuestion } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { bankSections, imageProblem, searchTags } from './rules';

const GROUP = '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f';

const question = (over: Partial<BankQuestion> = {}): BankQuestion => ({
  id: 'q1',
  groupId: GROUP,
  tags: ['fractions'],
  questionCategory: 'Mathematics',
  questionType: 'MCQ_SINGLE',
  question: 'What is 3/4 of 20?',
  file: null,
  marks: 2,
  questionDifficulty: 'EASY',
  difficultyLevel: 'EASY',
  correctAnswer: 'C',
  objectiveOptions: [
    { id: 'o1', groupId: GROUP, questionId: 'q1', title: 'A', text: '5', disabled: false },
    { id: 'o2', groupId: GROUP, questionId: 'q1', title: 'B', text: '10', disabled: true },
    { id: 'o3', groupId: GROUP, questionId: 'q1', title: 'C', text: '15', disabled: false },
  ],
  disabled: false,
  inPublishedExam: false,
  createdAt: '2026-11-23T09:00:00.000Z',
  updatedAt: '2026-11-23T09:00:00.000Z',
  editable: true,
  ...over,
});

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
