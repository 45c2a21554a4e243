import { describe, expect, it } from 'vitest';
import { corrections, countsOf, startingMarks, tapped } from './rules';

const student = (profileId: string, status: string | null, onLeave = false) => ({
  profileId,
  name: profileId,
  rollNo: null,
  status,
  onLeave,
  corrected: false,
});

describe('the marking screen', () => {
  it('starts everyone present, approved leave on leave, and saved marks as saved', () => {
    const view = { students: [student('a', null), student('b', null, true), student('c', 'L')] };
    expect(startingMarks(view)).toEqual({ a: 'P', b: 'E', c: 'L' });
  });

  it('toggles present and absent on a tap, and anything else back to present', () => {
    expect(tapped('P')).toBe('A');
    expect(tapped('A')).toBe('P');
    expect(tapped('L')).toBe('P');
  });

  it('names only the saved marks it changes as corrections, and counts statuses', () => {
    const view = { students: [student('a', 'P'), student('b', null), student('c', 'A')] };
    const marks = { a: 'A', b: 'A', c: 'A' };
    expect(corrections(view, marks)).toEqual(['a']);
    expect([...countsOf(marks)]).toEqual([['A', 3]]);
  });
});
