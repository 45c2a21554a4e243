import { z } from 'zod';
import type { AuditAction } from './audit.js';
import { INVITATION_KINDS } from './invitations.js';

/**
 * What each recorded action keeps in its detail: one schema per AUDIT_ACTIONS entry. The server
 * records only these shapes (recordAudit takes the action with its typed detail), and the web's
 * sentences read them back (readAuditDetail). A new action needs its schema here, or neither
 * side compiles.
 */

const id = z.string();
const text = z.string();
const none = z.object({});
const period = z.object({ name: text, startDate: text, endDate: text });
const contactRequest = z.object({ subject: text, email: text });
const named = z.object({ name: text });
const roleSet = z.object({ name: text, permissions: z.array(text) });
const kind = z.enum(INVITATION_KINDS);
/** A class's fee structure (money in paise). */
const feeStructure = z.object({
  classId: id,
  sessionId: id,
  name: text,
  particulars: z.number(),
  totalPaise: z.number(),
});
/** A student's concession on a fee structure: a percentage or an amount (paise), and why. */
const feeConcession = z.object({
  classId: id,
  structureId: id,
  name: text,
  kind: text,
  percent: z.number().nullable(),
  amountPaise: z.number().nullable(),
  reason: text.nullable(),
});
/** A holiday or working day of the calendar; `classId` null for the whole institute. */
const holiday = z.object({
  day: text,
  kind: z.enum(['HOLIDAY', 'WORKING']),
  name: text,
  classId: id.nullable(),
});
const financialAccount = z.object({ name: text, acceptanceMediums: z.array(text) });
/** An income or expense entry: its voucher (PV-12), words and money (paise). */
const expenseEntry = z.object({ name: text, kind: text, amount: z.number() });
/** A student's part of a payment: its receipt, class and money (paise). */
const paymentOfStudent = z.object({
  classId: id,
  transactionPk: id,
  transactionId: text,
  /** Known once the payment commits: a revert records it, a new payment does not. */
  receiptNumber: z.number().optional(),
  recordType: text,
  amount: z.number(),
  discount: z.number(),
  paymentMedium: text,
  /** Paid online through the gateway (no cashier). */
  online: z.boolean().optional(),
});

/** A vehicle of the institute's transport. */
const vehicle = z.object({ name: text, registrationNumber: text });
/** A student's stop in a session (target: the student); `from…` the stop they left. */
const ride = z.object({
  classId: id,
  sessionId: id,
  stopName: text,
  routeName: text,
  fromStopName: text.optional(),
  fromRouteName: text.optional(),
});
/** An online payment of a student (target: the student); money in paise. */
const onlinePayment = z.object({
  classId: id.optional(),
  orderId: text,
  paymentId: text.optional(),
  recordType: text,
  amount: z.number(),
  reason: text.optional(),
});

/**
 * A profile joined a group: the one shape every way of adding a member records (an admin's
 * addition, an accepted application or invitation, an import, a new institute's first admin).
 */
export const membershipAddedDetailSchema = z.object({
  groupId: id,
  roleId: id,
  /** Absent on an invitation's joins recorded before the name was kept. */
  roleName: text.optional(),
  /** Null: every session (staff). */
  sessionId: id.nullable(),
  /** A CSV import's row. */
  source: z.literal('import').optional(),
  /** The invitation the member accepted. */
  invitationId: id.optional(),
  /** The first admin of a new institute: a new account (invited) or an existing one (verified now). */
  newAccount: z.boolean().optional(),
  verifiedNow: z.boolean().optional(),
});

