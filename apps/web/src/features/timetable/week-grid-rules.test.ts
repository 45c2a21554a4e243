import { startingWeek, type TimetableLesson } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  dayNames,
  gridRows,
  lessonLine,
  lessonsAt,
  substituteLine,
  todayOf,
} from './week-grid-rules';

const lesson = (over: Partial<TimetableLesson> = {}): TimetableLesson => ({
  id: 'l1',
  day: 2,
  period: 3,
  duration: 2,
  fixed: false,
  subject: { id: 's', name: 'Science', code: 'SCI', colour: null },
  classes: [{ id: 'c', name: 'Class 9 A' }],
  teachers: [{ id: 't', name: 'Neha Rao' }],
  room: { id: 'r', name: 'Lab 1' },
  ...over,
});

describe('the week grid', () => {
  it('numbers the periods among the breaks and names the days', () => {
    const week = startingWeek(6, 8);
    const rows = gridRows(week);
    expect(rows.map((r) => (r.kind === 'PERIOD' ? r.number : r.label))).toEqual([
      1,
      2,
      3,
      4,
      'Lunch',
      5,
      6,
      7,
      8,
    ]);
    expect(dayNames(week)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
  });

  it('finds a double lesson in both its periods, and today among the working days', () => {
    const lessons = [lesson()];
    expect(lessonsAt(lessons, 2, 3)).toHaveLength(1);
    expect(lessonsAt(lessons, 2, 4)).toHaveLength(1);
    expect(lessonsAt(lessons, 2, 5)).toHaveLength(0);
    expect(todayOf({ days: [1, 2, 3, 4, 5, 6] }, 7)).toBeNull();
    expect(todayOf({ days: [1, 2, 3, 4, 5, 6] }, 3)).toBe(3);
  });

  it('says who and where by whose week it is', () => {
    expect(lessonLine(lesson(), 'class')).toBe('Neha Rao · Lab 1');
    expect(lessonLine(lesson(), 'teacher')).toBe('Class 9 A · Lab 1');
    expect(lessonLine(lesson(), 'room')).toBe('Class 9 A · Neha Rao');
  });

  it('says who takes a lesson on a date its teacher is away', () => {
    const week = {
      substitutions: [{ lessonId: 'l1', date: '2026-12-07', day: 1, substitute: 'Meena Iyer' }],
    };
    expect(substituteLine(week, 'l1')).toBe('Taken by Meena Iyer on 07 Dec');
    expect(substituteLine(week, 'l2')).toBe('');
  });
});
