import { z } from 'zod';

/**
 * Notifications (spec §2.4, §3 "Notification", §9): what the bell's School ERP list holds, each
 * with its visited flag and click target, and the Upcoming Deadlines computed from exam ends and
 * fee due dates. Raised by the modules (notifications/raise.ts on the server).
 */

/** The kinds the portal raises; each names its module and event. */
export const NOTIFICATION_KINDS = [
  'admission.received',
  'admission.accepted',
  'admission.rejected',
  'member.added',
  'member.roleChanged',
  'attendance.absent',
  'leave.requested',
  'leave.decided',
  'leave.withdrawn',
  'attendance.summary',
  'exam.published',
  'exam.startingSoon',
  'exam.resultOut',
  'exam.ended',
  'fee.dueSoon',
  'fee.overdue',
  'payment.received',
  'payment.reverted',
  'payment.online',
  'todo.reminder',
  'event.published',
  'event.changed',
  'event.cancelled',
  'notice.published',
  'timetable.changed',
  'timetable.substitute',
  'expense.pending',
  'expense.decided',
  'expense.reversed',
  'payroll.prepared',
  'payroll.approved',
  'inventory.low',
  'visitor.arrived',
  'gatepass.issued',
  'gatepass.consent',
  'gatepass.decided',
  'gatepass.exited',
  'record.documentUploaded',
  'record.documentVerified',
  'record.certificateIssued',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Spec §3 "Push data: groupId, featureId, featureAction", carried by every notification. */
export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  message: z.string(),
  /** The click target of §2.4 (a route of the web app), or null when there is none. */
  target: z.string().nullable(),
  visited: z.boolean(),
  groupId: z.uuid().nullable(),
  featureId: z.string().nullable(),
  featureAction: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Notification = z.infer<typeof notificationSchema>;

export const DEADLINE_KINDS = ['EXAM', 'FEE'] as const;
/** An upcoming deadline: an exam's end or a fee due date of the acting profile (or its child). */
export const deadlineSchema = z.object({
  id: z.string(),
  kind: z.enum(DEADLINE_KINDS),
  title: z.string(),
  dueAt: z.iso.datetime({ offset: true }),
  /** "1 day remaining", "2 days remaining", "3 days remaining", "{n} days remaining" or "Deadline Over". */
  deadline: z.string(),
  target: z.string().nullable(),
});
export type Deadline = z.infer<typeof deadlineSchema>;

export const notificationListSchema = z.object({
  schoolErpNotifications: z.array(notificationSchema),
  deadlineNotifications: z.array(deadlineSchema),
  unreadCount: z.number().int(),
  total: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const NOTIFICATION_TEXTS = {
  notFound: 'This notification does not exist.',
  /** §8 "No latest messages": the empty bell list. */
  empty: 'No latest messages',
} as const;
