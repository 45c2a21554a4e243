import { z } from 'zod';
import { dueTotalsSchema } from './dues.js';
import { feeGroupIdField } from './fields.js';
import { FEE_TEXTS as M } from './messages.js';

/** The most students one search answers (the screen asks the user to type more beyond it). */
export const FEE_STUDENT_SEARCH_LIMIT = 30;
export const FEE_STUDENT_SEARCH_MAX = 100;
const SEARCH_TOO_LONG = `Search text can be at most ${FEE_STUDENT_SEARCH_MAX} characters.`;

/**
 * GET /rest/fee/students (issue 22 item 5, Collect fees "find a student from anywhere"): the
 * institute's students in a session found by name, admission number or phone (a parent's too),
 * in every class or the one named; from a class, that class only.
 */
export const feeStudentSearchQuerySchema = z.object({
  /** The institute (every class) or a class. */
  groupId: feeGroupIdField,
  search: z
    .string({ error: SEARCH_TOO_LONG })
    .trim()
    .max(FEE_STUDENT_SEARCH_MAX, SEARCH_TOO_LONG)
    .optional(),
  /** Only this class of the institute. */
  classId: z.uuid({ error: M.group }).optional(),
  sessionId: z.uuid({ error: M.session }).optional(),
});
export type FeeStudentSearchQuery = z.input<typeof feeStudentSearchQuerySchema>;

export const feeStudentFoundSchema = z.object({
  userProfileId: z.string(),
  fullName: z.string(),
  /** The admission number (the profile's registration number). */
  admissionNo: z.string().nullable(),
  memberId: z.string(),
  classId: z.string(),
  className: z.string(),
  sessionId: z.string(),
  /** Fees and transport together, as the cart takes them. */
  totals: dueTotalsSchema,
});
export type FeeStudentFound = z.infer<typeof feeStudentFoundSchema>;

export const feeStudentSearchSchema = z.object({
  sessionId: z.string(),
  items: z.array(feeStudentFoundSchema),
  /** More students match than were answered: type more of the name or number. */
  more: z.boolean(),
});
export type FeeStudentSearch = z.infer<typeof feeStudentSearchSchema>;
