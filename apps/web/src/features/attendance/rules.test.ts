import { describe, expect, it } from 'vitest';
import {
  corrections,
  countsOf,
  markingSummary,
  periodLabel,
  startingMarks,
  startingPeriod,
  tapped,
} from './rules';

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

describe('the period picker', () => {
  const first = { number: 1, label: 'Period 1', start: '08:00', end: '08:40', subject: null };
  const second = {
    number: 2,
    label: 'Period 2',
    start: '08:40',
    end: '09:20',
    subject: 'Mathematics',
  };
  const periods = [first, second];
  it('names each period with its times and the subject taught', () => {
    expect(periodLabel(second)).toBe('Period 2 · 08:40–09:20 · Mathematics');
    expect(periodLabel(first)).toBe('Period 1 · 08:00–08:40');
  });

  it("starts at the period running now (India's time) today, else the day's first", () => {
    const at0850 = new Date('2026-06-01T03:20:00Z');
    expect(startingPeriod(periods, '2026-06-01', at0850)).toBe(2);
    expect(startingPeriod(periods, '2026-05-29', at0850)).toBe(1);
    expect(startingPeriod(periods, '2026-06-01', new Date('2026-06-01T08:00:00Z'))).toBe(1);
    expect(startingPeriod([], '2026-06-01', at0850)).toBeNull();
  });
});

describe("the dashboard's count of classes marked", () => {
  const classes = (marked: number, waiting: number) => [
    ...Array.from({ length: marked }, (_, i) => ({ name: `Class ${i + 1} A`, marked: true })),
    ...Array.from({ length: waiting }, (_, i) => ({ name: `Class ${i + 1} B`, marked: false })),
  ];
  it('counts the classes marked and names the first five not yet marked', () => {
    expect(markingSummary(classes(4, 0))).toBe('4 of 4 classes marked today.');
    expect(markingSummary(classes(2, 2))).toBe(
      '2 of 4 classes marked today; not yet: Class 1 B, Class 2 B.',
    );
    expect(markingSummary(classes(1, 7))).toBe(
      '1 of 8 classes marked today; not yet: Class 1 B, Class 2 B, Class 3 B, Class 4 B, Class 5 B and 2 more.',
    );
  });
});
