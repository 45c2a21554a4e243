import { HARD_WEIGHT, type SoftFigures, type SolverInput, WeekState } from './week-state.js';

/**
 * The timetable generator (issue 24 §2): places every lesson of the teaching load in the week so
 * that no teacher, class or room is in two places at once and no lesson falls in a teacher's
 * unavailable period, and then spreads each load over the week, keeps teachers' runs within the
 * institute's maximum and their days without gaps. A local search of ours (bench/timetable
 * compares it with HiGHS, the MIP solver, in bench/RESULTS.md): the lessons are placed hardest
 * first where they cost least, then a tabu search moves or swaps one lesson at a time, a clashing
 * one while any clash is left, any one after, keeping the best week seen. It runs in steps so
 * that the job writes its progress between them; fixed lessons never move.
 */

export type GeneratorOptions = {
  /** Stop searching after this long (the best week so far is the answer). */
  timeLimitMs: number;
  /** Once clash-free, stop after this many moves without a better week. */
  patience?: number;
  seed?: number;
  /**
   * A week to start from (a warm start, measured in bench/timetable): each lesson named here is
   * first put where it says when that is allowed; the rest are placed as usual, then searched.
   */
  start?: readonly { id: string; day: number; period: number }[];
  /** The clock (ms), injected so tests and the job decide time. */
  now?: () => number;
};

export type UnplacedReason = 'NO_PERIOD' | 'CLASH';

export type GeneratorResult = {
  placements: { id: string; day: number; period: number }[];
  unplaced: { id: string; reason: UnplacedReason }[];
  /** Clashes left among the placed lessons: always 0 (a clashing lesson is reported unplaced). */
  hardViolations: number;
  soft: SoftFigures;
  iterations: number;
};

export type GeneratorProgress = { fraction: number; clashes: number; placed: number };

/** A small seeded random number generator (mulberry32), so a run can be repeated. */
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

export class TimetableGenerator {
  private readonly week: WeekState;
  private readonly random: () => number;
  private readonly now: () => number;
  private readonly deadline: number;
  private readonly startedAt: number;
  private readonly patience: number;
  private readonly tabu: Int32Array;
  /** Per class resource, the lessons that have it (swap partners). */
  private readonly sharing: number[][];
  private readonly movable: number[];
  private readonly noPeriod = new Set<number>();
  private best: Int32Array;
  private bestCost = Number.POSITIVE_INFINITY;
  private sinceBest = 0;
  iterations = 0;
  done = false;

  constructor(
    private readonly input: SolverInput,
    options: GeneratorOptions,
  ) {
    this.week = new WeekState(input);
    this.random = randomOf(options.seed ?? 1);
    this.now = options.now ?? Date.now;
    this.startedAt = this.now();
    this.deadline = this.startedAt + options.timeLimitMs;
    this.patience = options.patience ?? 20_000;
    const n = input.lessons.length;
    this.tabu = new Int32Array(n * this.week.slots);
    this.sharing = Array.from({ length: this.week.resourceCount }, () => []);
    this.week.resources.forEach((res, l) => {
      for (const r of res) this.sharing[r]?.push(l);
    });
    this.movable = [];
    this.construct(options.start ?? []);
    this.best = Int32Array.from(this.week.startOf);
    this.bestCost = this.week.cost;
  }

  /**
   * Places the fixed lessons, then those of the start given where it says, then the others
   * hardest first, each where it costs least.
   */
  private construct(start: NonNullable<GeneratorOptions['start']>): void {
    const w = this.week;
    const startOf = new Map(start.map((p) => [p.id, p.day * w.periods + p.period]));
    const order: number[] = [];
    this.input.lessons.forEach((lesson, l) => {
      const allowedCount = this.allowedCount(l);
      if (lesson.fixed) {
        w.add(l, lesson.fixed.day * w.periods + lesson.fixed.period);
      } else if (allowedCount === 0) {
        this.noPeriod.add(l);
      } else {
        this.movable.push(l);
        const slot = startOf.get(lesson.id);
        if (slot !== undefined && w.allowed[l]?.[slot]) w.add(l, slot);
        else order.push(l);
      }
    });
    const room = (l: number) =>
      this.allowedCount(l) / (w.duration[l] ?? 1) - (w.resources[l]?.length ?? 0);
    order.sort((a, b) => room(a) - room(b));
    for (const l of order) {
      let bestSlot = -1;
      let bestDelta = Number.POSITIVE_INFINITY;
      const allowed = w.allowed[l] ?? new Uint8Array();
      for (let s = 0; s < w.slots; s += 1) {
        if (!allowed[s]) continue;
        const delta = w.moveDelta(l, s) + this.random() * 0.5;
        if (delta < bestDelta) {
          bestDelta = delta;
          bestSlot = s;
        }
      }
      w.add(l, bestSlot);
    }
  }

  private allowedCount(l: number): number {
    let count = 0;
    for (const a of this.week.allowed[l] ?? []) count += a;
    return count;
  }

