import { describe, expect, it } from 'vitest';
import { statisticsRangeQuerySchema } from '../schemas/statistics/statistics.js';
import { BUILTIN_STATUSES } from './attendance.js';
import {
  genderBucket,
  genderCounts,
  monthsBetween,
  sharePercent,
  tallyAttendance,
} from './statistics.js';

const byCode = new Map(BUILTIN_STATUSES.map((s) => [s.code, s.countsAs]));
const countOfBuiltin = (code: string) => byCode.get(code);

describe('sharePercent', () => {
  it('gives one decimal, rounding half up, and nothing of nothing', () => {
    expect(sharePercent(1, 3)).toBe(33.3);
    expect(sharePercent(2, 3)).toBe(66.7);
    expect(sharePercent(1, 8)).toBe(12.5);
    expect(sharePercent(5, 5)).toBe(100);
    expect(sharePercent(0, 0)).toBeNull();
  });
});

describe('monthsBetween', () => {
  it('lists every month of the range across a year end, both ends included', () => {
    expect(monthsBetween('2025-11-15', '2026-02-01')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsBetween('2026-04-01', '2026-04-30')).toEqual(['2026-04']);
    expect(monthsBetween('2021-04-01', '2026-03-31')).toHaveLength(60);
  });
});

describe('gender counts', () => {
  it('counts male and female whatever their case, and the rest as other', () => {
    expect(genderBucket('male')).toBe('boys');
    expect(genderBucket('Female')).toBe('girls');
    expect(genderBucket('Other')).toBe('other');
    expect(genderBucket(null)).toBe('other');
    expect(
      genderCounts([
        { gender: 'male', n: 12 },
        { gender: 'female', n: 10 },
        { gender: null, n: 1 },
        { gender: 'Other', n: 2 },
      ]),
    ).toEqual({ boys: 12, girls: 10, other: 3, total: 25 });
  });
});

describe('tallyAttendance', () => {
  it('counts marks by status as the attendance rules do: leave out, a half day half', () => {
    const f = tallyAttendance(
      [
        { status: 'P', n: 7 },
        { status: 'L', n: 1 },
        { status: 'A', n: 1 },
        { status: 'H', n: 1 },
        { status: 'E', n: 2 },
      ],
      countOfBuiltin,
    );
    expect(f).toEqual({ marked: 12, present: 8, absent: 1, half: 1, excused: 2, percent: 85 });
    expect(tallyAttendance([{ status: 'E', n: 3 }], countOfBuiltin).percent).toBeNull();
    // A code the rules do not know counts present.
    expect(tallyAttendance([{ status: 'ZZ', n: 1 }], countOfBuiltin).present).toBe(1);
  });
});

describe('the range of a statistics query', () => {
  const q = (from: string, to: string) =>
    statisticsRangeQuerySchema.safeParse({
      groupId: '00000000-0000-4000-8000-000000000001',
      from,
      to,
    });
  it('takes up to five years, the first day first', () => {
    expect(q('2021-04-01', '2026-03-31').success).toBe(true);
    expect(q('2026-04-01', '2026-04-01').success).toBe(true);
    const reversed = q('2026-05-01', '2026-04-01');
    expect(reversed.success).toBe(false);
    expect(reversed.error?.issues[0]?.message).toBe(
      'Choose a range of at most five years, the first day first.',
    );
    expect(q('2020-01-01', '2026-01-01').success).toBe(false);
    expect(q('2026-02-30', '2026-03-01').error?.issues[0]?.message).toBe(
      'Choose a valid date (yyyy-mm-dd).',
    );
  });
});
