import { z } from 'zod';
import {
  attendanceGroupField,
  attendanceStatusSchema,
  dayField,
  monthField,
} from './attendance.js';

/** The attendance reports (issue 24 §1): a class's register, the day's summary, the risk list. */

export const attendanceRegisterQuerySchema = z.object({
  groupId: attendanceGroupField,
  month: monthField,
});
export const attendanceRegisterSchema = z.object({
  className: z.string(),
  month: z.string(),
  /**
   * Each day of the month with its holiday's name (null on a school day) and the class's
   * percentage that day (null where nobody is marked).
   */
  days: z.array(
    z.object({ day: z.string(), holiday: z.string().nullable(), percent: z.number().nullable() }),
  ),
  /** The class's percentage over the month's marks (null without any). */
  percent: z.number().nullable(),
  rows: z.array(
    z.object({
      profileId: z.string(),
      name: z.string(),
      rollNo: z.number().int().nullable(),
      /** One code per day of `days` ('' where unmarked). */
      marks: z.array(z.string()),
      present: z.number(),
      percent: z.number().nullable(),
    }),
  ),
  statuses: z.array(attendanceStatusSchema),
});
export type AttendanceRegisterView = z.infer<typeof attendanceRegisterSchema>;

export const attendanceSummaryQuerySchema = z.object({
  groupId: attendanceGroupField,
  day: dayField,
});
export const attendanceSummarySchema = z.object({
  day: z.string(),
  holiday: z.string().nullable(),
  markBy: z.string(),
  classes: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      marked: z.boolean(),
      students: z.number().int(),
      absent: z.array(z.object({ profileId: z.string(), name: z.string(), status: z.string() })),
    }),
  ),
  staff: z.object({ total: z.number().int(), present: z.number().int(), marked: z.number().int() }),
});
export type AttendanceSummaryView = z.infer<typeof attendanceSummarySchema>;

export const atRiskSchema = z.object({
  from: z.string(),
  to: z.string(),
  thresholdPercent: z.number().int(),
  students: z.array(
    z.object({
      profileId: z.string(),
      name: z.string(),
      className: z.string(),
      classId: z.string(),
      marked: z.number().int(),
      absent: z.number().int(),
      percent: z.number(),
    }),
  ),
});
export type AtRiskView = z.infer<typeof atRiskSchema>;
