import { z } from 'zod';
import { ATTENDANCE_MARKS_MAX, ATTENDANCE_NAME_MAX, ATTENDANCE_REASON_MAX } from './limits.js';
import { ATTENDANCE_TEXTS as M } from './messages.js';

/** Attendance's wire shapes (issue 24 §1): settings, a class's day, a person's month. */

export const attendanceGroupField = z.uuid({ error: M.group });
export const attendanceIdField = z.uuid({ error: M.id });
export const dayField = z
  .string({ error: M.day })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.day)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), M.day);
export const monthField = z.string({ error: M.month }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.month);
/** A query's period: absent or empty for day-wise attendance. */
export const periodField = z.coerce
  .number({ error: M.period })
  .int(M.period)
  .min(1, M.period)
  .max(12, M.period);
const reasonField = z.string({ error: M.reason }).trim().max(ATTENDANCE_REASON_MAX, M.reason);
const countsAs = z.enum(['PRESENT', 'ABSENT', 'HALF', 'EXCUSED'], { error: M.status });

export const attendanceStatusSchema = z.object({
  code: z.string(),
  label: z.string(),
  countsAs,
  builtin: z.boolean(),
});
export type AttendanceStatusView = z.infer<typeof attendanceStatusSchema>;

export const attendanceSettingsSchema = z.object({
  mode: z.enum(['DAY', 'PERIOD']),
  riskThresholdPercent: z.number().int(),
  weeklyOff: z.array(z.number().int()),
  staffSelfMark: z.boolean(),
  markBy: z.string(),
  statuses: z.array(attendanceStatusSchema),
});
export type AttendanceSettingsView = z.infer<typeof attendanceSettingsSchema>;

/** PUT settings: the whole of them; `statuses` lists the institute's own (built-ins are fixed). */
export const attendanceSettingsBodySchema = z.object({
  groupId: attendanceGroupField,
  mode: z.enum(['DAY', 'PERIOD'], { error: M.status }),
  riskThresholdPercent: z
    .number({ error: M.threshold })
    .int(M.threshold)
    .min(1, M.threshold)
    .max(100, M.threshold),
  weeklyOff: z
    .array(
      z.number({ error: M.weeklyOff }).int(M.weeklyOff).min(0, M.weeklyOff).max(6, M.weeklyOff),
    )
    .max(7, M.weeklyOff),
  staffSelfMark: z.boolean(),
  markBy: z.string({ error: M.markBy }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.markBy),
  statuses: z
    .array(
      z.object({
        code: z
          .string({ error: M.code })
          .trim()
          .transform((v) => v.toUpperCase())
          .pipe(z.string().regex(/^[A-Z0-9]{1,4}$/, M.code)),
        label: z
          .string({ error: M.label })
          .trim()
          .min(1, M.label)
          .max(ATTENDANCE_NAME_MAX, M.label),
        countsAs,
      }),
    )
    .max(20, M.code),
});
export type AttendanceSettingsBody = z.output<typeof attendanceSettingsBodySchema>;

export const attendanceGroupQuerySchema = z.object({ groupId: attendanceGroupField });
export const classDayQuerySchema = z.object({
  groupId: attendanceGroupField,
  day: dayField,
  period: z.union([z.literal('').transform(() => undefined), periodField]).optional(),
});

/** A class's periods on a day, from the timetable (its times, the subject taught if any). */
export const classPeriodsSchema = z.array(
  z.object({
    number: z.number().int(),
    label: z.string(),
    start: z.string(),
    end: z.string(),
    subject: z.string().nullable(),
  }),
);
export type ClassPeriodView = z.infer<typeof classPeriodsSchema>[number];

const markSchema = z.object({
  profileId: z.string(),
  name: z.string(),
  rollNo: z.number().int().nullable(),
  /** Null: not marked yet (the screen shows Present, the default). */
  status: z.string().nullable(),
  /** Approved leave covers the day. */
  onLeave: z.boolean(),
  corrected: z.boolean(),
});
export type ClassMarkView = z.infer<typeof markSchema>;

export const classDaySchema = z.object({
  classId: z.string(),
  className: z.string(),
  day: z.string(),
  period: z.number().int().nullable(),
  /** The day is no school day: its name, and nothing may be marked. */
  holiday: z.string().nullable(),
  /** Saved before: a change needs a reason. */
  saved: z.boolean(),
  markedBy: z.string().nullable(),
  markedAt: z.string().nullable(),
  students: z.array(markSchema),
});
export type ClassDayView = z.infer<typeof classDaySchema>;

/** PUT class: every student's status (the screen sends all, Present by default). */
export const classDayBodySchema = z.object({
  groupId: attendanceGroupField,
  day: dayField,
  period: periodField.nullish().transform((v) => v ?? null),
  marks: z
    .array(
      z.object({
        profileId: z.uuid({ error: M.marks }),
        status: z.string({ error: M.status }).trim().min(1, M.status).max(8, M.status),
      }),
      { error: M.marks },
    )
    .min(1, M.marks)
    .max(ATTENDANCE_MARKS_MAX, M.marks),
  reason: reasonField.optional(),
});
export type ClassDayBody = z.output<typeof classDayBodySchema>;

export const classDaySavedSchema = z.object({
  message: z.string(),
  data: z.object({ day: classDaySchema, alerted: z.number().int(), changed: z.number().int() }),
});

export const attendanceChangeSchema = z.object({
  profileId: z.string(),
  name: z.string(),
  fromStatus: z.string(),
  toStatus: z.string(),
  reason: z.string(),
  changedBy: z.string().nullable(),
  changedAt: z.string(),
});
export const attendanceChangesSchema = z.array(attendanceChangeSchema);

/** The classes the caller marks, with whether today is done. */
export const myClassesSchema = z.object({
  day: z.string(),
  /** The institute's holiday today (null on a school day). */
  holiday: z.string().nullable(),
  /** Each with its own holiday today: a class's working day overrides the institute's. */
  classes: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      marked: z.boolean(),
      holiday: z.string().nullable(),
    }),
  ),
});
export type MyClassesView = z.infer<typeof myClassesSchema>;

export const personMonthQuerySchema = z.object({
  groupId: attendanceGroupField,
  profileId: z.uuid({ error: M.id }),
  month: monthField,
});
const figures = z.object({
  marked: z.number().int(),
  present: z.number().int(),
  absent: z.number().int(),
  half: z.number().int(),
  excused: z.number().int(),
  percent: z.number().nullable(),
});
export const personMonthSchema = z.object({
  profileId: z.string(),
  name: z.string(),
  className: z.string().nullable(),
  month: z.string(),
  days: z.array(
    z.object({ day: z.string(), status: z.string().nullable(), holiday: z.string().nullable() }),
  ),
  figures,
  /** The session so far (from its start to today). */
  yearFigures: figures,
  /** The last six months' percentages, oldest first, for the chart. */
  trend: z.array(z.object({ month: z.string(), percent: z.number().nullable() })),
  statuses: z.array(attendanceStatusSchema),
});
export type PersonMonthView = z.infer<typeof personMonthSchema>;
