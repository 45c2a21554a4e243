import type { SolverInput, SolverLesson } from '@shala/shared';

/**
 * The generated school of bench/timetable (issue 24 "Must show"): 40 classes (Classes 3 to 12,
 * four sections each), 70 teachers, 8 periods on 6 days, 45 periods a week per class (a double
 * science practical in one of two science labs, computer lessons in one of two computer labs,
 * physical education taken by two sections together with two teachers), and 14 part-time
 * teachers each unavailable for a few periods. Seeded, so every run is the same school.
 */

export type LoadRow = {
  classes: string[];
  subject: string;
  teachers: string[];
  lessonsPerWeek: number;
  duration: number;
  room: string;
};

export type School = {
  days: number;
  periods: number;
  loads: LoadRow[];
  unavailable: { teacher: string; day: number; period: number }[];
  maxConsecutive: number;
};

function randomOf(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A class's week by subject: [subject, lessons, duration, teachers' pool, room kind]. */
const WEEK: [string, number, number, string, string][] = [
  ['English', 7, 1, 'English', ''],
  ['Hindi', 6, 1, 'Hindi', ''],
  ['Mathematics', 8, 1, 'Mathematics', ''],
  ['Science', 5, 1, 'Science', ''],
  ['Science Practical', 1, 2, 'Science', 'Science Lab'],
  ['Social Science', 6, 1, 'Social Science', ''],
  ['Sanskrit', 3, 1, 'Sanskrit', ''],
  ['Computer Science', 2, 1, 'Computer Science', 'Computer Lab'],
  ['Art', 2, 1, 'Art', ''],
  ['Music', 1, 1, 'Music', ''],
  ['General Knowledge', 1, 1, 'English', ''],
];
/** Teachers per pool: 70 in all, enough for each pool's periods at about 26 a week. */
const POOLS: Record<string, number> = {
  English: 12,
  Hindi: 9,
  Mathematics: 12,
  Science: 11,
  'Social Science': 9,
  Sanskrit: 5,
  'Computer Science': 3,
  Art: 3,
  Music: 2,
  'Physical Education': 4,
};

export function generatedSchool(seed = 24): School {
  const random = randomOf(seed);
  const classes: string[] = [];
  for (let level = 3; level <= 12; level += 1) {
    for (const section of ['A', 'B', 'C', 'D']) classes.push(`Class ${level} ${section}`);
  }
  const teachers = new Map<string, { name: string; periods: number }[]>();
  let n = 0;
  for (const [pool, count] of Object.entries(POOLS)) {
    teachers.set(
      pool,
      Array.from({ length: count }, () => {
        n += 1;
        return { name: `${pool} Teacher ${n}`, periods: 0 };
      }),
    );
  }
  /** The pool's least loaded teacher (a little random among equals). */
  const teacherFor = (pool: string, periods: number) => {
    const list = teachers.get(pool) ?? [];
    const chosen = [...list].sort((a, b) => a.periods - b.periods + (random() - 0.5) * 0.1)[0];
    if (!chosen) throw new Error(`no teacher in ${pool}`);
    chosen.periods += periods;
    return chosen.name;
  };
  const loads: LoadRow[] = [];
  classes.forEach((name, i) => {
    for (const [subject, lessons, duration, pool, roomKind] of WEEK) {
      const room = roomKind ? `${roomKind} ${(i % 2) + 1}` : '';
      loads.push({
        classes: [name],
        subject,
        teachers: [teacherFor(pool, lessons * duration)],
        lessonsPerWeek: lessons,
        duration,
        room,
      });
    }
  });
  // Physical education: two sections together, with two teachers, three times a week.
  for (let i = 0; i < classes.length; i += 2) {
    loads.push({
      classes: [classes[i] ?? '', classes[i + 1] ?? ''],
      subject: 'Physical Education',
      teachers: [teacherFor('Physical Education', 3), teacherFor('Physical Education', 3)],
      lessonsPerWeek: 3,
      duration: 1,
      room: '',
    });
  }
  const days = 6;
  const periods = 8;
  const all = [...teachers.values()].flat();
  const unavailable: School['unavailable'] = [];
  // Every fifth teacher is part-time: one free morning and two more periods they cannot teach.
  all.forEach((t, i) => {
    if (i % 5 !== 0) return;
    const day = Math.floor(random() * days);
    for (let p = 0; p < 3; p += 1) unavailable.push({ teacher: t.name, day, period: p });
    for (let k = 0; k < 2; k += 1) {
      unavailable.push({
        teacher: t.name,
        day: Math.floor(random() * days),
        period: 3 + Math.floor(random() * (periods - 3)),
      });
    }
  });
  return { days, periods, loads, unavailable, maxConsecutive: 4 };
}

/** The school as the generator's input: each load's lessons, one by one. */
export function solverInput(school: School): SolverInput {
  const lessons: SolverLesson[] = [];
  school.loads.forEach((load, g) => {
    for (let k = 0; k < load.lessonsPerWeek; k += 1) {
      lessons.push({
        id: `${g}:${k}`,
        group: String(g),
        classes: load.classes,
        teachers: load.teachers,
        room: load.room || null,
        duration: load.duration,
      });
    }
  });
  return {
    days: school.days,
    periods: school.periods,
    lessons,
    unavailable: school.unavailable,
    maxConsecutive: school.maxConsecutive,
  };
}
