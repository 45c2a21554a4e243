import { z } from 'zod';
import { QUESTION_MARKS_MAX, QUESTION_TAG_MAX, QUESTION_TAGS_MAX } from '../../constants/exams.js';
import { EXAM_MESSAGES as M } from './messages.js';

/** The fields the exam schemas share (not exported from the package: they are parts, not calls). */

const uuid = (message: string) => z.uuid({ error: message });
export const groupIdField = uuid(M.group);
export const idField = uuid(M.id);

/** A whole number from a query string or a form field ("5"), or a JSON number. */
export const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * Marks: up to two decimals (half marks and quarter marks are common), as a number or a form
 * field's text; an empty field is no mark (not 0). Two decimals are judged with a tolerance:
 * 0.29 * 100 is 28.999999999999996 in floating point.
 */
export const marksNumber = (message: string, max = QUESTION_MARKS_MAX) =>
  z
    .union([z.number({ error: message }), z.string({ error: message }).trim().min(1, message)], {
      error: message,
    })
    .pipe(
      z.coerce
        .number<string | number>({ error: message })
        .min(0, message)
        .max(max, message)
        .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, message),
    );

/** Tags: a list, or one comma-separated text (a form field); trimmed, empty ones dropped. */
export const tagsField = z
  .union([z.array(z.string({ error: M.tags })), z.string({ error: M.tags })], { error: M.tags })
  .transform((v) =>
    (Array.isArray(v) ? v : v.split(','))
      .map((t) => t.trim().replace(/\s+/g, ' '))
      .filter((t) => t.length > 0),
  )
  .pipe(
    z
      .array(z.string().max(QUESTION_TAG_MAX, M.tags))
      .max(QUESTION_TAGS_MAX, M.tags)
      .transform((tags) => [...new Set(tags)]),
  );

export const TRUE_OR_FALSE = 'Please answer true or false.';
/** "true" or "false" in a query string or a form field (a JSON body may send a boolean). */
export const flag = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: TRUE_OR_FALSE })
    .default(fallback)
    .transform((v) => v === true || v === 'true');

/** An ISO 8601 instant with its offset ("2026-11-23T09:30:00.000Z", "2026-11-23T15:00+05:30"). */
export const instant = (message: string) =>
  z
    .string({ error: message })
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v)),
      message,
    )
    .transform((v) => new Date(v).toISOString());
