import { z } from 'zod';
import { PAYMENT_METHODS } from '../../constants/payments.js';
import { flag } from '../exams/fields.js';
import { calendarDay } from '../fields.js';
import {
  EXPENSE_DESCRIPTION_MAX,
  EXPENSE_NAME_MAX,
  EXPENSE_NOTE_MAX,
  EXPENSE_PAGE_MAX,
  EXPENSE_PAGE_SIZE,
  EXPENSE_REASON_MAX,
  EXPENSE_REASON_MIN,
  EXPENSE_REFERENCE_MAX,
  EXPENSE_SEARCH_MAX,
} from './limits.js';
import { EXPENSE_TEXTS as M } from './messages.js';

/**
 * An institute's income and expense entries (issue 25 §1): each by category and financial
 * account, from a vendor or not, with vouchers; approved at once up to the institute's limit,
 * above it by one who holds approveExpenseRecord; reversed (never deleted) with a reason.
 */

export const EXPENSE_KINDS = ['INCOME', 'EXPENSE'] as const;
export type ExpenseKind = (typeof EXPENSE_KINDS)[number];
/** PENDING: above the limit, awaiting approval; REJECTED by the approver; REVERSED once approved. */
export const EXPENSE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'REVERSED'] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];
/** Where a day book line comes from: a fee receipt (payments), an entry, a salary (payroll). */
export const DAY_BOOK_SOURCES = ['FEES', 'ENTRY'] as const;
export type DayBookSource = (typeof DAY_BOOK_SOURCES)[number];

/** One entry's most: ₹1,00,00,000. */
export const EXPENSE_MAX_PAISE = 1_000_000_000;

export const expenseGroupIdField = z.uuid({ error: M.group });
export const expenseIdField = z.uuid({ error: M.id });
const dayField = calendarDay(M.date);
const oneLine = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((v) => v.replace(/\s+/g, ' '))
    .pipe(z.string().min(1, message).max(max, message));
const optionalText = (max: number, message: string) =>
  z
    .union([z.string({ error: message }), z.null()], { error: message })
    .optional()
    .transform((v) => v?.trim() || null)
    .pipe(z.string().max(max, message).nullable());
/** Paise from a JSON number or a form's text: a whole number above 0. */
const amountField = z.coerce
  .number({ error: M.amount })
  .int(M.amount)
  .min(1, M.amount)
  .max(EXPENSE_MAX_PAISE, M.amount);
const optionalUuid = (message: string) =>
  z
    .union([z.literal(''), z.null(), z.uuid({ error: message })], { error: message })
    .optional()
    .transform((v) => v || null);

/** POST /rest/expense/record (multipart: these fields and `files`, the vouchers). */
export const expenseEntryFormSchema = z.object({
  groupId: expenseGroupIdField,
  kind: z.enum(EXPENSE_KINDS, { error: M.kind }),
  categoryId: z.uuid({ error: M.category }),
  financialAccountId: z.uuid({ error: M.account }),
  paymentMedium: z.enum(PAYMENT_METHODS, { error: M.medium }),
  vendorId: optionalUuid(M.vendor),
  /** A class the entry is for (a class trip's bus); none: the institute's. */
  classId: optionalUuid(M.group),
  amountPaise: amountField,
  entryDate: dayField,
  description: oneLine(EXPENSE_DESCRIPTION_MAX, M.description),
  reference: optionalText(EXPENSE_REFERENCE_MAX, M.reference),
});
export type ExpenseEntryForm = z.output<typeof expenseEntryFormSchema>;

export const expenseListQuerySchema = z.object({
  groupId: expenseGroupIdField,
  from: dayField.optional(),
  to: dayField.optional(),
  kind: z.enum(EXPENSE_KINDS, { error: M.kind }).optional(),
  status: z.enum(EXPENSE_STATUSES, { error: M.id }).optional(),
  categoryId: z.uuid({ error: M.category }).optional(),
  q: z.string().trim().max(EXPENSE_SEARCH_MAX, M.description).optional(),
  page: z.coerce.number({ error: M.id }).int(M.id).min(1, M.id).max(10_000, M.id).default(1),
  size: z.coerce
    .number({ error: M.id })
    .int(M.id)
    .min(1, M.id)
    .max(EXPENSE_PAGE_MAX, M.id)
    .default(EXPENSE_PAGE_SIZE),
});
export type ExpenseListQuery = z.output<typeof expenseListQuerySchema>;

