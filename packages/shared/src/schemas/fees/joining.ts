import { z } from 'zod';
import { MID_SESSION_JOIN_RULES } from '../../rules/fee-joining.js';
import { feeGroupIdField, feeIdField } from './fields.js';
import { FEE_TEXTS as M } from './messages.js';

/**
 * The institute's fee settings (GET and PUT /rest/fee/settings): what a student joining a class
 * during the session owes (rules/fee-joining.ts). And who of a class a structure is not assigned
 * to, with why (GET /rest/fee/structure/unassigned): assigning them is the assign call.
 */
export const feeSettingsQuerySchema = z.object({ groupId: feeGroupIdField });

export const feeSettingsSchema = z.object({ midSessionJoin: z.enum(MID_SESSION_JOIN_RULES) });
export type FeeSettings = z.infer<typeof feeSettingsSchema>;

export const feeSettingsBodySchema = z.object({
  groupId: feeGroupIdField,
  midSessionJoin: z.enum(MID_SESSION_JOIN_RULES, { error: M.joinRule }),
});
export type FeeSettingsBody = z.infer<typeof feeSettingsBodySchema>;

export const feeSettingsSavedSchema = z.object({ message: z.string(), data: feeSettingsSchema });

export const UNASSIGNED_REASONS = ['NOT_YET', 'JOINED_AFTER', 'CANCELLED', 'LEFT_OUT'] as const;
export type UnassignedReason = (typeof UNASSIGNED_REASONS)[number];

export const feeUnassignedQuerySchema = z.object({ groupId: feeGroupIdField, id: feeIdField });

export const feeUnassignedStudentSchema = z.object({
  profileId: z.string(),
  fullName: z.string(),
  /** yyyy-mm-dd: when they joined the class in the session. */
  joinedOn: z.string(),
  reason: z.enum(UNASSIGNED_REASONS),
  /** The reason in words, as the screen shows it. */
  why: z.string(),
});
export type FeeUnassignedStudent = z.infer<typeof feeUnassignedStudentSchema>;
