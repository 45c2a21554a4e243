import { z } from 'zod';
import { DUE_KINDS, DUE_SOURCES, PAYMENT_STUDENTS_MAX } from '../../constants/payments.js';
import { feeGroupIdField } from './fields.js';
import { FEE_TEXTS as M } from './messages.js';

/** A student's dues as the fee pages and the Students Cart read them (spec §3). */

/** One due: the allocation's particular (rules/payment-allocation.ts) and how it stands. */
export const dueViewSchema = z.object({
  id: z.string(),
  particular: z.string(),
  /** yyyy-mm-dd */
  dueDate: z.string(),
  position: z.number().int(),
  kind: z.enum(DUE_KINDS),
  /** Paise owed (a charge) or taken off (a discount particular), after concessions. */
  amount: z.number().int(),
  paid: z.number().int(),
  discount: z.number().int(),
  /** Paise taken off the charge by concessions when it was assigned. */
  concession: z.number().int(),
  remaining: z.number().int(),
  /** The spec's payable: what the particular asks for (its amount). */
  payable: z.number().int(),
  /** A charge with something remaining whose due date is before today. */
  overdue: z.boolean(),
  /**
   * A discount particular past its date, never applied: a payment now does not get it (its
   * remaining is 0). Issue 22: an early-payment discount applies only when paid by its date.
   */
  lapsed: z.boolean(),
  previousCarryOver: z.boolean(),
  source: z.enum(DUE_SOURCES),
});
export type DueView = z.infer<typeof dueViewSchema>;

/**
 * A student's standing (rules/fee-totals.ts, the one rule): payable is what the charges ask,
 * late fees included; paid what was paid into them; discount what discount particulars took off;
 * due ("Remaining") = payable − paid − discount; overdue what remains of overdue charges; lateFee
 * the late fees within payable.
 */
export const dueTotalsSchema = z.object({
  payable: z.number().int(),
  paid: z.number().int(),
  discount: z.number().int(),
  due: z.number().int(),
  overdue: z.number().int(),
  /** Always sent by the server; optional so that older readers' fixtures still parse. */
  lateFee: z.number().int().optional(),
});
export type DueTotals = z.infer<typeof dueTotalsSchema>;

export const feeStudentSchema = z.object({
  userProfileId: z.string(),
  fullName: z.string(),
  /** A parent's name (the spec's contactDto.contactName), or null. */
  contactName: z.string().nullable(),
  classId: z.string(),
  className: z.string(),
  sessionId: z.string(),
  /** The student's membership of the class (the spec's memberOutputDtos[0].id). */
  memberId: z.string(),
});
export type FeeStudent = z.infer<typeof feeStudentSchema>;

/** GET /rest/fee/estimation: one student's fees and transport dues; a cart entry is the same. */
export const feeEstimationSchema = z.object({
  student: feeStudentSchema,
  fees: z.array(dueViewSchema),
  transport: z.array(dueViewSchema),
  totals: dueTotalsSchema,
  feeTotals: dueTotalsSchema,
  transportTotals: dueTotalsSchema,
});
export type FeeEstimation = z.infer<typeof feeEstimationSchema>;

export const feeEstimationQuerySchema = z.object({
  /** The student's class or institute. */
  groupId: feeGroupIdField,
  userProfileId: z.uuid({ error: M.studentNotFound }),
  /** The institute's active session when absent. */
  sessionId: z.uuid({ error: M.session }).optional(),
});

/** GET /rest/fee/cart?userProfileIds=a,b,c: the students' entries, in the order asked. */
export const feeCartQuerySchema = z.object({
  groupId: feeGroupIdField,
  userProfileIds: z
    .string({ error: M.students })
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.uuid({ error: M.students }))
        .min(1, M.students)
        .max(PAYMENT_STUDENTS_MAX, M.students),
    ),
  sessionId: z.uuid({ error: M.session }).optional(),
});
export const feeCartSchema = z.array(feeEstimationSchema);

/** GET /rest/fee/summary/group: a class's students and totals. */
export const feeSummaryQuerySchema = z.object({
  groupId: feeGroupIdField,
  sessionId: z.uuid({ error: M.session }).optional(),
});
export const feeSummaryStudentSchema = dueTotalsSchema.extend({
  userProfileId: z.string(),
  fullName: z.string(),
  feeDue: z.number().int(),
  transportDue: z.number().int(),
});
export type FeeSummaryStudent = z.infer<typeof feeSummaryStudentSchema>;
export const feeSummarySchema = z.object({
  classId: z.string(),
  className: z.string(),
  sessionId: z.string(),
  students: z.array(feeSummaryStudentSchema),
  totals: dueTotalsSchema,
});
export type FeeSummary = z.infer<typeof feeSummarySchema>;

/** POST /rest/fee/carry-over: unpaid dues of one session become CARRY_OVER dues of a later one. */
export const feeCarryOverBodySchema = z
  .object({
    /** The institute. */
    groupId: feeGroupIdField,
    fromSessionId: z.uuid({ error: M.session }),
    toSessionId: z.uuid({ error: M.session }),
  })
  .refine((b) => b.fromSessionId !== b.toSessionId, {
    message: M.carrySessions,
    path: ['toSessionId'],
  });
export type FeeCarryOverBody = z.infer<typeof feeCarryOverBodySchema>;
export const feeCarryOverResultSchema = z.object({
  message: z.string(),
  carried: z.number().int(),
  students: z.number().int(),
  /** Students with unpaid dues but no class in the later session: left as they are. */
  skippedStudents: z.number().int(),
});
export type FeeCarryOverResult = z.infer<typeof feeCarryOverResultSchema>;
