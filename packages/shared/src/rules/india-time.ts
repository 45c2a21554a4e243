/**
 * Days as people in India count them (spec: en-GB, Asia/Kolkata). India keeps one offset all
 * year (+05:30, no daylight saving), so a day's bounds are plain arithmetic on UTC instants.
 */

/** India's offset from UTC (+05:30 all year). */
export const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** yyyy-mm-dd of the instant in India. */
export const indiaDay = (at: Date): string =>
  new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a day (yyyy-mm-dd) begins in India. */
export const indiaDayStart = (day: string): Date =>
  new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS);

/** The instant the day after `day` begins in India (a range's exclusive end). */
export const indiaDayEnd = (day: string): Date => new Date(indiaDayStart(day).getTime() + DAY_MS);

/** The hour (0–23) of the instant in India. */
export const indiaHour = (at: Date): number =>
  new Date(at.getTime() + INDIA_OFFSET_MS).getUTCHours();
