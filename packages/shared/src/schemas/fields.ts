import { z } from 'zod';

/** A required string whose every failure (missing, wrong type, empty) reads `message`. */
export const requiredString = (message: string) =>
  z.string({ error: message }).trim().min(1, message);

/** Letters of any script, with the spaces, apostrophes, dots and hyphens of real names; no digits. */
export const NAME_PATTERN = /^[\p{L}][\p{L}\p{M}\s'.-]*$/u;
export const DIGITS_PATTERN = /^\d+$/;

/**
 * An id as a PostgreSQL uuid column takes it: 8-4-4-4-12 hex digits. `z.uuid()` also asks for an
 * RFC version and variant; this one reads ids before they reach a query (headers, addresses).
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (text: string) => UUID_PATTERN.test(text);

/** An id (any 8-4-4-4-12 hex, as `isUuid`); every failure reads `message`. */
export const uuidField = (message: string) =>
  z.string({ error: message }).regex(UUID_PATTERN, message);

/** yyyy-mm-dd, the shape of a calendar day (whether the day is real is `isCalendarDay`). */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `d` names a day that exists (no 30 February); the shape is checked apart. */
const isRealDay = (d: string) => {
  const t = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(d);
};

/** yyyy-mm-dd and a real calendar day. */
export const isCalendarDay = (d: string) => DAY_PATTERN.test(d) && isRealDay(d);

/** yyyy-mm-dd, a real calendar day; every failure reads `message`. */
export const calendarDay = (message: string) =>
  z.string({ error: message }).regex(DAY_PATTERN, message).refine(isRealDay, message);

/** Lower-case, upper-case, digit and one of @$!%*?&, and nothing else (spec §5). */
export const STRONG_PASSWORD_PATTERN =
  /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]+$/;

export const email = (requiredMessage: string, invalidMessage: string) =>
  requiredString(requiredMessage).max(254, invalidMessage).pipe(z.email(invalidMessage));

/** The body of a POST that takes none: nothing, or an empty object. */
export const noBody = z.strictObject({}).nullish();