  /** Searches for at most `maxIterations` moves; true when the search has ended. */
  step(maxIterations: number): boolean {
    if (this.done) return true;
    const w = this.week;
    for (let i = 0; i < maxIterations; i += 1) {
      if (this.movable.length === 0) break;
      const clashing = w.hard > 0 ? this.pickClashing() : -1;
      const l = clashing >= 0 ? clashing : this.pick();
      this.moveBest(l);
      this.iterations += 1;
      const cost = w.cost;
      if (cost < this.bestCost) {
        this.bestCost = cost;
        this.best.set(w.startOf);
        this.sinceBest = 0;
      } else {
        this.sinceBest += 1;
      }
      if (this.bestCost === 0) break;
    }
    const clashFree = this.bestCost < HARD_WEIGHT;
    if (
      this.movable.length === 0 ||
      this.bestCost === 0 ||
      this.now() >= this.deadline ||
      (clashFree && this.sinceBest >= this.patience)
    ) {
      this.done = true;
    }
    return this.done;
  }

  progress(): GeneratorProgress {
    const elapsed = this.now() - this.startedAt;
    const total = this.input.lessons.length;
    const clashing = this.movable.filter((l) => this.week.clashesOf(l) > 0).length;
    return {
      fraction: this.done ? 1 : Math.min(0.99, elapsed / (this.deadline - this.startedAt)),
      clashes: this.week.hard,
      placed: total - this.noPeriod.size - clashing,
    };
  }

  private pick(): number {
    return this.movable[Math.floor(this.random() * this.movable.length)] ?? 0;
  }

  /** A lesson in a clash, looked for from a random place in the list. */
  private pickClashing(): number {
    const n = this.movable.length;
    const from = Math.floor(this.random() * n);
    for (let i = 0; i < n; i += 1) {
      const l = this.movable[(from + i) % n] ?? 0;
      if (this.week.clashesOf(l) > 0) return l;
    }
    return -1;
  }

  /** The best move of lesson `l` not made tabu (unless it beats the best week): to a free slot, or a swap. */
  private moveBest(l: number): void {
    const w = this.week;
    const S = w.slots;
    const from = w.startOf[l] ?? -1;
    const allowed = w.allowed[l] ?? new Uint8Array();
    const cost = w.cost;
    let bestDelta = Number.POSITIVE_INFINITY;
    let bestSlot = -1;
    let bestPartner = -1;
    const consider = (delta: number, tabuUntil: number, slot: number, partner: number) => {
      const noisy = delta + this.random() * 0.9;
      if (tabuUntil > this.iterations && cost + delta >= this.bestCost) return;
      if (noisy < bestDelta) {
        bestDelta = noisy;
        bestSlot = slot;
        bestPartner = partner;
      }
    };
    for (let s = 0; s < S; s += 1) {
      if (!allowed[s] || s === from) continue;
      consider(w.moveDelta(l, s), this.tabu[l * S + s] ?? 0, s, -1);
    }
    // Swaps with lessons of its first class of the same length, where each may go.
    const firstClass = w.resources[l]?.[w.teacherResources[l]?.length ?? 0];
    if (firstClass !== undefined) {
      for (const m of this.sharing[firstClass] ?? []) {
        if (m === l || w.fixed[m] || w.duration[m] !== w.duration[l]) continue;
        const to = w.startOf[m] ?? -1;
        if (to < 0 || to === from || !allowed[to] || !w.allowed[m]?.[from]) continue;
        consider(w.swapDelta(l, m), this.tabu[l * S + to] ?? 0, to, m);
      }
    }
    if (bestSlot < 0) return;
    const tenure = 8 + Math.floor(this.random() * 12);
    this.tabu[l * S + from] = this.iterations + tenure;
    if (bestPartner >= 0) {
      this.tabu[bestPartner * S + bestSlot] = this.iterations + tenure;
      w.remove(l);
      w.remove(bestPartner);
      w.add(l, bestSlot);
      w.add(bestPartner, from);
    } else {
      w.remove(l);
      w.add(l, bestSlot);
    }
  }

  /**
   * The best week found: a lesson still in a clash there is taken off (the one with most clashes
   * first) and reported, so what is placed never clashes.
   */
  result(): GeneratorResult {
    const w = this.week;
    for (let l = 0; l < w.startOf.length; l += 1) w.remove(l);
    this.best.forEach((s, l) => {
      if (s >= 0) w.add(l, s);
    });
    const unplaced: GeneratorResult['unplaced'] = [...this.noPeriod].map((l) => ({
      id: this.input.lessons[l]?.id ?? '',
      reason: 'NO_PERIOD' as const,
    }));
    while (w.hard > 0) {
      let worst = -1;
      let worstClashes = 0;
      // Fixed lessons too: two fixed in one place cannot both stay.
      for (let l = 0; l < w.startOf.length; l += 1) {
        const c = w.clashesOf(l);
        if (c > worstClashes) {
          worst = l;
          worstClashes = c;
        }
      }
      if (worst < 0) break;
      w.remove(worst);
      unplaced.push({ id: this.input.lessons[worst]?.id ?? '', reason: 'CLASH' });
    }
    const placements = this.input.lessons.flatMap((lesson, l) => {
      const s = w.startOf[l] ?? -1;
      return s < 0
        ? []
        : [{ id: lesson.id, day: Math.floor(s / w.periods), period: s % w.periods }];
    });
    return {
      placements,
      unplaced,
      hardViolations: w.hard,
      soft: w.figures(),
      iterations: this.iterations,
    };
  }
}

/** Runs the generator to its end at once (tests, the demo seed, the bench). */
export function generateTimetable(input: SolverInput, options: GeneratorOptions): GeneratorResult {
  const generator = new TimetableGenerator(input, options);
  while (!generator.step(2_000)) {
    // Each step checks the clock; the loop ends when the search does.
  }
  return generator.result();
}