export const AUDIT_DETAIL = {
  /** A signed-in request the access guard refused (403); `group` as the request named it. */
  'account.actionRefused': z.object({
    method: text,
    route: text,
    summary: text.optional(),
    group: id.optional(),
  }),
  'account.contractSigned': z.object({ fullName: text, contractSha256: text }),
  /** Both masked (r***@example.com). */
  'account.emailChanged': z.object({ from: text, to: text }),
  'account.otherSessionsEnded': z.object({ count: z.number() }),
  'account.passwordChanged': z.object({ through: z.literal('link').optional() }),
  'account.passwordReset': z.object({ through: z.literal('link') }),
  'account.passwordSet': z.object({ through: z.literal('link') }),
  'account.sessionEnded': z.object({ device: text, ip: text.nullable() }),
  'account.rateLimited': z.object({ limit: text }),
  'account.signedIn': none,
  'account.signInFailed': z.object({ reason: text }),
  'admission.accepted': z.object({ classId: id, sessionId: id, admissionNo: text.optional() }),
  'admission.applied': z.object({ classId: id, sessionId: id, documents: z.number() }),
  'admission.configChanged': z.object({
    name: text,
    open: z.boolean(),
    seats: z.number().nullable(),
    instructions: text.nullable(),
  }),
  'admission.rejected': z.object({ classId: id, sessionId: id, reason: text }),
  /** Target: the institute; the admission number pattern and each extra field's mode. */
  'admission.settingsChanged': z.object({
    numberPattern: text,
    extraFields: z.record(z.string(), z.string()),
  }),
  /** Target: the class; `changes`: each student's mark before and after. */
  'attendance.corrected': z.object({
    classId: id,
    day: text,
    period: z.number().nullable(),
    reason: text,
    changes: z.array(z.object({ name: text, from: text, to: text })),
  }),
  /** Target: the institute; the settings after, and the institute's own status codes. */
  'attendance.settingsChanged': z.object({
    mode: text,
    riskThresholdPercent: z.number(),
    weeklyOff: z.array(z.number()),
    staffSelfMark: z.boolean(),
    markBy: text,
    statuses: z.array(text),
  }),
  /** Target: the class it is for, else the institute. */
  'attendance.holidayAdded': holiday,
  'attendance.holidayRemoved': holiday,
  /** Target: the person on leave. */
  'attendance.leaveDecided': z.object({
    decision: z.enum(['APPROVED', 'DECLINED']),
    classId: id.nullable(),
    fromDay: text,
    toDay: text,
    note: text.nullable(),
  }),
  /** Target: the person the leave was for. */
  'attendance.leaveWithdrawn': z.object({
    classId: id.nullable(),
    fromDay: text,
    toDay: text,
  }),
  'class.created': z.object({
    name: text,
    level: text.nullable().optional(),
    section: text.nullable().optional(),
  }),
  'class.deleted': named,
  'class.updated': z.object({ from: text, to: text }),
  'contactRequest.handled': contactRequest,
  'contactRequest.reopened': contactRequest,
  'event.created': z.object({ name: text, classes: z.array(text) }),
  'event.updated': z.object({ name: text, classes: z.array(text) }),
  'event.disabled': z.object({ name: text, disabled: z.boolean() }),
  'event.deleted': named,
  /** Target: the student's profile. */
  'exam.evaluated': z.object({
    groupId: id,
    academicTaskId: id,
    title: text,
    total: z.number(),
    maximumMarks: z.number(),
  }),
  /** Target: the academic task; `name` its title. */
  'exam.resultsPublished': z.object({ groupId: id, name: text, evaluated: z.number() }),
  /** Target: the academic task; `name` its title. */
  'exam.published': z.object({ groupId: id, name: text, attempts: z.number() }),
  /** Target: the academic task; `closedAt` the close it had, the attempts it finalised or shut. */
  'exam.endedEarly': z.object({
    groupId: id,
    name: text,
    closedAt: text,
    finalised: z.number(),
    notStarted: z.number(),
  }),
  /** Target: the student's profile. */
  'exam.attemptReset': z.object({
    groupId: id,
    academicTaskId: id,
    title: text,
    from: text,
    answers: z.number(),
  }),
  /** Target: the student's profile. */
  'exam.extraTimeGiven': z.object({
    groupId: id,
    academicTaskId: id,
    title: text,
    from: z.number(),
    to: z.number(),
  }),
  'fee.carriedOver': z.object({
    fromSessionId: id,
    toSessionId: id,
    fromSessionName: text,
    toSessionName: text,
    carried: z.number(),
    students: z.number(),
    skippedStudents: z.number(),
  }),
  'feeConcession.saved': feeConcession,
  'feeConcession.deleted': feeConcession,
  'feeStructure.created': feeStructure,
  'feeStructure.updated': feeStructure,
  'feeStructure.deleted': feeStructure,
  'feeSettings.updated': z.object({ from: text, to: text }),
  'feeStructure.assigned': z.object({
    classId: id,
    sessionId: id,
    name: text,
    students: z.number(),
    added: z.number(),
    updated: z.number(),
    cancelled: z.number(),
  }),
  'financialAccount.created': financialAccount,
  'financialAccount.updated': financialAccount,
  'financialAccount.disabled': financialAccount,
  'guardian.linked': z.object({ parentProfileId: id, relation: text }),
  'institute.created': z.object({
    name: text,
    sessionId: id,
    by: z.literal('superAdmin').optional(),
  }),
  'institute.detailsUpdated': z.object({
    name: text,
    about: text,
    address: text,
    phone: text,
    email: text,
    website: text,
    verifyToViewDetails: z.boolean(),
  }),
  'institute.logoChanged': z.object({ fileId: id, kind: text, sizeBytes: z.number() }),
  'institute.setupCompleted': z.object({ again: z.boolean() }),
  'institute.unverified': named,
  'institute.verified': named,
  'invitation.accepted': z.object({ invitationId: id, groupId: id, kind }),
  'invitation.cancelled': z.object({ groupId: id, email: text, name: text }),
  'invitation.declined': z.object({ groupId: id, kind }),
  'invitation.sent': z.object({
    groupId: id,
    sessionId: id.nullable(),
    kind,
    email: text,
    name: text,
  }),
  /** Target: the failed mail (mail_failures). */
  'mail.resent': z.object({ template: text, recipient: text }),
  'membership.added': membershipAddedDetailSchema,
  'membership.removed': z.object({
    groupId: id,
    membershipId: id,
    roleName: text,
    sessionId: id.nullable(),
    /** The class memberships that went with an institute membership. */
    classMemberships: z.number(),
  }),
  'membership.roleChanged': z.object({
    groupId: id,
    membershipId: id,
    from: text,
    to: text,
    roleId: id,
    sessionId: id.nullable(),
  }),
  /** Target: the student's profile; money in paise. */
  'payment.recorded': paymentOfStudent,
  'payment.reverted': paymentOfStudent.extend({
    reason: text,
    /** Issue 22: this one receipt was named, or the whole transaction was chosen. */
    scope: z.enum(['RECEIPT', 'TRANSACTION']).optional(),
    /** How many receipts of the transaction are still paid after this revert. */
    otherReceiptsPaid: z.number().optional(),
  }),
  'expense.recorded': expenseEntry,
  'expense.approved': expenseEntry.extend({ note: text.nullable() }),
  'expense.rejected': expenseEntry.extend({ note: text.nullable() }),
  'expense.reversed': expenseEntry.extend({ reason: text }),
  'expense.settingsChanged': z.object({
    approvalAbovePaise: z.number(),
    openings: z.number(),
  }),
  'payroll.structureSaved': z.object({ name: text }),
  'payroll.employmentSaved': z.object({ name: text, designation: text }),
  'payroll.prepared': z.object({ name: text, staff: z.number(), net: z.number() }),
  'payroll.approved': z.object({ name: text, staff: z.number(), net: z.number() }),
  'inventory.itemSaved': z.object({ name: text, active: z.boolean() }),
  'gatePass.created': z.object({ name: text, students: z.number(), collector: text }),
  'gatePass.decided': z.object({ name: text, student: text, approved: z.boolean() }),
  'gatePass.exited': z.object({ name: text, students: z.number(), collector: text }),
  'record.changed': z.object({ name: text }),
  'record.documentUploaded': z.object({ name: text, kind: text }),
  'record.documentVerified': z.object({ name: text, kind: text }),
  'record.documentRemoved': z.object({ name: text, kind: text }),
  'record.certificateIssued': z.object({ name: text, number: text, kind: text }),
  'inventory.writtenOff': z.object({
    name: text,
    quantity: z.number(),
    valuePaise: z.number(),
    note: text,
  }),
  'notice.posted': z.object({
    name: text,
    audience: text,
    recipients: z.number(),
    scheduled: z.boolean(),
  }),
  'notice.updated': z.object({
    name: text,
    pinned: z.boolean().optional(),
    archived: z.boolean().optional(),
  }),
  'notice.deleted': z.object({ name: text }),
  'notificationSettings.updated': z.object({ app: z.boolean(), email: z.boolean() }),
  'onlinePayment.ordered': onlinePayment,
  'onlinePayment.failed': onlinePayment,
  'profile.basicInfoChanged': none,
  'profile.defaultChanged': none,
  'profile.defaultClassChanged': z.object({ groupId: id }),
  'profile.defaultInstituteChanged': z.object({ groupId: id }),
  'profile.photoChanged': none,
  'profile.unverified': z.object({ accountId: id, name: text }),
  'profile.verified': z.object({ accountId: id, name: text }),
  'role.created': roleSet,
  'role.deleted': roleSet,
  'role.updated': z.object({
    from: text,
    name: text,
    added: z.array(text),
    removed: z.array(text),
  }),
  'session.activated': named,
  'session.created': period,
  'session.deleted': period,
  'session.updated': z.object({ before: period, after: period }),
  'subject.created': z.object({ name: text, code: text }),
  'subject.updated': z.object({ name: text, code: text, archived: z.boolean() }),
  'subject.deleted': z.object({ name: text, code: text }),
  'subject.classSaved': z.object({ name: text, subjects: z.array(text), teachers: z.number() }),
  'term.created': period.extend({ sessionId: id }),
  'term.deleted': z.object({ sessionId: id, name: text }),
  'term.updated': z.object({ before: period, after: period }),
  /** `name`: "Mathematics in Class 5 A"; days and periods from 1. */
  'timetable.lessonMoved': z.object({
    name: text,
    from: z.object({ day: z.number(), period: z.number() }),
    to: z.object({ day: z.number(), period: z.number() }),
    fixed: z.boolean(),
    warnings: z.array(text),
  }),
  'timetable.lessonFixed': z.object({ name: text, fixed: z.boolean() }),
  'timetable.imported': z.object({
    loads: z.number(),
    lessons: z.number(),
    unavailable: z.number(),
  }),
  /** The run's figures: lessons placed of the total, and how many it could not place. */
  'timetable.generated': z.object({
    runId: id,
    placed: z.number(),
    total: z.number(),
    unplaced: z.number(),
    hardViolations: z.number(),
  }),
  /** Target: the lesson; `name` as lessonMoved's, the substitute's and the absent teacher's names. */
  'timetable.substituted': z.object({
    name: text,
    date: text,
    period: z.number(),
    substitute: text,
    absent: text,
  }),
  /** `classId` when a class's own week was set; its working days (ISO weekdays) and periods. */
  'timetable.weekSaved': z.object({
    classId: id.optional(),
    days: z.array(z.number()),
    periods: z.number(),
  }),
  /** A class's own week removed: it follows the school's again. */
  'timetable.weekRemoved': z.object({ classId: id }),
  /** Target: the teacher. */
  'timetable.teacherSaved': z.object({
    maxPerWeek: z.number().nullable(),
    /** Their unavailable periods, when these were set too. */
    unavailable: z.number().optional(),
  }),
  'transport.assigned': ride,
  'transport.moved': ride,
  'transport.removed': ride,
  /** `name`: the stop; `students` whose dues followed. */
  'transportCost.saved': z.object({
    name: text,
    routeName: text,
    sessionId: id,
    instalments: z.number(),
    total: z.number(),
    students: z.number(),
  }),
  'transportCost.deleted': z.object({
    name: text,
    routeName: text,
    sessionId: id,
    instalment: text,
    students: z.number(),
  }),
  'transportRoute.created': named,
  'transportRoute.updated': named,
  'transportRoute.deleted': named,
  'transportStop.created': z.object({ name: text, routeName: text }),
  'transportStop.updated': z.object({ name: text, routeName: text }),
  'transportStop.deleted': z.object({ name: text, routeName: text }),
  'vehicle.created': vehicle,
  'vehicle.updated': vehicle,
  'vehicle.disabled': vehicle,
} as const satisfies Record<AuditAction, z.ZodObject>;

/** The detail `action` records. */
export type AuditDetail<A extends AuditAction> = z.input<(typeof AUDIT_DETAIL)[A]>;
export type MembershipAddedDetail = AuditDetail<'membership.added'>;

/** One of AUDIT_ACTIONS (older rows may carry others). */
export const isAuditAction = (action: string): action is AuditAction =>
  Object.hasOwn(AUDIT_DETAIL, action);

/**
 * An event's detail as its action's schema types it, read leniently: a field an older row wrote
 * in another shape is left out (the sentence then says less), never an error.
 */
export function readAuditDetail<A extends AuditAction>(
  action: A,
  detail: Record<string, unknown>,
): Partial<AuditDetail<A>> {
  const read: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(AUDIT_DETAIL[action].shape)) {
    const parsed = (field as z.ZodType).safeParse(detail[key]);
    if (parsed.success && parsed.data !== undefined) read[key] = parsed.data;
  }
  return read as Partial<AuditDetail<A>>;
}
