import { periodCount, type SolverInput, type SolverLesson } from '@shala/shared';
import type { Queryable } from '../../db/client.js';
import {
  type LessonRow,
  type LoadView,
  lessonsOf,
  loadsOf,
  unavailableOf,
} from './load-queries.js';
import { classWeeks, instituteWeek } from './week-queries.js';

/**
 * What the generator is given from the database: each load's lessons (its fixed ones where they
 * are), the week's days and periods, teachers' unavailable periods and the periods a class's own
 * shorter week closes. Ids: a fixed lesson keeps its row's id; a new one is `load:k`.
 */
export type GeneratorSource = {
  input: SolverInput;
  loads: Map<string, LoadView>;
  fixed: LessonRow[];
};

export async function generatorSource(
  db: Queryable,
  instituteId: string,
): Promise<GeneratorSource | null> {
  const week = await instituteWeek(db, instituteId);
  if (!week) return null;
  const [loads, lessons, unavailable, weeks] = await Promise.all([
    loadsOf(db, instituteId),
    lessonsOf(db, instituteId),
    unavailableOf(db, instituteId),
    classWeeks(db, instituteId),
  ]);
  const days = week.days.length;
  const periods = periodCount(week.slots);
  const fixed = lessons.filter((l) => l.fixed && l.day <= days && l.period <= periods);
  const solverLessons: SolverLesson[] = [];
  for (const load of loads) {
    const base = {
      group: load.id,
      classes: load.classes.map((c) => c.id),
      teachers: load.teachers.map((t) => t.id),
      room: load.room?.id ?? null,
      duration: load.duration,
    };
    const kept = fixed.filter((l) => l.loadId === load.id).slice(0, load.lessonsPerWeek);
    for (const l of kept) {
      solverLessons.push({ ...base, id: l.id, fixed: { day: l.day - 1, period: l.period - 1 } });
    }
    for (let k = kept.length; k < load.lessonsPerWeek; k += 1) {
      solverLessons.push({ ...base, id: `${load.id}:${k}` });
    }
  }
  const closed: { class: string; day: number; period: number }[] = [];
  for (const own of weeks) {
    if (!own.classId) continue;
    const ownPeriods = periodCount(own.slots);
    week.days.forEach((isoDay, d) => {
      for (let p = 0; p < periods; p += 1) {
        if (!own.days.includes(isoDay) || p >= ownPeriods) {
          closed.push({ class: own.classId ?? '', day: d, period: p });
        }
      }
    });
  }
  return {
    input: {
      days,
      periods,
      lessons: solverLessons,
      unavailable: unavailable.map((u) => ({
        teacher: u.teacherId,
        day: u.day - 1,
        period: u.period - 1,
      })),
      closed,
      maxConsecutive: week.maxConsecutive,
    },
    loads: new Map(loads.map((l) => [l.id, l])),
    fixed,
  };
}
