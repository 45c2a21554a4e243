import { z } from 'zod';
import { attendanceGroupField, attendanceIdField, dayField } from './attendance.js';
import { ATTENDANCE_NAME_MAX, ATTENDANCE_REASON_MAX } from './limits.js';
import { ATTENDANCE_TEXTS as M } from './messages.js';

/** Leave and holidays (issue 24 §1). */

/** POST leave: multipart text fields (a document may come with them). */
export const leaveBodySchema = z.object({
  groupId: attendanceGroupField,
  profileId: z.uuid({ error: M.leaveFor }),
  fromDay: dayField,
  toDay: dayField,
  reason: z
    .string({ error: M.reason })
    .trim()
    .min(1, M.reason)
    .max(ATTENDANCE_REASON_MAX, M.reason),
});
export type LeaveBody = z.output<typeof leaveBodySchema>;

export const leaveSchema = z.object({
  id: z.string(),
  profileId: z.string(),
  name: z.string(),
  className: z.string().nullable(),
  fromDay: z.string(),
  toDay: z.string(),
  reason: z.string(),
  state: z.enum(['PENDING', 'APPROVED', 'DECLINED', 'CANCELLED']),
  appliedBy: z.string(),
  createdAt: z.string(),
  decidedBy: z.string().nullable(),
  decisionNote: z.string().nullable(),
  hasDocument: z.boolean(),
  /** The caller may approve or decline it. */
  canDecide: z.boolean(),
  /** The caller may withdraw it: it is still waiting, and theirs or their child's. */
  canWithdraw: z.boolean(),
});
export type LeaveView = z.infer<typeof leaveSchema>;
export const leaveListSchema = z.object({
  /** Asked by the caller, for themselves or their children. */
  mine: z.array(leaveSchema),
  /** Waiting for the caller's decision, and recently decided by them. */
  toDecide: z.array(leaveSchema),
  /** The people the caller may ask leave for (themselves, their children). */
  askFor: z.array(z.object({ profileId: z.string(), name: z.string() })),
});
export type LeaveListView = z.infer<typeof leaveListSchema>;
export const leaveSavedSchema = z.object({ message: z.string(), data: leaveSchema });

export const leaveDecisionBodySchema = z.object({
  groupId: attendanceGroupField,
  id: attendanceIdField,
  decision: z.enum(['APPROVED', 'DECLINED'], { error: M.decision }),
  note: z.string({ error: M.reason }).trim().max(ATTENDANCE_REASON_MAX, M.reason).optional(),
});
export type LeaveDecisionBody = z.output<typeof leaveDecisionBodySchema>;

export const leaveWithdrawalBodySchema = z.object({
  groupId: attendanceGroupField,
  id: attendanceIdField,
});
export type LeaveWithdrawalBody = z.output<typeof leaveWithdrawalBodySchema>;

export const holidayQuerySchema = z.object({
  groupId: attendanceGroupField,
  year: z.coerce.number({ error: M.day }).int(M.day).min(2000, M.day).max(2100, M.day),
});
export const holidaySchema = z.object({
  id: z.string(),
  day: z.string(),
  kind: z.enum(['HOLIDAY', 'WORKING']),
  name: z.string(),
  classId: z.string().nullable(),
  className: z.string().nullable(),
});
export type HolidayView = z.infer<typeof holidaySchema>;
export const holidayListSchema = z.array(holidaySchema);
export const holidayBodySchema = z.object({
  groupId: attendanceGroupField,
  day: dayField,
  kind: z.enum(['HOLIDAY', 'WORKING'], { error: M.holidayKind }),
  name: z
    .string({ error: M.holidayName })
    .trim()
    .min(1, M.holidayName)
    .max(ATTENDANCE_NAME_MAX, M.holidayName),
  /** A class of the institute, for that class alone; absent for the whole institute. */
  classId: z
    .uuid({ error: M.classNotFound })
    .nullish()
    .transform((v) => v ?? null),
});
export type HolidayBody = z.output<typeof holidayBodySchema>;
export const holidaySavedSchema = z.object({ message: z.string(), data: holidaySchema });
export const holidayDeleteQuerySchema = z.object({
  groupId: attendanceGroupField,
  id: attendanceIdField,
});

export const staffDaySchema = z.object({
  day: z.string(),
  holiday: z.string().nullable(),
  selfMark: z.boolean(),
  staff: z.array(
    z.object({
      profileId: z.string(),
      name: z.string(),
      role: z.string(),
      status: z.string().nullable(),
      onLeave: z.boolean(),
    }),
  ),
});
export type StaffDayView = z.infer<typeof staffDaySchema>;
export const staffDayBodySchema = z.object({
  groupId: attendanceGroupField,
  day: dayField,
  marks: z
    .array(
      z.object({
        profileId: z.uuid({ error: M.marks }),
        status: z.string().trim().min(1, M.status).max(8, M.status),
      }),
    )
    .min(1, M.marks)
    .max(500, M.marks),
});
export type StaffDayBody = z.output<typeof staffDayBodySchema>;
export const messageOnlySchema = z.object({ message: z.string() });

/** GET staff/self: may the caller mark their own arrival today, and have they. */
export const selfMarkSchema = z.object({
  day: z.string(),
  /** The institute lets staff mark themselves. */
  allowed: z.boolean(),
  /** The caller is on the institute's staff. */
  staff: z.boolean(),
  holiday: z.string().nullable(),
  /** Today's mark, by whoever made it, or null. */
  status: z.string().nullable(),
  markBy: z.string(),
});
export type SelfMarkView = z.infer<typeof selfMarkSchema>;
