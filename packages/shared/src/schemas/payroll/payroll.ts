import { z } from 'zod';
import { PAYMENT_METHODS } from '../../constants/payments.js';
import { PT_STATES, SALARY_CALCS, SALARY_KINDS, STATUTORY_CALCS } from '../../rules/payroll.js';
import { flag } from '../exams/fields.js';
import { calendarDay } from '../fields.js';
import { PAYROLL_TEXTS as M } from './messages.js';

/**
 * Salary structures, the staff's employment details, a month's payroll run and its payslips
 * (issue 25 §2). Money is integer paise.
 */

export const PAYROLL_RUN_STATUSES = ['DRAFT', 'APPROVED'] as const;
export type PayrollRunStatus = (typeof PAYROLL_RUN_STATUSES)[number];
/** A month's pay at most: ₹10,00,000. */
export const PAYROLL_MONTH_MAX_PAISE = 100_000_000;

export const payrollGroupIdField = z.uuid({ error: M.group });
const idField = z.uuid({ error: M.id });
const text = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((v) => v.replace(/\s+/g, ' '))
    .pipe(z.string().min(1, message).max(max, message));
const optional = (pattern: z.ZodType<string | null, string | null>) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => v?.trim().toUpperCase() || null)
    .pipe(pattern);
const monthPaise = z
  .number({ error: M.amount })
  .int(M.amount)
  .min(0, M.amount)
  .max(PAYROLL_MONTH_MAX_PAISE, M.amount);
const payrollMonthField = z.string({ error: M.month }).regex(/^20\d{2}-(0[1-9]|1[0-2])$/, M.month);

const componentSchema = z
  .object({
    code: z
      .string({ error: M.components })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z][A-Z0-9_]{1,11}$/, M.components),
    name: text(60, M.components),
    kind: z.enum(SALARY_KINDS, { error: M.components }),
    calc: z.enum(SALARY_CALCS, { error: M.components }),
    amountPaise: monthPaise.optional(),
    percent: z
      .number({ error: M.percent })
      .int(M.percent)
      .min(1, M.percent)
      .max(10_000, M.percent)
      .optional(),
  })
  .superRefine((c, ctx) => {
    const wrong = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (c.calc === 'FIXED' && c.amountPaise === undefined) wrong(M.amount);
    if (c.calc === 'PERCENT_OF_BASIC' && c.percent === undefined) wrong(M.percent);
    if (STATUTORY_CALCS.includes(c.calc) && c.kind !== 'DEDUCTION') wrong(M.components);
    if (c.calc === 'BASIC' && c.kind !== 'EARNING') wrong(M.components);
  });

const componentsField = z
  .array(componentSchema, { error: M.components })
  .min(1, M.components)
  .max(21, M.components)
  .superRefine((list, ctx) => {
    if (list[0]?.calc !== 'BASIC' || list.slice(1).some((c) => c.calc === 'BASIC')) {
      ctx.addIssue({ code: 'custom', message: M.components });
    }
    if (new Set(list.map((c) => c.code)).size !== list.length) {
      ctx.addIssue({ code: 'custom', message: M.componentCode });
    }
  });

export const salaryStructureBodySchema = z.object({
  groupId: payrollGroupIdField,
  name: text(80, M.structureName),
  components: componentsField,
});
export const salaryStructureUpdateSchema = salaryStructureBodySchema.extend({
  id: idField,
  active: flag(true),
});
export const payrollGroupQuerySchema = z.object({ groupId: payrollGroupIdField });
export const payrollIdQuerySchema = z.object({ groupId: payrollGroupIdField, id: idField });

export const employmentBodySchema = z.object({
  groupId: payrollGroupIdField,
  profileId: z.uuid({ error: M.profile }),
  structureId: z.uuid({ error: M.structureNotFound }),
  designation: text(80, M.designation),
  joiningDate: calendarDay(M.joiningDate),
  basicPaise: monthPaise,
  bankName: z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => v?.trim() || null)
    .pipe(z.string().max(80, M.bankAccount).nullable()),
  bankAccount: optional(
    z
      .string()
      .regex(/^\d{9,18}$/, M.bankAccount)
      .nullable(),
  ),
  ifsc: optional(
    z
      .string()
      .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, M.ifsc)
      .nullable(),
  ),
  pan: optional(
    z
      .string()
      .regex(/^[A-Z]{5}\d{4}[A-Z]$/, M.pan)
      .nullable(),
  ),
  uan: optional(
    z
      .string()
      .regex(/^\d{12}$/, M.uan)
      .nullable(),
  ),
  pfApplies: flag(true),
  ptState: z.enum(PT_STATES, { error: M.ptState }),
  tdsPaise: monthPaise.default(0),
  active: flag(true),
});
export type EmploymentBody = z.output<typeof employmentBodySchema>;

