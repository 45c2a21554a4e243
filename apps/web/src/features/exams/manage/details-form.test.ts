import { EXAM_MESSAGES } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  type DetailsValues,
  detailsFormSchema,
  detailsToInput,
  detailsValues,
  fromLocalInput,
  NEGATIVE_MARKS_MESSAGE,
  shownLocal,
  toLocalInput,
} from './details-form';

const GROUP = '0b8f3c6e-3c1f-4d84-9a52-3f7e6f1d2a10';

const valid = (over: Partial<DetailsValues> = {}): DetailsValues => ({
  title: 'Unit Test 3: Fractions',
  instructions: 'Answer every question.',
  agreement: 'I will not share the questions.',
  opensAt: '2026-11-23T09:30',
  closesAt: '2026-11-23T11:00',
  examinationType: 'MIXED',
  examCategory: 'UNIT_TEST',
  durationMinutes: '45',
  shuffleQuestions: true,
  shuffleOptions: false,
  negativeMarks: '0.5',
  showAnswersAfterResult: true,
  ...over,
});

describe('date-time inputs', () => {
  it('turns an instant into the local input value and back', () => {
    const iso = '2026-11-23T04:00:00.000Z';
    const local = toLocalInput(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe(iso);
  });

  it('answers empty for nothing or nonsense', () => {
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('not a date')).toBe('');
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('23/11/2026')).toBe('');
    expect(shownLocal('')).toBe('');
  });

  it('shows the chosen time in en-GB words', () => {
    expect(shownLocal('2026-11-23T09:30')).toBe('Mon, 23 Nov 2026, 09:30');
  });
});

describe('the details form', () => {
  it('starts a new exam tomorrow at nine for an hour, mixed, until it closes', () => {
    const values = detailsValues(null, null, new Date(2026, 10, 22, 15, 12));
    expect(values.opensAt).toBe('2026-11-23T09:00');
    expect(values.closesAt).toBe('2026-11-23T10:00');
    expect(values.durationMinutes).toBe('');
    expect(values.examinationType).toBe('MIXED');
    expect(values.showAnswersAfterResult).toBe(true);
  });

  it('gives the bodies of the task and config calls', () => {
    const result = detailsToInput(valid(), GROUP);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.task).toEqual({
      title: 'Unit Test 3: Fractions',
      instructions: 'Answer every question.',
      agreement: 'I will not share the questions.',
      startDateTime: fromLocalInput('2026-11-23T09:30'),
      endDateTime: fromLocalInput('2026-11-23T11:00'),
    });
    expect(result.config).toEqual({
      examinationType: 'MIXED',
      examCategory: 'UNIT_TEST',
      jsonConfig: {
        shuffleQuestions: true,
        shuffleOptions: false,
        durationMinutes: 45,
        showAnswersAfterResult: true,
        negativeMarks: 0.5,
      },
    });
  });

  it('takes no duration as "until the exam closes"', () => {
    const result = detailsToInput(valid({ durationMinutes: ' ' }), GROUP);
    expect(result.ok && result.config.jsonConfig.durationMinutes).toBeNull();
  });

  it('puts the shared schema’s messages under their fields', () => {
    const result = detailsToInput(
      valid({ title: ' ', opensAt: '', closesAt: '2026-11-23T11:00' }),
      GROUP,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.title).toBe(EXAM_MESSAGES.taskTitle);
    expect(result.errors.opensAt).toBe(EXAM_MESSAGES.startDateTime);
  });

  it('says the exam must close after it opens, under the closing time', () => {
    const result = detailsToInput(valid({ closesAt: '2026-11-23T09:00' }), GROUP);
    expect(!result.ok && result.errors.closesAt).toBe(EXAM_MESSAGES.endAfterStart);
  });

  it('refuses a duration out of range or longer than the exam is open', () => {
    const zero = detailsToInput(valid({ durationMinutes: '0' }), GROUP);
    expect(!zero.ok && zero.errors.durationMinutes).toBe(EXAM_MESSAGES.duration);
    const long = detailsToInput(valid({ durationMinutes: '120' }), GROUP);
    expect(!long.ok && long.errors.durationMinutes).toBe(EXAM_MESSAGES.durationTooLong);
  });

  it('refuses negative marks below zero', () => {
    const result = detailsToInput(valid({ negativeMarks: '-1' }), GROUP);
    expect(!result.ok && result.errors.negativeMarks).toBe(NEGATIVE_MARKS_MESSAGE);
  });

  it('gives react-hook-form the messages by field', () => {
    const parsed = detailsFormSchema(GROUP).safeParse(valid({ title: '' }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['title'],
      message: EXAM_MESSAGES.taskTitle,
    });
    expect(detailsFormSchema(GROUP).safeParse(valid()).success).toBe(true);
  });
});
