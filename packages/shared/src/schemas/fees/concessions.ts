import { z } from 'zod';
import { CONCESSION_KINDS } from '../../constants/payments.js';
import { feeGroupIdField, feeIdField, feePaiseField, percentField } from './fields.js';
import { FEE_TEXTS as M } from './messages.js';

/** What a student is let off a structure: by its sibling or staff-child rule, or by hand. */

export const CONCESSION_REASON_MIN = 5;
export const CONCESSION_REASON_MAX = 500;

/**
 * POST /rest/fee/concession: a manual concession (one per student and structure; saving again
 * replaces it), a percentage or an amount, always with a reason.
 */
export const feeConcessionBodySchema = z
  .object({
    /** The class (or its institute). */
    groupId: feeGroupIdField,
    structureId: feeIdField,
    userProfileId: z.uuid({ error: M.studentNotFound }),
    percent: percentField.optional(),
    amountPaise: feePaiseField(1).optional(),
    reason: z
      .string({ error: M.reason })
      .trim()
      .min(CONCESSION_REASON_MIN, M.reason)
      .max(CONCESSION_REASON_MAX, M.reason),
  })
  .refine((b) => (b.percent === undefined) !== (b.amountPaise === undefined), {
    message: M.concessionHow,
    path: ['amountPaise'],
  })
  .refine((b) => b.percent === undefined || b.percent > 0, {
    message: M.percent,
    path: ['percent'],
  });
export type FeeConcessionBody = z.output<typeof feeConcessionBodySchema>;
/** What a client sends: a percentage as percent. */
export type FeeConcessionRequest = z.input<typeof feeConcessionBodySchema>;

/** GET /rest/fee/concession: of a class or institute, narrowed to a structure or a student. */
export const feeConcessionQuerySchema = z.object({
  groupId: feeGroupIdField,
  structureId: feeIdField.optional(),
  userProfileId: z.uuid({ error: M.studentNotFound }).optional(),
});

export const feeConcessionSchema = z.object({
  id: z.string(),
  structureId: z.string(),
  structureName: z.string(),
  classId: z.string(),
  userProfileId: z.string(),
  studentName: z.string(),
  kind: z.enum(CONCESSION_KINDS),
  /** Percent off (up to 2 decimals), or null for an amount. */
  percent: z.number().nullable(),
  amountPaise: z.number().int().nullable(),
  reason: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type FeeConcession = z.infer<typeof feeConcessionSchema>;

export const feeConcessionSavedSchema = z.object({
  message: z.string(),
  data: feeConcessionSchema,
});