export const expenseIdQuerySchema = z.object({ groupId: expenseGroupIdField, id: expenseIdField });
export const expenseGroupQuerySchema = z.object({ groupId: expenseGroupIdField });
export const expenseVoucherQuerySchema = expenseIdQuerySchema.extend({
  fileId: z.uuid({ error: M.fileNotFound }),
});
export const expenseVoucherFormSchema = expenseIdQuerySchema;

export const expenseDecisionSchema = z.object({
  groupId: expenseGroupIdField,
  id: expenseIdField,
  approve: flag(true),
  note: optionalText(EXPENSE_NOTE_MAX, M.note),
});
export const expenseReverseSchema = z.object({
  groupId: expenseGroupIdField,
  id: expenseIdField,
  reason: z
    .string({ error: M.reason })
    .trim()
    .min(EXPENSE_REASON_MIN, M.reason)
    .max(EXPENSE_REASON_MAX, M.reason),
});

/** The day book of a day (from alone) or a range. */
export const dayBookQuerySchema = z.object({
  groupId: expenseGroupIdField,
  from: dayField,
  to: dayField.optional(),
});
export const monthlyQuerySchema = z.object({
  groupId: expenseGroupIdField,
  /** The financial year by its first calendar year: 2026 is April 2026 to March 2027. */
  year: z.coerce.number({ error: M.year }).int(M.year).min(2000, M.year).max(2100, M.year),
});

export const expenseCategoryBodySchema = z.object({
  groupId: expenseGroupIdField,
  kind: z.enum(EXPENSE_KINDS, { error: M.kind }),
  name: oneLine(EXPENSE_NAME_MAX, M.categoryName),
});
export const expenseCategoryUpdateSchema = z.object({
  groupId: expenseGroupIdField,
  id: expenseIdField,
  name: oneLine(EXPENSE_NAME_MAX, M.categoryName),
  active: flag(true),
});
const vendorFields = {
  groupId: expenseGroupIdField,
  name: oneLine(EXPENSE_NAME_MAX, M.vendorName),
  phone: optionalText(10, M.phone).pipe(
    z
      .string()
      .regex(/^[6-9]\d{9}$/, M.phone)
      .nullable(),
  ),
  gstin: optionalText(15, M.gstin)
    .transform((v) => v?.toUpperCase() ?? null)
    .pipe(
      z
        .string()
        .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, M.gstin)
        .nullable(),
    ),
};
export const expenseVendorBodySchema = z.object(vendorFields);
export const expenseVendorUpdateSchema = z.object({
  ...vendorFields,
  id: expenseIdField,
  active: flag(true),
});
export const expenseSettingsSchema = z.object({
  groupId: expenseGroupIdField,
  approvalAbovePaise: z
    .number({ error: M.approvalLimit })
    .int(M.approvalLimit)
    .min(0, M.approvalLimit)
    .max(EXPENSE_MAX_PAISE, M.approvalLimit),
  /** Each account's balance brought forward when the school began keeping its books here. */
  openings: z
    .array(
      z.object({
        financialAccountId: z.uuid({ error: M.opening }),
        amountPaise: z
          .number({ error: M.opening })
          .int(M.opening)
          .min(-EXPENSE_MAX_PAISE * 10, M.opening)
          .max(EXPENSE_MAX_PAISE * 10, M.opening),
      }),
      { error: M.opening },
    )
    .max(100, M.opening)
    .refine(
      (list) => new Set(list.map((o) => o.financialAccountId)).size === list.length,
      M.opening,
    )
    .default([]),
});
export type ExpenseSettingsBody = z.output<typeof expenseSettingsSchema>;

/* ---------- what the calls answer ---------- */

export const expenseCategoryViewSchema = z.object({
  id: z.string(),
  kind: z.enum(EXPENSE_KINDS),
  name: z.string(),
  active: z.boolean(),
});
export type ExpenseCategoryView = z.infer<typeof expenseCategoryViewSchema>;
export const expenseVendorViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  gstin: z.string().nullable(),
  active: z.boolean(),
});
export type ExpenseVendorView = z.infer<typeof expenseVendorViewSchema>;

