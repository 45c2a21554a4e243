import { z } from 'zod';
import { daysSpanned } from '../../rules/day-book.js';
import { calendarDay } from '../fields.js';
import { STATISTICS_MAX_DAYS } from './limits.js';
import { STATISTICS_TEXTS as M } from './messages.js';

/**
 * The institute's statistics (issue 25 §6): enrolment by class, gender and session; the
 * students' attendance; fees falling due against what was collected, and the defaulters; income
 * against expenses; exam results by class and subject. Each a read of figures summed by the
 * database, over a range of India's calendar days (or, for enrolment, a session). Money is paise.
 */

export const statisticsGroupIdField = z.uuid({ error: M.group });

/** GET setup. */
export const statisticsGroupQuerySchema = z.object({ groupId: statisticsGroupIdField });

/** GET enrolment: a session of the institute; none: its active session. */
export const enrolmentQuerySchema = z.object({
  groupId: statisticsGroupIdField,
  sessionId: z.uuid({ error: M.session }).optional(),
});
export type EnrolmentQuery = z.output<typeof enrolmentQuerySchema>;

/** GET attendance, fees, finance and results: from and to, India's days, at most five years. */
export const statisticsRangeQuerySchema = z
  .object({
    groupId: statisticsGroupIdField,
    from: calendarDay(M.day),
    to: calendarDay(M.day),
  })
  .refine((q) => q.from <= q.to && daysSpanned(q.from, q.to) <= STATISTICS_MAX_DAYS, {
    message: M.range,
    path: ['to'],
  });
export type StatisticsRangeQuery = z.output<typeof statisticsRangeQuerySchema>;

const sessionSchema = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});

/** What the screen starts from: today in India, the sessions (newest first), the first range. */
export const statisticsSetupSchema = z.object({
  today: z.string(),
  sessions: z.array(sessionSchema),
  activeSessionId: z.string().nullable(),
  /** The active session's first day up to today (the last year when there is none). */
  from: z.string(),
  to: z.string(),
});
export type StatisticsSetup = z.infer<typeof statisticsSetupSchema>;

/** Students counted by gender (as their profiles give it: male, female, or other and none). */
const byGender = {
  boys: z.number(),
  girls: z.number(),
  other: z.number(),
  total: z.number(),
};
export const enrolmentSchema = z.object({
  session: sessionSchema,
  ...byGender,
  /** Every class of the institute, in school order (an empty class counts 0). */
  classes: z.array(z.object({ classId: z.string(), className: z.string(), ...byGender })),
  /** The latest sessions, oldest first, the chosen one among them. */
  sessions: z.array(z.object({ sessionId: z.string(), name: z.string(), ...byGender })),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

/** Marks counted by how their status counts, and the share present (one decimal; null: none). */
const attendanceFigures = {
  marked: z.number(),
  present: z.number(),
  absent: z.number(),
  half: z.number(),
  excused: z.number(),
  percent: z.number().nullable(),
};
export const attendanceStatisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  ...attendanceFigures,
  /** Every month of the range (yyyy-mm), a month without marks with nothing. */
  months: z.array(z.object({ month: z.string(), ...attendanceFigures })),
  /** The classes with marks in the range, in school order. */
  classes: z.array(z.object({ classId: z.string(), className: z.string(), ...attendanceFigures })),
});
export type AttendanceStatistics = z.infer<typeof attendanceStatisticsSchema>;

/**
 * Of the charges falling due in the range (not cancelled; one carried to the next session counts
 * what was settled of it): what they ask, what was paid into them, their discounts and what is
 * left (outstanding: remaining; overdue: of those due before today).
 */
const dueFigures = {
  duePaise: z.number(),
  paidPaise: z.number(),
  discountPaise: z.number(),
  outstandingPaise: z.number(),
};
export const feeStatisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  ...dueFigures,
  overduePaise: z.number(),
  /** The money received in the range (receipts not reverted), whatever dues it paid. */
  collectedPaise: z.number(),
  /** Every month: what fell due in it, and what was collected in it. */
  months: z.array(
    z.object({ month: z.string(), duePaise: z.number(), collectedPaise: z.number() }),
  ),
  classes: z.array(z.object({ classId: z.string(), className: z.string(), ...dueFigures })),
  /** Students with charges of the range due before today and unpaid: how many, and who owes most. */
  defaulters: z.object({
    count: z.number(),
    overduePaise: z.number(),
    top: z.array(
      z.object({
        profileId: z.string(),
        name: z.string(),
        className: z.string(),
        overduePaise: z.number(),
        /** The first day of theirs left unpaid. */
        since: z.string(),
      }),
    ),
  }),
});
export type FeeStatistics = z.infer<typeof feeStatisticsSchema>;

/** As the day book counts them: fees collected, other income, and approved expenses. */
const moneyFigures = {
  feesPaise: z.number(),
  incomePaise: z.number(),
  expensePaise: z.number(),
  /** Fees and other income less expenses. */
  netPaise: z.number(),
};
export const financeStatisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  ...moneyFigures,
  months: z.array(z.object({ month: z.string(), ...moneyFigures })),
  /** Income and expense categories of the range, each kind's largest first. */
  categories: z.array(
    z.object({ kind: z.enum(['INCOME', 'EXPENSE']), name: z.string(), amountPaise: z.number() }),
  ),
});
export type FinanceStatistics = z.infer<typeof financeStatisticsSchema>;

/**
 * Evaluated attempts of the exams held in the range: how many, their average percentage and the
 * share that passed (at STATISTICS_PASS_PERCENT or above); both one decimal, null when none.
 */
const resultFigures = {
  attempts: z.number(),
  averagePercent: z.number().nullable(),
  passPercent: z.number().nullable(),
};
export const resultStatisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  passMark: z.number(),
  exams: z.number(),
  ...resultFigures,
  classes: z.array(
    z.object({ classId: z.string(), className: z.string(), exams: z.number(), ...resultFigures }),
  ),
  /**
   * By subject (a question's category; "Other" without one): the marks scored over the marks
   * its questions carry, of the same attempts; passPercent of each attempt's part of the subject.
   */
  subjects: z.array(z.object({ subject: z.string(), ...resultFigures })),
});
export type ResultStatistics = z.infer<typeof resultStatisticsSchema>;
