import { z } from 'zod';
import { DUE_KINDS } from '../../constants/payments.js';
import { feeDayField, feeGroupIdField, feeIdField, feePaiseField, percentField } from './fields.js';
import { FEE_TEXTS as M } from './messages.js';

/** A class's fee structure for a session: its particulars, late fee and concession rules. */

export const FEE_NAME_MAX = 100;
export const FEE_PARTICULARS_MAX = 50;
export const LATE_FEE_GRACE_DAYS_MAX = 365;

const name = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(FEE_NAME_MAX, message);

export const feeParticularInputSchema = z.object({
  /** An existing particular's id keeps its dues (and what is paid into them) when edited. */
  id: feeIdField.optional(),
  name: name(M.particularName),
  kind: z.enum(DUE_KINDS, { error: M.particularKind }),
  amountPaise: feePaiseField(1),
  dueDate: feeDayField,
});
export type FeeParticularInput = z.infer<typeof feeParticularInputSchema>;

const structureFields = {
  /** The class. */
  groupId: feeGroupIdField,
  sessionId: z.uuid({ error: M.session }),
  name: name(M.name),
  lateFeePaise: feePaiseField(0, M.lateFee).default(0),
  lateFeeGraceDays: z
    .number({ error: M.graceDays })
    .int(M.graceDays)
    .min(0, M.graceDays)
    .max(LATE_FEE_GRACE_DAYS_MAX, M.graceDays)
    .default(0),
  /** Percent (up to 2 decimals) off for a student with a sibling in the institute. */
  siblingPercent: percentField.optional().default(0),
  /** Percent off for a child of the institute's staff. */
  staffChildPercent: percentField.optional().default(0),
  particulars: z
    .array(feeParticularInputSchema, { error: M.particulars })
    .min(1, M.particulars)
    .max(FEE_PARTICULARS_MAX, M.particulars)
    .superRefine((list, ctx) => {
      const names = new Set<string>();
      list.forEach((p, i) => {
        const key = p.name.toLowerCase();
        if (names.has(key))
          ctx.addIssue({ code: 'custom', message: M.particularNameTwice, path: [i, 'name'] });
        names.add(key);
        if (p.kind !== 'DISCOUNT') return;
        const before = list[i - 1];
        if (before?.kind !== 'CHARGE') {
          ctx.addIssue({ code: 'custom', message: M.discountFirst, path: [i, 'kind'] });
        } else if (before.dueDate !== p.dueDate) {
          ctx.addIssue({ code: 'custom', message: M.discountDate, path: [i, 'dueDate'] });
        } else if (p.amountPaise > before.amountPaise) {
          ctx.addIssue({ code: 'custom', message: M.discountTooLarge, path: [i, 'amountPaise'] });
        }
      });
      if (!list.some((p) => p.kind === 'CHARGE'))
        ctx.addIssue({ code: 'custom', message: M.noCharge });
    }),
};

/** POST /rest/fee/structure. Percentages arrive as percent and leave as basis points. */
export const feeStructureBodySchema = z.object(structureFields);
export type FeeStructureBody = z.output<typeof feeStructureBodySchema>;
/** What a client sends: percentages as percent, the defaults left out if it likes. */
export type FeeStructureRequest = z.input<typeof feeStructureBodySchema>;
/** PUT /rest/fee/structure. */
export const feeStructureUpdateSchema = z.object({ ...structureFields, id: feeIdField });
export type FeeStructureUpdate = z.output<typeof feeStructureUpdateSchema>;
export type FeeStructureUpdateRequest = z.input<typeof feeStructureUpdateSchema>;

/** GET /rest/fee/structure: a class's structures, or every class's of an institute. */
export const feeStructureListQuerySchema = z.object({
  groupId: feeGroupIdField,
  /** The institute's active session when absent. */
  sessionId: z.uuid({ error: M.session }).optional(),
});
export const feeIdQuerySchema = z.object({ groupId: feeGroupIdField, id: feeIdField });

export const feeParticularSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(DUE_KINDS),
  amountPaise: z.number().int(),
  /** yyyy-mm-dd */
  dueDate: z.string(),
  position: z.number().int(),
});
export type FeeParticular = z.infer<typeof feeParticularSchema>;

export const feeStructureSchema = z.object({
  id: z.string(),
  instituteId: z.string(),
  classId: z.string(),
  className: z.string(),
  sessionId: z.string(),
  name: z.string(),
  lateFeePaise: z.number().int(),
  lateFeeGraceDays: z.number().int(),
  siblingPercent: z.number(),
  staffChildPercent: z.number(),
  particulars: z.array(feeParticularSchema),
  /** Paise a student owes by it before concessions: its charges less its discount particulars. */
  totalPaise: z.number().int(),
  assignedCount: z.number().int(),
  /** Some money is paid into its dues: it cannot be deleted, nor a paid due removed. */
  paidInto: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FeeStructure = z.infer<typeof feeStructureSchema>;

export const feeStructureSavedSchema = z.object({ message: z.string(), data: feeStructureSchema });

/** POST /rest/fee/structure/assign: all the class's students when userProfileIds is absent. */
export const feeAssignBodySchema = z.object({
  groupId: feeGroupIdField,
  id: feeIdField,
  userProfileIds: z
    .array(z.uuid({ error: M.studentList }), { error: M.studentList })
    .min(1, M.studentList)
    .max(5000, M.studentList)
    .optional(),
});
export type FeeAssignBody = z.infer<typeof feeAssignBodySchema>;

export const feeAssignResultSchema = z.object({
  message: z.string(),
  assigned: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  cancelled: z.number().int(),
});
export type FeeAssignResult = z.infer<typeof feeAssignResultSchema>;
