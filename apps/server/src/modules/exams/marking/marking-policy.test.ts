import { describe, expect, it } from 'vitest';
import {
  changeNeedsReason,
  isAnswered,
  isMarkable,
  isOnline,
  mayStillBeSat,
  sameMarks,
} from './marking-policy.js';

const at = (iso: string) => new Date(iso);

describe('isAnswered', () => {
  it('takes text or a file; a blank save or no row is unanswered', () => {
    expect(isAnswered({ answer: 'B', fileId: null })).toBe(true);
    expect(isAnswered({ answer: '', fileId: 'f1' })).toBe(true);
    expect(isAnswered({ answer: ' \n ', fileId: null })).toBe(false);
    expect(isAnswered(undefined)).toBe(false);
  });
});

describe('isMarkable and changeNeedsReason', () => {
  it('marks submitted and evaluated attempts only', () => {
    expect(isMarkable({ status: 'SUBMITTED' })).toBe(true);
    expect(isMarkable({ status: 'EVALUATED' })).toBe(true);
    expect(isMarkable({ status: 'STARTED' })).toBe(false);
  });

  it('asks a reason only for a change of marks after evaluation', () => {
    expect(changeNeedsReason({ status: 'SUBMITTED' }, 3, 4)).toBe(false);
    expect(changeNeedsReason({ status: 'EVALUATED' }, 3, 3)).toBe(false);
    expect(changeNeedsReason({ status: 'EVALUATED' }, 3, 4)).toBe(true);
    expect(changeNeedsReason({ status: 'EVALUATED' }, null, 0)).toBe(true);
  });

  it('compares marks to the hundredth', () => {
    expect(sameMarks(0.1 + 0.2, 0.3)).toBe(true);
    expect(sameMarks(null, 0)).toBe(false);
  });
});

describe('mayStillBeSat', () => {
  const task = { endAt: at('2026-06-01T10:00:00Z') };
  const after = at('2026-06-01T10:30:00Z');

  it('is true before the close or while an attempt is open', () => {
    expect(mayStillBeSat(task, [], at('2026-06-01T09:59:59Z'))).toBe(true);
    expect(mayStillBeSat(task, [{ status: 'STARTED', extraMinutes: 0 }], after)).toBe(true);
    expect(mayStillBeSat(task, [{ status: 'SUBMITTED', extraMinutes: 0 }], after)).toBe(false);
  });

  it('keeps the exam open for a student whose extra time moves the close', () => {
    expect(mayStillBeSat(task, [{ status: 'AGREED', extraMinutes: 45 }], after)).toBe(true);
    expect(mayStillBeSat(task, [{ status: 'AGREED', extraMinutes: 15 }], after)).toBe(false);
    expect(mayStillBeSat(task, [{ status: 'EVALUATED', extraMinutes: 45 }], after)).toBe(false);
  });
});

describe('isOnline', () => {
  const now = at('2026-06-01T10:00:00Z');
  it('is a started attempt seen within the last minute', () => {
    expect(isOnline({ status: 'STARTED', lastSeenAt: at('2026-06-01T09:59:30Z') }, now)).toBe(true);
    expect(isOnline({ status: 'STARTED', lastSeenAt: at('2026-06-01T09:58:00Z') }, now)).toBe(
      false,
    );
    expect(isOnline({ status: 'SUBMITTED', lastSeenAt: now }, now)).toBe(false);
  });
});
