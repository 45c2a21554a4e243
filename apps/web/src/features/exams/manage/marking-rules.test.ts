import { type AttemptSummary, EXAM_MESSAGES } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  answeredText,
  attemptStateLabel,
  changedMarks,
  correctingText,
  evaluateBlocker,
  isChangedMark,
  type MarkDraft,
  markInputErrors,
  markingBatch,
  markingProgress,
  parseExtraMinutes,
  typedFrom,
  unsavedText,
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

const draft = (patch: Partial<MarkDraft> & { answerId: string }): MarkDraft => ({
  marks: '',
  remarks: '',
  reason: '',
  saved: { marks: null, remarks: null },
  maximumMarks: 5,
  evaluated: false,
  ...patch,
});

describe('Save all', () => {
  it('reads the saved marks into the fields', () => {
    expect(typedFrom({ marks: 2.5, remarks: 'Good' }, String)).toEqual({
      marks: '2.5',
      remarks: 'Good',
    });
    expect(typedFrom({ marks: null, remarks: null }, String)).toEqual({ marks: '', remarks: '' });
  });

  it('counts a mark as changed when its marks or remarks differ from the saved ones', () => {
    const saved = { marks: 2.5, remarks: 'Good' };
    expect(isChangedMark({ marks: '2.50', remarks: ' Good ', saved })).toBe(false);
    expect(isChangedMark({ marks: '3', remarks: 'Good', saved })).toBe(true);
    expect(isChangedMark({ marks: '2.5', remarks: 'Better', saved })).toBe(true);
    expect(isChangedMark({ marks: '', remarks: 'Good', saved })).toBe(true);
    expect(isChangedMark({ marks: 'abc', remarks: 'Good', saved })).toBe(true);
    const unmarked = { marks: null, remarks: null };
    expect(isChangedMark({ marks: ' ', remarks: '', saved: unmarked })).toBe(false);
    expect(isChangedMark({ marks: '0', remarks: '', saved: unmarked })).toBe(true);
    expect(isChangedMark({ marks: '', remarks: 'Late', saved: unmarked })).toBe(true);
  });

  it('sends every changed mark, in order, trimmed, with the reason of an evaluated one', () => {
    const result = markingBatch([
      draft({ answerId: 'a1', marks: '4', remarks: ' Clear reasoning. ' }),
      draft({ answerId: 'a2', marks: '3', saved: { marks: 3, remarks: null }, reason: 'x' }),
      draft({
        answerId: 'a3',
        marks: '1.5',
        reason: ' Re-read ',
        saved: { marks: 1, remarks: null },
        evaluated: true,
      }),
    ]);
    expect(result).toEqual({
      ok: true,
      marks: [
        { answerId: 'a1', marks: 4, remarks: 'Clear reasoning.' },
        { answerId: 'a3', marks: 1.5, remarks: '', reason: 'Re-read' },
      ],
    });
    expect(changedMarks([draft({ answerId: 'a', marks: '1' }), draft({ answerId: 'b' })])).toEqual([
      draft({ answerId: 'a', marks: '1' }),
    ]);
  });

  it('sends nothing when a changed mark is wrong, and names each wrong one', () => {
    const result = markingBatch([
      draft({ answerId: 'a1', marks: '4' }),
      draft({ answerId: 'a2', marks: '9' }),
      draft({ answerId: 'a3', marks: '2', saved: { marks: 1, remarks: null }, evaluated: true }),
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.fromEntries(result.errors)).toEqual({
      a2: { marks: EXAM_MESSAGES.marksOverMaximum(5) },
      a3: { reason: EXAM_MESSAGES.reason },
    });
    expect(result.message).toBe(
      '2 marks need correcting before they can be saved; Save all saves nothing until then.',
    );
    expect(correctingText(1)).toBe(
      '1 mark needs correcting before it can be saved; Save all saves nothing until then.',
    );
  });

  it('refuses an empty save and one beyond the limit with the shared messages', () => {
    const none = markingBatch([draft({ answerId: 'a1' })]);
    expect(none).toMatchObject({ ok: false, message: EXAM_MESSAGES.nothingToSave });
    const many = Array.from({ length: 501 }, (_, i) => draft({ answerId: `a${i}`, marks: '1' }));
    expect(markingBatch(many)).toMatchObject({ ok: false, message: EXAM_MESSAGES.tooManyMarks });
  });

  it('says how many marks are unsaved', () => {
    expect(unsavedText(0)).toBe('Every mark is saved.');
    expect(unsavedText(1)).toBe('1 unsaved mark');
    expect(unsavedText(3)).toBe('3 unsaved marks');
  });
});
