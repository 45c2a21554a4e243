/**
 * Clash checks of a hand edit (issue 24 §2): a lesson put at a day and period must not meet
 * another lesson of one of its teachers, classes or room in any period it covers, nor fall in a
 * period one of its teachers cannot teach. Days and periods from 1.
 */
export type PlacedLesson = {
  id: string;
  day: number;
  period: number;
  duration: number;
  classIds: readonly string[];
  teacherIds: readonly string[];
  roomId: string | null;
};

export type Clash =
  | { kind: 'teacher' | 'class' | 'room'; id: string; other: PlacedLesson }
  | { kind: 'unavailable'; id: string };

const overlaps = (a: PlacedLesson, b: PlacedLesson) =>
  a.day === b.day && a.period < b.period + b.duration && b.period < a.period + a.duration;

export function clashesOf(
  lesson: PlacedLesson,
  others: readonly PlacedLesson[],
  unavailable: readonly { teacherId: string; day: number; period: number }[] = [],
): Clash[] {
  const clashes: Clash[] = [];
  for (const other of others) {
    if (other.id === lesson.id || !overlaps(lesson, other)) continue;
    for (const t of lesson.teacherIds) {
      if (other.teacherIds.includes(t)) clashes.push({ kind: 'teacher', id: t, other });
    }
    for (const c of lesson.classIds) {
      if (other.classIds.includes(c)) clashes.push({ kind: 'class', id: c, other });
    }
    if (lesson.roomId && lesson.roomId === other.roomId) {
      clashes.push({ kind: 'room', id: lesson.roomId, other });
    }
  }
  for (const u of unavailable) {
    if (
      lesson.teacherIds.includes(u.teacherId) &&
      u.day === lesson.day &&
      u.period >= lesson.period &&
      u.period < lesson.period + lesson.duration
    ) {
      clashes.push({ kind: 'unavailable', id: u.teacherId });
    }
  }
  return clashes;
}

/** Periods a week each teacher teaches in these lessons. */
export function teacherPeriods(lessons: readonly PlacedLesson[]): Map<string, number> {
  const periods = new Map<string, number>();
  for (const l of lessons) {
    for (const t of l.teacherIds) periods.set(t, (periods.get(t) ?? 0) + l.duration);
  }
  return periods;
}
