import { type AttemptSummary, EXAM_MESSAGES } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  answeredText,
  attemptStateLabel,
  evaluateBlocker,
  markInputErrors,
  markingProgress,
  parseExtraMinutes,
} from './marking-rules';

const attempt = (status: AttemptSummary['status'], marked: number, toMark: number) =>
  ({ status, marked, toMark }) as AttemptSummary;

describe('marking progress', () => {
  it('counts answers and students of submitted and evaluated attempts only', () => {
    expect(
      markingProgress([
        attempt('SUBMITTED', 3, 2),
        attempt('SUBMITTED', 5, 0),
        attempt('EVALUATED', 5, 0),
        attempt('STARTED', 1, 4),
        attempt('NOT_STARTED', 0, 0),
      ]),
    ).toEqual({
      answersMarked: 13,
      answersToMark: 2,
      studentsToMark: 1,
      evaluated: 1,
      submitted: 3,
    });
  });
});

describe('evaluation', () => {
  it('is offered for a submitted attempt with every answer marked', () => {
    expect(evaluateBlocker(attempt('SUBMITTED', 5, 0))).toBeNull();
    expect(evaluateBlocker(attempt('SUBMITTED', 3, 2))).toBe(EXAM_MESSAGES.unmarked(2));
    expect(evaluateBlocker(attempt('STARTED', 0, 0))).toBe(EXAM_MESSAGES.attemptNotSubmitted);
    expect(evaluateBlocker(attempt('EVALUATED', 5, 0))).toBe('Evaluated.');
  });
});

describe('marks as typed', () => {
  const input = (marks: string, reason = '') => ({ marks, remarks: '', reason });

  it('takes 0 to the maximum with two decimals', () => {
    expect(markInputErrors(input('2.5'), 5, false)).toEqual({ ok: true, marks: 2.5 });
    expect(markInputErrors(input('0'), 5, false)).toEqual({ ok: true, marks: 0 });
  });

  it('refuses empty, negative, text and three decimals with the shared message', () => {
    for (const bad of ['', '-1', 'five', '1.255']) {
      expect(markInputErrors(input(bad), 5, false)).toEqual({
        ok: false,
        errors: { marks: EXAM_MESSAGES.marks },
      });
    }
  });

  it('refuses more than the question’s maximum', () => {
    expect(markInputErrors(input('6'), 5, false)).toEqual({
      ok: false,
      errors: { marks: EXAM_MESSAGES.marksOverMaximum(5) },
    });
  });

  it('asks why once the attempt is evaluated', () => {
    expect(markInputErrors(input('4'), 5, true)).toEqual({
      ok: false,
      errors: { reason: EXAM_MESSAGES.reason },
    });
    expect(markInputErrors(input('4', 'Missed step 2'), 5, true)).toEqual({ ok: true, marks: 4 });
  });

  it('words the live view', () => {
    expect(answeredText(3, 10)).toBe('3 of 10 answered');
  });
});

describe('extra time as typed', () => {
  it('takes whole minutes up to the limit', () => {
    expect(parseExtraMinutes('15')).toBe(15);
    expect(parseExtraMinutes('0')).toBe(0);
    for (const bad of ['', '-5', '2.5', 'ten', '100000']) {
      expect(parseExtraMinutes(bad)).toBe(EXAM_MESSAGES.extraMinutes);
    }
  });
});

describe("a student's state", () => {
  const closes = '2026-11-23T04:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);
  const state = (status: AttemptSummary['status'], extraMinutes: number, now: string) =>
    attemptStateLabel({ status, extraMinutes }, closes, at(now));

  it('says "Not started" while the exam is open, "Did not sit" once it has closed', () => {
    expect(state('NOT_STARTED', 0, '2026-11-23T03:59:59.000Z')).toBe('Not started');
    expect(state('NOT_STARTED', 0, '2026-11-23T04:00:00.000Z')).toBe('Did not sit');
    expect(state('AGREED', 0, '2026-11-23T05:00:00.000Z')).toBe('Did not sit');
    expect(state('REJECTED', 0, '2026-11-23T05:00:00.000Z')).toBe('Did not sit');
  });

  it("waits for the student's own extra time, which lets them begin later", () => {
    expect(state('AGREED', 20, '2026-11-23T04:10:00.000Z')).toBe('Agreed to the rules');
    expect(state('AGREED', 20, '2026-11-23T04:20:00.000Z')).toBe('Did not sit');
  });

  it('keeps the status of a student who began', () => {
    expect(state('SUBMITTED', 0, '2026-11-24T00:00:00.000Z')).toBe('Submitted');
    expect(state('EVALUATED', 0, '2026-11-24T00:00:00.000Z')).toBe('Evaluated');
    expect(state('STARTED', 0, '2026-11-23T03:00:00.000Z')).toBe('Writing');
  });
});
