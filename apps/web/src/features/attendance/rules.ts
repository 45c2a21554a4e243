import {
  ABSENT,
  type ClassDayView,
  type ClassPeriodView,
  INDIA_OFFSET_MS,
  indiaDay,
  ON_LEAVE,
  PRESENT,
} from '@shala/shared';

/** The marking screen's pure rules: what each student starts as, what changed, the counts. */

export type Marks = Record<string, string>;

/** Saved marks as they are; unmarked students Present, or On leave where approved leave covers the day. */
export function startingMarks(view: Pick<ClassDayView, 'students'>): Marks {
  return Object.fromEntries(
    view.students.map((s) => [s.profileId, s.status ?? (s.onLeave ? ON_LEAVE : PRESENT)]),
  );
}

/** The students whose saved mark the screen changes (a correction needs a reason). */
export function corrections(view: Pick<ClassDayView, 'students'>, marks: Marks): string[] {
  return view.students
    .filter((s) => s.status !== null && marks[s.profileId] !== s.status)
    .map((s) => s.profileId);
}

/** A tap on a student: Present becomes Absent; anything else goes back to Present. */
export const tapped = (status: string): string => (status === PRESENT ? ABSENT : PRESENT);

/** How many students carry each status, in the list's order of statuses. */
export function countsOf(marks: Marks): Map<string, number> {
  const counts = new Map<string, number>();
  for (const status of Object.values(marks)) counts.set(status, (counts.get(status) ?? 0) + 1);
  return counts;
}

/** "Period 2 · 08:40–09:20 · Mathematics": what the period picker shows. */
export const periodLabel = (p: ClassPeriodView): string =>
  `${p.label} · ${p.start}–${p.end}${p.subject ? ` · ${p.subject}` : ''}`;

/** The period running now (India's time) when `day` is today, else the day's first. */
export function startingPeriod(
  periods: readonly ClassPeriodView[],
  day: string,
  now: Date,
): number | null {
  if (day === indiaDay(now)) {
    const hhmm = new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(11, 16);
    const running = periods.find((p) => p.start <= hhmm && hhmm < p.end);
    if (running) return running.number;
  }
  return periods[0]?.number ?? null;
}

/** "24 of 26 classes marked today; not yet: Class 3 B, Class 9 A." (every class marked: no list). */
export function markingSummary(classes: readonly { name: string; marked: boolean }[]): string {
  const waiting = classes.filter((c) => !c.marked).map((c) => c.name);
  const count = `${classes.length - waiting.length} of ${classes.length} classes marked today`;
  if (waiting.length === 0) return `${count}.`;
  const shown = waiting.slice(0, 5).join(', ');
  const more = waiting.length > 5 ? ` and ${waiting.length - 5} more` : '';
  return `${count}; not yet: ${shown}${more}.`;
}
