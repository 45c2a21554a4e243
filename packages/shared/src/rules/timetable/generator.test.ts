import { describe, expect, it } from 'vitest';
import { clashesOf, type PlacedLesson } from './clashes.js';
import { generateTimetable, TimetableGenerator } from './generator.js';
import type { SolverInput, SolverLesson } from './week-state.js';

/** Lessons of one load: `n` of them. */
const load = (group: string, n: number, rest: Omit<SolverLesson, 'id' | 'group'>): SolverLesson[] =>
  Array.from({ length: n }, (_, k) => ({ id: `${group}:${k}`, group, ...rest }));

/** Two classes, three teachers, a shared lab, filling every period of a 3 × 4 week. */
function smallSchool(): SolverInput {
  return {
    days: 3,
    periods: 4,
    maxConsecutive: 3,
    lessons: [
      ...load('a-math', 4, { classes: ['A'], teachers: ['T1'], room: null, duration: 1 }),
      ...load('a-eng', 4, { classes: ['A'], teachers: ['T2'], room: null, duration: 1 }),
      ...load('a-sci', 2, { classes: ['A'], teachers: ['T3'], room: 'LAB', duration: 2 }),
      ...load('b-math', 4, { classes: ['B'], teachers: ['T1'], room: null, duration: 1 }),
      ...load('b-eng', 4, { classes: ['B'], teachers: ['T2'], room: null, duration: 1 }),
      ...load('b-sci', 2, { classes: ['B'], teachers: ['T3'], room: 'LAB', duration: 2 }),
    ],
    unavailable: [{ teacher: 'T1', day: 0, period: 0 }],
  };
}

function placedOf(
  input: SolverInput,
  result: ReturnType<typeof generateTimetable>,
): PlacedLesson[] {
  const byId = new Map(input.lessons.map((l) => [l.id, l]));
  return result.placements.map((p) => {
    const l = byId.get(p.id);
    if (!l) throw new Error(p.id);
    return {
      id: p.id,
      day: p.day + 1,
      period: p.period + 1,
      duration: l.duration,
      classIds: l.classes,
      teacherIds: l.teachers,
      roomId: l.room,
    };
  });
}

describe('the timetable generator', () => {
  it('places every lesson with no teacher, class or room in two places and none in an unavailable period', () => {
    const input = smallSchool();
    const result = generateTimetable(input, { timeLimitMs: 5_000, seed: 3 });
    expect(result.unplaced).toEqual([]);
    expect(result.placements).toHaveLength(input.lessons.length);
    expect(result.hardViolations).toBe(0);
    const placed = placedOf(input, result);
    const unavailable = [{ teacherId: 'T1', day: 1, period: 1 }];
    for (const lesson of placed) expect(clashesOf(lesson, placed, unavailable)).toEqual([]);
    // A double lesson stays within its day.
    for (const lesson of placed) expect(lesson.period + lesson.duration - 1).toBeLessThanOrEqual(4);
  });

  it('keeps a fixed lesson where it is', () => {
    const input = smallSchool();
    const lessons = input.lessons.map((l) =>
      l.id === 'a-sci:0' ? { ...l, fixed: { day: 2, period: 2 } } : l,
    );
    const result = generateTimetable({ ...input, lessons }, { timeLimitMs: 5_000, seed: 5 });
    expect(result.placements.find((p) => p.id === 'a-sci:0')).toEqual({
      id: 'a-sci:0',
      day: 2,
      period: 2,
    });
    expect(result.unplaced).toEqual([]);
  });

  it('spreads a load over the week where it can', () => {
    const input: SolverInput = {
      days: 5,
      periods: 6,
      maxConsecutive: 4,
      lessons: [
        ...load('math', 5, { classes: ['A'], teachers: ['T1'], room: null, duration: 1 }),
        ...load('eng', 5, { classes: ['A'], teachers: ['T2'], room: null, duration: 1 }),
      ],
    };
    const result = generateTimetable(input, { timeLimitMs: 5_000, seed: 1 });
    expect(result.soft.spreadExcess).toBe(0);
    const mathDays = result.placements.filter((p) => p.id.startsWith('math')).map((p) => p.day);
    expect(new Set(mathDays).size).toBe(5);
  });

  it('reports what it cannot place, and why, and places the rest without a clash', () => {
    const input: SolverInput = {
      days: 1,
      periods: 2,
      maxConsecutive: 4,
      lessons: [
        ...load('a', 2, { classes: ['A'], teachers: ['T1'], room: null, duration: 1 }),
        ...load('b', 1, { classes: ['B'], teachers: ['T1'], room: null, duration: 1 }),
        ...load('c', 1, { classes: ['C'], teachers: ['T2'], room: null, duration: 3 }),
      ],
    };
    const result = generateTimetable(input, { timeLimitMs: 300, seed: 1 });
    expect(result.hardViolations).toBe(0);
    expect(result.placements).toHaveLength(2);
    expect(result.unplaced).toEqual(
      expect.arrayContaining([
        { id: 'c:0', reason: 'NO_PERIOD' },
        expect.objectContaining({ reason: 'CLASH' }),
      ]),
    );
  });

  it('starts from a week given (a warm start), leaving out a start its lesson may not have', () => {
    const input = smallSchool();
    const week = generateTimetable(input, { timeLimitMs: 300, seed: 2 }).placements;
    // T1 is unavailable on day 0, period 0: a maths lesson started there is placed elsewhere.
    const start = week.map((p) => (p.id === 'a-math:0' ? { ...p, day: 0, period: 0 } : p));
    const generator = new TimetableGenerator(input, { timeLimitMs: 0, start });
    const placed = new Map(generator.result().placements.map((p) => [p.id, p]));
    for (const p of start) {
      if (p.id !== 'a-math:0') expect(placed.get(p.id)).toEqual(p);
    }
    expect(placed.get('a-math:0')).not.toMatchObject({ day: 0, period: 0 });
  });
});
