import { EXAM_MESSAGES } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { draftErrors, draftToFields, emptyDraft, optionTitle, withoutOption } from './new-question';

const GROUP = '0b8f3c6e-3c1f-4d84-9a52-3f7e6f1d2a10';

const mcq = () => ({
  ...emptyDraft(),
  question: 'What is 1/2 + 1/4?',
  marks: '2',
  tags: 'fractions, addition',
  options: ['3/4', '2/6', '1/8'],
  correct: 0,
});

describe('a new question from the exam editor', () => {
  it('titles options by place', () => {
    expect([0, 1, 7].map(optionTitle)).toEqual(['A', 'B', 'H']);
  });

  it('sends a multiple-choice question with its options and the correct title', () => {
    expect(draftToFields(mcq())).toEqual({
      questionType: 'MCQ_SINGLE',
      question: 'What is 1/2 + 1/4?',
      marks: '2',
      questionDifficulty: 'EASY',
      tags: 'fractions, addition',
      questionCategory: '',
      correctAnswer: 'A',
      objectiveOptions: [
        { title: 'A', text: '3/4' },
        { title: 'B', text: '2/6' },
        { title: 'C', text: '1/8' },
      ],
    });
    expect(draftErrors(GROUP, mcq())).toEqual({});
  });

  it('sends a written question without options, its guide as the answer', () => {
    const fields = draftToFields({
      ...mcq(),
      questionType: 'SUBJECTIVE',
      guide: 'Common denominator first.',
    });
    expect(fields.objectiveOptions).toEqual([]);
    expect(fields.correctAnswer).toBe('Common denominator first.');
  });

  it('keeps the correct option when another is removed', () => {
    const draft = { ...mcq(), correct: 2 };
    expect(withoutOption(draft, 0)).toMatchObject({ options: ['2/6', '1/8'], correct: 1 });
    expect(withoutOption(draft, 2)).toMatchObject({ options: ['3/4', '2/6'], correct: null });
  });

  it('shows the shared schema’s messages by field', () => {
    expect(draftErrors(GROUP, { ...mcq(), question: ' ' }).question).toBe(EXAM_MESSAGES.question);
    expect(draftErrors(GROUP, { ...mcq(), marks: '-2' }).marks).toBe(EXAM_MESSAGES.marks);
    expect(draftErrors(GROUP, { ...mcq(), correct: null }).options).toBe(
      EXAM_MESSAGES.correctAnswer,
    );
    expect(draftErrors(GROUP, { ...mcq(), options: ['3/4'] }).options).toBe(
      EXAM_MESSAGES.optionCount,
    );
    expect(draftErrors(GROUP, { ...mcq(), options: ['3/4', ' '] }).options).toBe(
      EXAM_MESSAGES.optionText,
    );
  });
});
