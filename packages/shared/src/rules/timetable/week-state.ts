/**
 * The generator's working week (rules/timetable/generator.ts): which lesson starts where, how
 * many lessons hold each class, teacher and room at each slot, and the week's cost kept up to
 * date on every move, so a move is weighed by doing it and undoing it. Slots are numbered
 * day × periods + period, from 0.
 */

/** What the generator places: one lesson (of a load, its `group`), 0-based day and period. */
export type SolverLesson = {
  id: string;
  /** The load it is one of: a load's lessons are spread over the week. */
  group: string;
  classes: readonly string[];
  teachers: readonly string[];
  room: string | null;
  /** Periods in a row, 1 or more, within one day. */
  duration: number;
  /** Kept where it is (a lesson the school fixed by hand). */
  fixed?: { day: number; period: number } | null;
};

export type SolverInput = {
  days: number;
  periods: number;
  lessons: readonly SolverLesson[];
  /** Periods a teacher cannot teach (0-based). */
  unavailable?: readonly { teacher: string; day: number; period: number }[];
  /** Periods a class has no lesson (its own week is shorter than the institute's). */
  closed?: readonly { class: string; day: number; period: number }[];
  /** No teacher should teach more periods in a row (a soft goal). */
  maxConsecutive: number;
};

/** One clash of two lessons in one cell outweighs every soft goal together. */
export const HARD_WEIGHT = 10_000;
const SPREAD_WEIGHT = 12;
const CONSECUTIVE_WEIGHT = 3;
const GAP_WEIGHT = 1;

export type SoftFigures = {
  /** Lessons of one load on a day beyond an even spread over the week. */
  spreadExcess: number;
  /** Periods taught in a row beyond the institute's maximum, over all teachers' days. */
  consecutiveExcess: number;
  /** Free periods between a teacher's first and last lesson of a day, over all. */
  teacherGaps: number;
};

export class WeekState {
  readonly slots: number;
  readonly days: number;
  readonly periods: number;
  /** Per lesson: its resources' numbers (classes, teachers, room), teachers' apart, its load's. */
  readonly resources: Int32Array[];
  readonly teacherResources: Int32Array[];
  readonly group: Int32Array;
  readonly duration: Int32Array;
  readonly fixed: Uint8Array;
  /** Per lesson, per slot: 1 where it may start (fits the day, no closed or unavailable period). */
  readonly allowed: Uint8Array[];
  readonly startOf: Int32Array;
  readonly groupSize: Int32Array;
  readonly resourceCount: number;
  readonly teacherCount: number;
  /** Lessons per resource per slot. */
  readonly held: Int32Array;
  /** Lessons of a load starting on a day. */
  readonly groupDay: Int32Array;
  hard = 0;
  soft = 0;
  readonly maxConsecutive: number;

  constructor(input: SolverInput) {
    const { days, periods } = input;
    this.days = days;
    this.periods = periods;
    this.slots = days * periods;
    this.maxConsecutive = Math.max(1, input.maxConsecutive);
    // Teachers first, so a resource number below teacherCount is a teacher.
    const numbers = new Map<string, number>();
    const number = (key: string) => {
      let n = numbers.get(key);
      if (n === undefined) {
        n = numbers.size;
        numbers.set(key, n);
      }
      return n;
    };
    for (const l of input.lessons) for (const t of l.teachers) number(`t:${t}`);
    this.teacherCount = numbers.size;
    const groups = new Map<string, number>();
    const n = input.lessons.length;
    this.resources = [];
    this.teacherResources = [];
    this.group = new Int32Array(n);
    this.duration = new Int32Array(n);
    this.fixed = new Uint8Array(n);
    this.startOf = new Int32Array(n).fill(-1);
    input.lessons.forEach((l, i) => {
      const teachers = [...new Set(l.teachers)].map((t) => number(`t:${t}`));
      const others = [...new Set(l.classes)].map((c) => number(`c:${c}`));
      if (l.room) others.push(number(`r:${l.room}`));
      this.teacherResources.push(Int32Array.from(teachers));
      this.resources.push(Int32Array.from([...teachers, ...others]));
      let g = groups.get(l.group);
      if (g === undefined) {
        g = groups.size;
        groups.set(l.group, g);
      }
      this.group[i] = g;
      this.duration[i] = Math.max(1, l.duration);
      this.fixed[i] = l.fixed ? 1 : 0;
    });
    this.resourceCount = numbers.size;
    this.groupSize = new Int32Array(groups.size);
    for (const g of this.group) this.groupSize[g] = (this.groupSize[g] ?? 0) + 1;
    this.held = new Int32Array(this.resourceCount * this.slots);
    this.groupDay = new Int32Array(groups.size * days);
    const closedCells = new Set<number>();
    for (const u of input.unavailable ?? []) {
      const r = numbers.get(`t:${u.teacher}`);
      if (r !== undefined && this.inWeek(u.day, u.period)) {
        closedCells.add(r * this.slots + u.day * periods + u.period);
      }
    }
    for (const c of input.closed ?? []) {
      const r = numbers.get(`c:${c.class}`);
      if (r !== undefined && this.inWeek(c.day, c.period)) {
        closedCells.add(r * this.slots + c.day * periods + c.period);
      }
    }
    this.allowed = this.resources.map((res, i) => {
      const allowed = new Uint8Array(this.slots);
      const d = this.duration[i] ?? 1;
      for (let s = 0; s < this.slots; s += 1) {
        if ((s % periods) + d > periods) continue;
        let open = true;
        for (const r of res) {
          for (let k = 0; k < d && open; k += 1)
            if (closedCells.has(r * this.slots + s + k)) open = false;
        }
        allowed[s] = open ? 1 : 0;
      }
      return allowed;
    });
  }

