import { describe, expect, it } from 'vitest';
import { countAttempts } from './exam-attempt-counts.js';

describe('countAttempts', () => {
  it('counts an attempt at every stage it has passed', () => {
    expect(countAttempts(['EVALUATED'])).toEqual({
      total: 1,
      started: 1,
      writing: 0,
      submitted: 1,
      evaluated: 1,
    });
    expect(countAttempts(['SUBMITTED'])).toMatchObject({ started: 1, submitted: 1, evaluated: 0 });
    expect(countAttempts(['STARTED'])).toMatchObject({ started: 1, writing: 1, submitted: 0 });
  });

  it('does not count an attempt that was never started', () => {
    expect(countAttempts(['NOT_STARTED', 'AGREED', 'REJECTED'])).toEqual({
      total: 3,
      started: 0,
      writing: 0,
      submitted: 0,
      evaluated: 0,
    });
  });

  it('adds up counts per status', () => {
    const counts = countAttempts([
      ['NOT_STARTED', 10],
      ['STARTED', 1],
      ['SUBMITTED', 2],
      ['EVALUATED', 1],
    ]);
    expect(counts).toEqual({ total: 14, started: 4, writing: 1, submitted: 3, evaluated: 1 });
  });
});
