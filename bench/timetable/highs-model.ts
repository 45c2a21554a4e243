import type { SolverInput } from '@shala/shared';

/**
 * The same week as a 0-1 programme for HiGHS (the `highs` package: HiGHS compiled to
 * WebAssembly), in CPLEX LP form. One variable per load and start slot where the load may start
 * (x = 1: one of its lessons starts there); each load's lessons are placed; each class, teacher
 * and room holds at most one lesson in each slot; a load has at most its even share of lessons on
 * a day. No objective: a feasible week is the answer (the soft figures are measured afterwards,
 * as for ours).
 */
export type HighsModel = { lp: string; starts: Map<string, { group: string; slot: number }> };

export function highsModel(input: SolverInput): HighsModel {
  const { days, periods } = input;
  const groups = new Map<string, { size: number; resources: string[]; duration: number }>();
  for (const l of input.lessons) {
    const g = groups.get(l.group);
    if (g) g.size += 1;
    else
      groups.set(l.group, {
        size: 1,
        duration: l.duration,
        resources: [
          ...l.teachers.map((t) => `t${t}`),
          ...l.classes.map((c) => `c${c}`),
          ...(l.room ? [`r${l.room}`] : []),
        ],
      });
  }
  const closed = new Set(
    (input.unavailable ?? []).map((u) => `t${u.teacher}@${u.day * periods + u.period}`),
  );
  const starts = new Map<string, { group: string; slot: number }>();
  const byGroup = new Map<string, string[]>();
  const byCell = new Map<string, string[]>();
  const byGroupDay = new Map<string, string[]>();
  let n = 0;
  for (const [group, g] of groups) {
    for (let s = 0; s < days * periods; s += 1) {
      if ((s % periods) + g.duration > periods) continue;
      let open = true;
      for (const r of g.resources) {
        for (let k = 0; k < g.duration; k += 1) if (closed.has(`${r}@${s + k}`)) open = false;
      }
      if (!open) continue;
      n += 1;
      const name = `x${n}`;
      starts.set(name, { group, slot: s });
      byGroup.set(group, [...(byGroup.get(group) ?? []), name]);
      const dayKey = `${group}@${Math.floor(s / periods)}`;
      byGroupDay.set(dayKey, [...(byGroupDay.get(dayKey) ?? []), name]);
      for (const r of g.resources) {
        for (let k = 0; k < g.duration; k += 1) {
          const cell = `${r}@${s + k}`;
          const list = byCell.get(cell);
          if (list) list.push(name);
          else byCell.set(cell, [name]);
        }
      }
    }
  }
  const lines: string[] = ['Minimize', ' obj: 0 x1', 'Subject To'];
  let c = 0;
  for (const [group, names] of byGroup) {
    lines.push(` c${++c}: ${names.join(' + ')} = ${groups.get(group)?.size ?? 0}`);
  }
  for (const names of byCell.values()) {
    if (names.length > 1) lines.push(` c${++c}: ${names.join(' + ')} <= 1`);
  }
  for (const [key, names] of byGroupDay) {
    const g = groups.get(key.split('@')[0] ?? '');
    const cap = Math.ceil((g?.size ?? 0) / days);
    if (names.length > cap) lines.push(` c${++c}: ${names.join(' + ')} <= ${cap}`);
  }
  lines.push('Binary', ...[...starts.keys()].map((name) => ` ${name}`), 'End');
  return { lp: lines.join('\n'), starts };
}