export const expenseSetupSchema = z.object({
  categories: z.array(expenseCategoryViewSchema),
  vendors: z.array(expenseVendorViewSchema),
  accounts: z.array(
    z.object({
      id: z.string(),
      accountName: z.string(),
      active: z.boolean(),
      mediums: z.array(z.enum(PAYMENT_METHODS)),
      openingPaise: z.number(),
    }),
  ),
  approvalAbovePaise: z.number(),
  /** What the caller may do here, so the screen shows only the buttons the server accepts. */
  mayRecord: z.boolean(),
  mayApprove: z.boolean(),
});
export type ExpenseSetup = z.infer<typeof expenseSetupSchema>;

const personSchema = z.object({ profileId: z.string(), name: z.string() }).nullable();
export const expenseEntryViewSchema = z.object({
  id: z.string(),
  voucherNo: z.string(),
  kind: z.enum(EXPENSE_KINDS),
  status: z.enum(EXPENSE_STATUSES),
  entryDate: z.string(),
  amountPaise: z.number(),
  description: z.string(),
  reference: z.string().nullable(),
  paymentMedium: z.enum(PAYMENT_METHODS),
  category: z.object({ id: z.string(), name: z.string() }),
  account: z.object({ id: z.string(), name: z.string() }),
  vendor: z.object({ id: z.string(), name: z.string() }).nullable(),
  classGroup: z.object({ id: z.string(), name: z.string() }).nullable(),
  vouchers: z.array(
    z.object({ id: z.string(), name: z.string(), mimeType: z.string(), size: z.number() }),
  ),
  recordedBy: personSchema,
  recordedAt: z.string(),
  decidedBy: personSchema,
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  reversedBy: personSchema,
  reversedAt: z.string().nullable(),
  reverseReason: z.string().nullable(),
  /** The caller's actions on it now (Outline's habit). */
  mayDecide: z.boolean(),
  mayReverse: z.boolean(),
});
export type ExpenseEntryView = z.infer<typeof expenseEntryViewSchema>;
export const expenseEntrySavedSchema = z.object({
  message: z.string(),
  data: expenseEntryViewSchema,
});
export const expenseEntryPageSchema = z.object({
  content: z.array(expenseEntryViewSchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  /** Over every entry the filters find (not only this page): approved money in and out. */
  totals: z.object({ incomePaise: z.number(), expensePaise: z.number(), pending: z.number() }),
});
export type ExpenseEntryPage = z.infer<typeof expenseEntryPageSchema>;

const accountTotalsSchema = z.object({
  accountId: z.string(),
  accountName: z.string(),
  openingPaise: z.number(),
  receiptsPaise: z.number(),
  paymentsPaise: z.number(),
  closingPaise: z.number(),
});
export type DayBookAccount = z.infer<typeof accountTotalsSchema>;
export const dayBookLineSchema = z.object({
  /** The India day it is dated. */
  day: z.string(),
  source: z.enum(DAY_BOOK_SOURCES),
  /** The entry's id, or the fee payment's transaction. */
  id: z.string(),
  voucherNo: z.string(),
  /** RECEIPT: money in; PAYMENT: money out. */
  side: z.enum(['RECEIPT', 'PAYMENT']),
  particulars: z.string(),
  category: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  paymentMedium: z.enum(PAYMENT_METHODS),
  amountPaise: z.number(),
  /** A reversed entry or reverted payment stays listed, marked, and out of the totals. */
  reversed: z.boolean(),
});
export type DayBookLine = z.infer<typeof dayBookLineSchema>;
export const dayBookSchema = z.object({
  from: z.string(),
  to: z.string(),
  accounts: z.array(accountTotalsSchema),
  total: accountTotalsSchema.omit({ accountId: true, accountName: true }),
  lines: z.array(dayBookLineSchema),
  /** Entries of the range awaiting approval: shown apart, in no balance yet. */
  pending: z.number(),
});
export type DayBook = z.infer<typeof dayBookSchema>;

export const monthlyFiguresSchema = z.object({
  year: z.number(),
  months: z.array(
    z.object({
      /** yyyy-mm */
      month: z.string(),
      feesPaise: z.number(),
      incomePaise: z.number(),
      expensePaise: z.number(),
    }),
  ),
  byCategory: z.array(
    z.object({ kind: z.enum(EXPENSE_KINDS), name: z.string(), amountPaise: z.number() }),
  ),
});
export type MonthlyFigures = z.infer<typeof monthlyFiguresSchema>;
export const expenseSavedSchema = z.object({ message: z.string() });
