import type { BankQuestion } from '@shala/shared';

// Test data of the exam feature's question tests (imported by tests only).

export const GROUP = '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f';

/** A question of the bank (an MCQ with options A, B disabled, and C the key), with changes. */
export const bankQuestion = (over: Partial<BankQuestion> = {}): BankQuestion => ({
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
