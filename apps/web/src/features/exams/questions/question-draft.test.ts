import { EXAM_MESSAGES } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  draftErrors,
  draftFields,
  draftOf,
  emptyDraft,
  nextOptionTitle,
  questionFormData,
  typeLocked,
  withNewOption,
  withOptionChange,
  withoutOption,
} from './question-draft';
import { GROUP, bankQuestion as question } from './test-questions';

const filled = () => {
  let d = emptyDraft();
  d = { ...d, question: 'Which is prime?', correctTitle: 'B', tags: 'numbers' };
  d.options.forEach((o, i) => {
    d = withOptionChange(d, o.key, { text: ['4', '7', '9', '12'][i] ?? '' });
  });
  return d;
};

describe('the question draft', () => {
  it('names new options by the first free letter and keeps at most eight', () => {
    expect(nextOptionTitle(['A', 'C'])).toBe('B');
    let d = emptyDraft();
    for (let i = 0; i < 10; i += 1) d = withNewOption(d);
    expect(d.options.map((o) => o.title)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
  });

  it('forgets the correct answer with its option, and follows a renamed one', () => {
    const d = filled();
    const b = d.options[1]?.key as string;
    expect(withoutOption(d, b).correctTitle).toBeNull();
    expect(withOptionChange(d, b, { title: 'X' }).correctTitle).toBe('X');
    expect(withOptionChange(d, d.options[0]?.key as string, { title: 'Y' }).correctTitle).toBe('B');
  });

  it('reads a saved question with its enabled options, and writes the form of an update', () => {
    const d = draftOf(question());
    expect(d.options.map((o) => o.title)).toEqual(['A', 'C']);
    expect(d.correctTitle).toBe('C');
    const fields = draftFields({ ...d, removeImage: true }, GROUP);
    expect(fields).toMatchObject({
      id: 'q1',
      groupId: GROUP,
      correctAnswer: 'C',
      tags: 'fractions',
      removeFile: 'true',
      disabled: 'false',
    });
    expect(JSON.parse(fields.objectiveOptions as string)).toEqual([
      { title: 'A', text: '5' },
      { title: 'C', text: '15' },
    ]);
  });

  it('sends a subjective question without options, its guide as the answer', () => {
    const d = { ...filled(), questionType: 'SUBJECTIVE' as const, guide: ' Mention 7 ' };
    const fields = draftFields(d, GROUP);
    expect(fields.objectiveOptions).toBe('[]');
    expect(fields.correctAnswer).toBe('Mention 7');
    expect(fields.id).toBeUndefined();
  });

  it("tells the schema's problems by field", () => {
    expect(draftErrors(filled(), GROUP)).toEqual({});
    expect(draftErrors({ ...filled(), question: ' ', marks: '' }, GROUP)).toEqual({
      question: EXAM_MESSAGES.question,
      marks: EXAM_MESSAGES.marks,
    });
    expect(draftErrors({ ...filled(), correctTitle: null }, GROUP)).toEqual({
      options: EXAM_MESSAGES.correctAnswer,
    });
  });

  it('writes a new multiple-choice question as the form the server takes', () => {
    const d = { ...filled(), tags: 'primes, numbers', questionCategory: ' Mathematics ' };
    expect(draftFields(d, GROUP)).toEqual({
      groupId: GROUP,
      questionType: 'MCQ_SINGLE',
      question: 'Which is prime?',
      marks: '1',
      questionDifficulty: 'EASY',
      tags: 'primes, numbers',
      questionCategory: 'Mathematics',
      correctAnswer: 'B',
      objectiveOptions: JSON.stringify([
        { title: 'A', text: '4' },
        { title: 'B', text: '7' },
        { title: 'C', text: '9' },
        { title: 'D', text: '12' },
      ]),
    });
  });

  it('tells too few options and an empty option under the options', () => {
    const d = filled();
    const [a, b, c] = d.options.map((o) => o.key) as [string, string, string];
    const one = withoutOption(withoutOption(withoutOption(d, a), c), d.options[3]?.key as string);
    expect(one.options.map((o) => o.title)).toEqual(['B']);
    expect(draftErrors(one, GROUP).options).toBe(EXAM_MESSAGES.optionCount);
    expect(draftErrors(withOptionChange(d, b, { text: ' ' }), GROUP).options).toBe(
      EXAM_MESSAGES.optionText,
    );
  });

  it('keeps the type of a saved question in a published exam', () => {
    expect(typeLocked(draftOf(question({ inPublishedExam: true })))).toBe(true);
    expect(typeLocked(draftOf(question()))).toBe(false);
    expect(typeLocked({ ...emptyDraft(), inPublishedExam: true })).toBe(false);
  });

  it('sends the fields as a multipart form, with the image as its file when one was chosen', () => {
    const fields = draftFields(filled(), GROUP);
    const image = new File([new Uint8Array([1, 2, 3])], 'figure.png', { type: 'image/png' });
    const form = questionFormData(fields, image);
    expect(form.get('question')).toBe('Which is prime?');
    expect(form.get('groupId')).toBe(GROUP);
    expect((form.get('file') as File).name).toBe('figure.png');
    expect(questionFormData(fields, null).has('file')).toBe(false);
  });
});