export const payrollRunBodySchema = z.object({
  groupId: payrollGroupIdField,
  month: payrollMonthField,
  arrears: z
    .array(z.object({ profileId: z.uuid({ error: M.arrears }), amountPaise: monthPaise }), {
      error: M.arrears,
    })
    .max(2_000, M.arrears)
    .refine((list) => new Set(list.map((a) => a.profileId)).size === list.length, M.arrears)
    .default([]),
});
export const payrollApproveSchema = z.object({
  groupId: payrollGroupIdField,
  id: idField,
  financialAccountId: z.uuid({ error: M.account }),
  paymentMedium: z.enum(PAYMENT_METHODS, { error: M.medium }),
});

/* ---------- what the calls answer ---------- */

const payLineSchema = z.object({ code: z.string(), name: z.string(), amountPaise: z.number() });
const componentViewSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(SALARY_KINDS),
  calc: z.enum(SALARY_CALCS),
  amountPaise: z.number().optional(),
  percent: z.number().optional(),
});
export const salaryStructureViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  components: z.array(componentViewSchema),
  active: z.boolean(),
  staff: z.number(),
});
export type SalaryStructureView = z.infer<typeof salaryStructureViewSchema>;
export const salaryStructureListSchema = z.object({
  structures: z.array(salaryStructureViewSchema),
  mayManage: z.boolean(),
  mayApprove: z.boolean(),
});

export const employmentViewSchema = z.object({
  profileId: z.string(),
  name: z.string(),
  roleNames: z.array(z.string()),
  /** Null: no employment details yet. */
  employment: z
    .object({
      structureId: z.string(),
      structureName: z.string(),
      designation: z.string(),
      joiningDate: z.string(),
      basicPaise: z.number(),
      bankName: z.string().nullable(),
      bankAccount: z.string().nullable(),
      ifsc: z.string().nullable(),
      pan: z.string().nullable(),
      uan: z.string().nullable(),
      pfApplies: z.boolean(),
      ptState: z.enum(PT_STATES),
      tdsPaise: z.number(),
      active: z.boolean(),
    })
    .nullable(),
});
export type EmploymentView = z.infer<typeof employmentViewSchema>;
export const employmentListSchema = z.object({ staff: z.array(employmentViewSchema) });

export const payslipViewSchema = z.object({
  id: z.string(),
  runId: z.string(),
  month: z.string(),
  profileId: z.string(),
  name: z.string(),
  designation: z.string(),
  daysInMonth: z.number(),
  lopDays: z.number(),
  payableDays: z.number(),
  earnings: z.array(payLineSchema),
  deductions: z.array(payLineSchema),
  grossPaise: z.number(),
  deductionsPaise: z.number(),
  netPaise: z.number(),
  status: z.enum(PAYROLL_RUN_STATUSES),
});
export type PayslipView = z.infer<typeof payslipViewSchema>;

export const payrollRunViewSchema = z.object({
  id: z.string(),
  month: z.string(),
  status: z.enum(PAYROLL_RUN_STATUSES),
  staff: z.number(),
  grossPaise: z.number(),
  deductionsPaise: z.number(),
  netPaise: z.number(),
  preparedBy: z.string().nullable(),
  preparedAt: z.string(),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
});
export type PayrollRunView = z.infer<typeof payrollRunViewSchema>;
export const payrollRunListSchema = z.object({ runs: z.array(payrollRunViewSchema) });
export const payrollRunDetailSchema = payrollRunViewSchema.extend({
  payslips: z.array(payslipViewSchema),
});
export type PayrollRunDetail = z.infer<typeof payrollRunDetailSchema>;
export const payrollRunSavedSchema = z.object({
  message: z.string(),
  data: payrollRunDetailSchema,
});
export const payslipListSchema = z.object({ payslips: z.array(payslipViewSchema) });
export const payrollSavedSchema = z.object({ message: z.string() });
