import { z } from 'zod';
import { CALENDAR_SPAN_DAYS_MAX } from './limits.js';
import { CALENDAR_TEXTS as M } from './messages.js';

/**
 * What one calendar shows, whoever it comes from: school events and personal events (this
 * module), exam windows (exams), fee due dates (fees), holidays and special days (attendance,
 * timetable), to-dos due. Each module declares its source (ServerModule.calendar).
 */
export const CALENDAR_ENTRY_KINDS = [
  'EVENT',
  'PERSONAL',
  'HOLIDAY',
  'SPECIAL_DAY',
  'EXAM',
  'FEE',
  'TODO',
] as const;
export type CalendarEntryKind = (typeof CALENDAR_ENTRY_KINDS)[number];

export const calendarEntrySchema = z.object({
  /** Stable across calls and feeds ("event:…", "exam:…:…"): the .ics UID is made from it. */
  id: z.string(),
  kind: z.enum(CALENDAR_ENTRY_KINDS),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  /** The first instant; an all-day entry starts at the beginning of its first day in India. */
  startAt: z.iso.datetime({ offset: true }),
  /** The end, exclusive; an all-day entry ends at the beginning of the day after its last. */
  endAt: z.iso.datetime({ offset: true }),
  allDay: z.boolean(),
  /** Where a click goes (the exam, the fee details, the to-do), or none. */
  target: z.string().nullable(),
  /** A school or personal event the caller may change: its id; null otherwise. */
  editableId: z.string().nullable(),
  /** The group a school event is changed in: its institute, or its class for its class teacher. */
  editIn: z.string().optional(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

export const calendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  entries: z.array(calendarEntrySchema),
});
export type CalendarView = z.infer<typeof calendarSchema>;

export const calendarDayField = z
  .string({ error: M.day })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.day)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), M.day);

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** GET /rest/calendar: India's days `from` to `to`, both shown. */
export const calendarQuerySchema = z
  .object({ from: calendarDayField, to: calendarDayField })
  .refine((q) => {
    const days = daysBetween(q.from, q.to);
    return days >= 1 && days <= CALENDAR_SPAN_DAYS_MAX;
  }, M.span);
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

/** GET /rest/calendar/feed. */
export const calendarFeedSchema = z.object({
  /** When the current link was made; null when there is none. */
  createdAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CalendarFeedView = z.infer<typeof calendarFeedSchema>;
/** POST /rest/calendar/feed: the new link's path (shown once: only its hash is kept). */
export const calendarFeedMadeSchema = z.object({
  message: z.string(),
  data: z.object({ path: z.string(), createdAt: z.iso.datetime({ offset: true }) }),
});
export const calendarDoneSchema = z.object({ message: z.string() });
