import { z } from 'zod';
import { DAY_PATTERN, isRealDay, UUID_PATTERN } from '../constants/formats.js';

/** A required string whose every failure (missing, wrong type, empty) reads `message`. */
export const requiredString = (message: string) =>
  z.string({ error: message }).trim().min(1, message);

/** Letters of any script, with the spaces, apostrophes, dots and hyphens of real names; no digits. */
export const NAME_PATTERN = /^[\p{L}][\p{L}\p{M}\s'.-]*$/u;
export const DIGITS_PATTERN = /^\d+$/;

/** An id (any 8-4-4-4-12 hex, as `isUuid`); every failure reads `message`. */
export const uuidField = (message: string) =>
  z.string({ error: message }).regex(UUID_PATTERN, message);

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
