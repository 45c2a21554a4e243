import { z } from 'zod';
import { calendarDay } from '../fields.js';
import { PRINT_TEXTS as M } from './messages.js';

/**
 * Printable lists of a class (issue 25 §6): its class list (getMembers over the class), its
 * contact sheet and its students' ID cards (getMemberDetails over the class), and the fee
 * defaulters of the institute or one class on a day (getFeeSummaryForGroup), each a PDF.
 */

export const PRINT_KINDS = ['CLASS_LIST', 'CONTACT_SHEET', 'ID_CARDS', 'FEE_DEFAULTERS'] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];

/** The cards an A4 sheet holds: 8 with room to cut, or 10 to save paper. */
export const ID_CARDS_PER_PAGE = [8, 10] as const;
export type IdCardsPerPage = (typeof ID_CARDS_PER_PAGE)[number];

export const printInstituteQuerySchema = z.object({ groupId: z.uuid({ error: M.institute }) });

/** A list of one class: groupId is the class. */
export const printClassQuerySchema = z.object({ groupId: z.uuid({ error: M.klass }) });

export const printIdCardsQuerySchema = printClassQuerySchema.extend({
  perPage: z
    .enum(['8', '10'], { error: M.perPage })
    .default('10')
    .transform((v) => Number(v) as IdCardsPerPage),
});
export type PrintIdCardsQuery = z.output<typeof printIdCardsQuerySchema>;

/** The fee defaulters: the institute's (groupId), of one class when named, overdue on `day` (today when absent). */
export const printDefaultersQuerySchema = z.object({
  groupId: z.uuid({ error: M.institute }),
  classId: z.uuid({ error: M.klass }).optional(),
  day: calendarDay(M.day).optional(),
});
export type PrintDefaultersQuery = z.output<typeof printDefaultersQuerySchema>;

/* ---------- what the calls answer ---------- */

export const printClassSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Students of the class in the active session. */
  students: z.number().int(),
  /** What the caller may print of it (class list, contact sheet, ID cards). */
  kinds: z.array(z.enum(PRINT_KINDS)),
});
export type PrintClass = z.output<typeof printClassSchema>;

export const printSetupSchema = z.object({
  /** The classes the caller may print something of, in school order. */
  classes: z.array(printClassSchema),
  /** Whether the caller may print the fee defaulters (of the whole institute or a class). */
  feeDefaulters: z.boolean(),
  /** India's day (yyyy-mm-dd): the defaulters' day unless another is chosen. */
  today: z.string(),
  /** The active session the lists are of ("2026-27"), and the day ID cards are valid until. */
  session: z.object({ name: z.string(), endDate: z.string() }).nullable(),
});
export type PrintSetup = z.output<typeof printSetupSchema>;

export const printDefaultersCountSchema = z.object({
  day: z.string(),
  /** Students with something overdue on the day. */
  students: z.number().int(),
  /** What they owe overdue together, paise. */
  overduePaise: z.number().int(),
});
export type PrintDefaultersCount = z.output<typeof printDefaultersCountSchema>;
