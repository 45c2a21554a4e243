import { INDIA_OFFSET_MS } from './india-time.js';

/**
 * Spec §2.4 and §9: an upcoming deadline's label and alert colour. Days remaining count whole
 * calendar days in India (Asia/Kolkata) from today to the due day: due today or tomorrow is
 * "1 day remaining" (red), then 2 (orange), 3 (yellow), more (green); past due is "Deadline Over".
 */

export type DeadlineColour = 'red' | 'orange' | 'yellow' | 'green' | 'grey';

const DAY_MS = 86_400_000;

/** India's calendar day of an instant, as a day number (India keeps +05:30 all year). */
const istDay = (instant: Date) => Math.floor((instant.getTime() + INDIA_OFFSET_MS) / DAY_MS);

/** Whole days from now's Indian date to the due instant's; negative once it passed. */
export function daysRemaining(dueAt: Date, now: Date): number {
  if (dueAt.getTime() < now.getTime()) return -1;
  return Math.max(1, istDay(dueAt) - istDay(now));
}

export const DEADLINE_OVER = 'Deadline Over';

export function deadlineLabel(dueAt: Date, now: Date): string {
  const days = daysRemaining(dueAt, now);
  if (days < 0) return DEADLINE_OVER;
  return days === 1 ? '1 day remaining' : `${days} days remaining`;
}

/** The colour of one deadline's alert. */
export function deadlineColour(label: string): DeadlineColour {
  if (label === DEADLINE_OVER) return 'grey';
  const days = Number.parseInt(label, 10);
  if (days <= 1) return 'red';
  if (days === 2) return 'orange';
  if (days === 3) return 'yellow';
  return 'green';
}

/**
 * The bell's Upcoming Deadlines alert: the colour of the nearest deadline not yet over, or the
 * grey of Deadline Over when all are over; none when there are none.
 */
export function deadlinesAlertColour(labels: readonly string[]): DeadlineColour | null {
  const open = labels.filter((l) => l !== DEADLINE_OVER);
  if (labels.length === 0) return null;
  if (open.length === 0) return 'grey';
  const nearest = Math.min(...open.map((l) => Number.parseInt(l, 10)));
  return deadlineColour(nearest === 1 ? '1 day remaining' : `${nearest} days remaining`);
}
