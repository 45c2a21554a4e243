import { generateTimetable } from '@shala/shared';
import { highsModel } from './highs-model.js';
import { type Measured, measure } from './measure.js';
import { generatedSchool, solverInput } from './school.js';

/**
 * bench/timetable (issue 24 "Must show"): the generator on a generated school of 40 classes, 70
 * teachers, 8 periods on 6 days with labs and unavailabilities (school.ts), against HiGHS (the
 * MIP solver, WebAssembly) on the same school: lessons placed, hard violations, the soft goals'
 * figures and the time, each with 60 seconds at most; and HiGHS's week as the start of ours (a
 * warm start). Prints a section for RESULTS.md.
 */
const LIMIT_SECONDS = Number(process.env.BENCH_TIMETABLE_SECONDS ?? 60);
const input = solverInput(generatedSchool());
const results: Measured[] = [];

for (const seed of [1, 2, 3]) {
  const started = performance.now();
  const result = generateTimetable(input, {
    timeLimitMs: (LIMIT_SECONDS - 5) * 1000,
    patience: 60_000,
    seed,
  });
  const seconds = (performance.now() - started) / 1000;
  results.push({
    solver: `ours (greedy + tabu search), seed ${seed}`,
    seconds,
    ...measure(input, result.placements),
    note: `${result.iterations} moves`,
  });
}

if (process.env.BENCH_TIMETABLE_HIGHS !== 'off') {
  const highsLoader = (await import('highs')).default as unknown as (
    options?: object,
  ) => Promise<{ solve(lp: string, options: object): HighsSolution }>;
  type HighsSolution = { Status: string; Columns: Record<string, { Primal: number }> };
  const started = performance.now();
  const model = highsModel(input);
  const highs = await highsLoader();
  let note = '';
  let placements: { id: string; day: number; period: number }[] = [];
  try {
    const solution = highs.solve(model.lp, { time_limit: LIMIT_SECONDS, mip_rel_gap: 1 });
    note = `status ${solution.Status}, ${model.starts.size} variables`;
    const used = new Map<string, number>();
    const lessonsOf = new Map<string, string[]>();
    for (const l of input.lessons)
      lessonsOf.set(l.group, [...(lessonsOf.get(l.group) ?? []), l.id]);
    for (const [name, column] of Object.entries(solution.Columns)) {
      const start = model.starts.get(name);
      if (!start || column.Primal < 0.5) continue;
      const k = used.get(start.group) ?? 0;
      used.set(start.group, k + 1);
      const id = lessonsOf.get(start.group)?.[k];
      if (id) {
        placements.push({
          id,
          day: Math.floor(start.slot / input.periods),
          period: start.slot % input.periods,
        });
      }
    }
  } catch (error) {
    note = `failed: ${(error as Error).message.slice(0, 120)}`;
    placements = [];
  }
  const highsSeconds = (performance.now() - started) / 1000;
  results.push({
    solver: 'HiGHS 1.15 (MIP, WebAssembly)',
    seconds: highsSeconds,
    ...measure(input, placements),
    note,
  });
  // The warm start: HiGHS's feasible week as the start of our search (seconds: both together).
  if (placements.length > 0) {
    for (const seed of [1, 2, 3]) {
      const warm = performance.now();
      const result = generateTimetable(input, {
        timeLimitMs: (LIMIT_SECONDS - 5) * 1000,
        patience: 60_000,
        seed,
        start: placements,
      });
      results.push({
        solver: `HiGHS's week, then ours (warm start), seed ${seed}`,
        seconds: highsSeconds + (performance.now() - warm) / 1000,
        ...measure(input, result.placements),
        note: `${result.iterations} moves`,
      });
    }
  }
}

const rows = results.map(
  (r) =>
    `| ${r.solver} | ${r.seconds.toFixed(1)} | ${r.placed} of ${r.total} | ${r.hardViolations} | ${r.soft.spreadExcess} | ${r.soft.consecutiveExcess} | ${r.soft.teacherGaps} | ${r.note} |`,
);
console.log(
  [
    `## Timetable generator — ${new Date().toISOString().slice(0, 10)}`,
    '',
    `School: 40 classes, 70 teachers, 6 days × 8 periods, ${input.lessons.length} lessons (45 periods a class a week), double science practicals in 2 labs, computer lessons in 2 labs, PE by two sections with two teachers, 14 part-time teachers with unavailable periods. Limit ${LIMIT_SECONDS} s each, ${'2-core'} machine.`,
    '',
    '| solver | seconds | lessons placed | hard violations | spread excess | periods over max in a row | teacher gaps | note |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n'),
);
