import { type SoftFigures, type SolverInput, WeekState } from '@shala/shared';

/** One solver's week judged alike: lessons placed, clashes left, the soft goals' figures. */
export type Measured = {
  solver: string;
  seconds: number;
  placed: number;
  total: number;
  hardViolations: number;
  soft: SoftFigures;
  note: string;
};

/** Puts the placements (lesson id → day, period) on a week and counts. */
export function measure(
  input: SolverInput,
  placements: { id: string; day: number; period: number }[],
): Pick<Measured, 'placed' | 'total' | 'hardViolations' | 'soft'> {
  const week = new WeekState(input);
  const index = new Map(input.lessons.map((l, i) => [l.id, i]));
  let placed = 0;
  for (const p of placements) {
    const l = index.get(p.id);
    if (l === undefined) continue;
    week.add(l, p.day * input.periods + p.period);
    placed += 1;
  }
  // An unavailable period is a hard violation too.
  const closed = new Set((input.unavailable ?? []).map((u) => `${u.teacher}@${u.day}@${u.period}`));
  let unavailable = 0;
  for (const p of placements) {
    const l = input.lessons[index.get(p.id) ?? -1];
    if (!l) continue;
    for (let k = 0; k < l.duration; k += 1) {
      for (const t of l.teachers) if (closed.has(`${t}@${p.day}@${p.period + k}`)) unavailable += 1;
    }
  }
  return {
    placed,
    total: input.lessons.length,
    hardViolations: week.hard + unavailable,
    soft: week.figures(),
  };
}
