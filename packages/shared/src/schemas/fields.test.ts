import { describe, expect, it } from 'vitest';
import { isCalendarDay } from '../constants/formats.js';
import { calendarDay } from './fields.js';

describe('calendar day', () => {
  it('takes a real yyyy-mm-dd day, leap days included', () => {
    expect(isCalendarDay('2026-11-29')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(calendarDay('Bad day').parse('2026-04-01')).toBe('2026-04-01');
  });

  it('refuses days that do not exist and other shapes, every failure in the one message', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-1', '2026-01', '', '01-04-2026']) {
      expect(isCalendarDay(bad)).toBe(false);
      const result = calendarDay('Bad day').safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues.every((i) => i.message === 'Bad day')).toBe(true);
    }
    expect(calendarDay('Bad day').safeParse(20260401).error?.issues[0]?.message).toBe('Bad day');
  });
});