  private inWeek(day: number, period: number): boolean {
    return day >= 0 && day < this.days && period >= 0 && period < this.periods;
  }

  get cost(): number {
    return this.hard * HARD_WEIGHT + this.soft;
  }

  /** Puts lesson `l` at slot `s` (it must be unplaced). */
  add(l: number, s: number): void {
    this.touch(l, s, 1);
  }

  /** Takes lesson `l` off the week. */
  remove(l: number): void {
    const s = this.startOf[l] ?? -1;
    if (s >= 0) this.touch(l, s, -1);
  }

  /** The cost's change if lesson `l` moved to `s` (the week is left as it was). */
  moveDelta(l: number, s: number): number {
    const from = this.startOf[l] ?? -1;
    const before = this.cost;
    if (from >= 0) this.touch(l, from, -1);
    this.touch(l, s, 1);
    const after = this.cost;
    this.touch(l, s, -1);
    if (from >= 0) this.touch(l, from, 1);
    return after - before;
  }

  /** The cost's change if lessons `a` and `b` (both placed) changed places. */
  swapDelta(a: number, b: number): number {
    const sa = this.startOf[a] ?? -1;
    const sb = this.startOf[b] ?? -1;
    const before = this.cost;
    this.touch(a, sa, -1);
    this.touch(b, sb, -1);
    this.touch(a, sb, 1);
    this.touch(b, sa, 1);
    const after = this.cost;
    this.touch(b, sa, -1);
    this.touch(a, sb, -1);
    this.touch(b, sb, 1);
    this.touch(a, sa, 1);
    return after - before;
  }

  /** How many of lesson `l`'s cells it shares with another lesson (0: no clash). */
  clashesOf(l: number): number {
    const s = this.startOf[l] ?? -1;
    if (s < 0) return 0;
    let clashes = 0;
    for (const r of this.resources[l] ?? []) {
      for (let k = 0; k < (this.duration[l] ?? 1); k += 1) {
        if ((this.held[r * this.slots + s + k] ?? 0) > 1) clashes += 1;
      }
    }
    return clashes;
  }

  private touch(l: number, s: number, sign: 1 | -1): void {
    const d = this.duration[l] ?? 1;
    const day = Math.floor(s / this.periods);
    const teachers = this.teacherResources[l] ?? new Int32Array();
    for (const t of teachers) this.soft -= this.teacherDayCost(t, day);
    const g = this.group[l] ?? 0;
    this.soft -= this.spreadCost(g, day);
    for (const r of this.resources[l] ?? []) {
      const base = r * this.slots + s;
      for (let k = 0; k < d; k += 1) {
        const cell = base + k;
        const held = this.held[cell] ?? 0;
        if (sign > 0) {
          if (held >= 1) this.hard += 1;
          this.held[cell] = held + 1;
        } else {
          if (held >= 2) this.hard -= 1;
          this.held[cell] = held - 1;
        }
      }
    }
    this.groupDay[g * this.days + day] = (this.groupDay[g * this.days + day] ?? 0) + sign;
    this.startOf[l] = sign > 0 ? s : -1;
    for (const t of teachers) this.soft += this.teacherDayCost(t, day);
    this.soft += this.spreadCost(g, day);
  }

  /** A load's lessons on a day beyond an even share of the week. */
  private spreadCost(g: number, day: number): number {
    const cap = Math.ceil((this.groupSize[g] ?? 0) / this.days);
    return Math.max(0, (this.groupDay[g * this.days + day] ?? 0) - cap) * SPREAD_WEIGHT;
  }

  private teacherDayCost(t: number, day: number): number {
    const f = this.teacherDay(t, day);
    return f.excess * CONSECUTIVE_WEIGHT + f.gaps * GAP_WEIGHT;
  }

  /** A teacher's day: periods in a row beyond the maximum, and free periods between lessons. */
  teacherDay(t: number, day: number): { excess: number; gaps: number } {
    const base = t * this.slots + day * this.periods;
    let run = 0;
    let excess = 0;
    let gaps = 0;
    let pending = 0;
    let started = false;
    for (let p = 0; p < this.periods; p += 1) {
      if ((this.held[base + p] ?? 0) > 0) {
        run += 1;
        if (run > this.maxConsecutive) excess += 1;
        if (started) gaps += pending;
        pending = 0;
        started = true;
      } else {
        run = 0;
        if (started) pending += 1;
      }
    }
    return { excess, gaps };
  }

  /** The soft goals' figures of the week as it is. */
  figures(): SoftFigures {
    let spreadExcess = 0;
    for (let g = 0; g < this.groupSize.length; g += 1) {
      for (let d = 0; d < this.days; d += 1) spreadExcess += this.spreadCost(g, d) / SPREAD_WEIGHT;
    }
    let consecutiveExcess = 0;
    let teacherGaps = 0;
    for (let t = 0; t < this.teacherCount; t += 1) {
      for (let d = 0; d < this.days; d += 1) {
        const f = this.teacherDay(t, d);
        consecutiveExcess += f.excess;
        teacherGaps += f.gaps;
      }
    }
    return { spreadExcess, consecutiveExcess, teacherGaps };
  }
}
