import { describe, expect, it } from 'vitest';
import { clashesOf, teacherPeriods } from './clashes.js';
import {
  exportTimetableCsv,
  readAvailabilityHeader,
  readLoadHeader,
  validateAvailabilityRow,
  validateLoadRow,
} from './csv.js';

describe('the teaching-load file', () => {
  it('names exactly class,subject,teacher,lessons_per_week,duration,room', () => {
    expect(
      readLoadHeader(['class', 'subject', 'teacher', 'lessons_per_week', 'duration', 'room'])
        .missing,
    ).toEqual([]);
    expect(readLoadHeader(['class', 'subject', 'teacher', 'lessons']).missing).toEqual([
      'lessons_per_week',
      'duration',
      'room',
    ]);
    expect(readAvailabilityHeader(['Teacher', ' day', 'period']).missing).toEqual([]);
  });

  it('joins classes and teachers with +, takes an empty duration as 1 and an empty room as none', () => {
    const row = validateLoadRow(
      {
        class: 'Class 6 A + Class 6 B',
        subject: 'PE',
        teacher: 'Ravi Kumar+Meena Iyer',
        lessons_per_week: '3',
        duration: '',
        room: '',
      },
      8,
    );
    expect(row).toEqual({
      ok: true,
      value: {
        classes: ['Class 6 A', 'Class 6 B'],
        subject: 'PE',
        teachers: ['Ravi Kumar', 'Meena Iyer'],
        lessonsPerWeek: 3,
        duration: 1,
        room: '',
      },
    });
  });

  it('refuses a row with words that say what is wrong', () => {
    const row = validateLoadRow(
      {
        class: '',
        subject: 'Maths',
        teacher: 'A+A',
        lessons_per_week: 'five',
        duration: '9',
        room: '',
      },
      8,
    );
    expect(row.ok).toBe(false);
    if (row.ok) return;
    expect(row.errors).toEqual([
      'Please name the class.',
      '"A" is named twice in this row.',
      'Lessons per week must be a whole number from 1 to 14.',
      'Duration must be a whole number of periods from 1 to 4.',
    ]);
  });

  it('checks an availability row against the week', () => {
    expect(validateAvailabilityRow({ teacher: 'Asha', day: '6', period: '8' }, 6, 8)).toEqual({
      ok: true,
      value: { teacher: 'Asha', day: 6, period: 8 },
    });
    expect(validateAvailabilityRow({ teacher: 'Asha', day: '7', period: '0' }, 6, 8)).toEqual({
      ok: false,
      errors: [
        'Day must be a whole number from 1 to 6.',
        'Period must be a whole number from 1 to 8.',
      ],
    });
  });
});

describe('the exported week', () => {
  it('has one row per class and period taught, teachers joined by +, room empty where none', () => {
    const csv = exportTimetableCsv([
      {
        day: 2,
        period: 3,
        duration: 2,
        classes: ['Class 9 A'],
        subject: 'Science',
        teachers: ['Neha'],
        room: 'Lab 1',
      },
      {
        day: 1,
        period: 1,
        duration: 1,
        classes: ['Class 6 B', 'Class 6 A'],
        subject: 'PE',
        teachers: ['Ravi', 'Meena'],
        room: null,
      },
    ]);
    expect(csv).toBe(
      [
        'day,period,class,subject,teacher,room',
        '1,1,Class 6 A,PE,Ravi+Meena,',
        '1,1,Class 6 B,PE,Ravi+Meena,',
        '2,3,Class 9 A,Science,Neha,Lab 1',
        '2,4,Class 9 A,Science,Neha,Lab 1',
        '',
      ].join('\r\n'),
    );
  });
});

describe('clash checks of a hand edit', () => {
  const lesson = (id: string, day: number, period: number, more: object = {}) => ({
    id,
    day,
    period,
    duration: 1,
    classIds: ['A'],
    teacherIds: ['T1'],
    roomId: null,
    ...more,
  });

  it('finds the teacher, the class and the room in two places, over a double lesson too', () => {
    const double = lesson('x', 1, 2, {
      duration: 2,
      classIds: ['B'],
      teacherIds: ['T2'],
      roomId: 'LAB',
    });
    const other = lesson('y', 1, 3, { classIds: ['B'], teacherIds: ['T2'], roomId: 'LAB' });
    expect(clashesOf(double, [other]).map((c) => c.kind)).toEqual(['teacher', 'class', 'room']);
    expect(clashesOf(lesson('z', 1, 4), [double])).toEqual([]);
  });

  it('refuses a teacher in a period they cannot teach, and counts their periods', () => {
    expect(clashesOf(lesson('x', 2, 5), [], [{ teacherId: 'T1', day: 2, period: 5 }])).toEqual([
      { kind: 'unavailable', id: 'T1' },
    ]);
    expect(teacherPeriods([lesson('a', 1, 1), lesson('b', 1, 2, { duration: 2 })]).get('T1')).toBe(
      3,
    );
  });
});
