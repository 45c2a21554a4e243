import { z } from 'zod';

export const AUDIT_PAGE_SIZE_MAX = 100;

/**
 * Every action the server records. recordAudit takes only these, so a new action must be added
 * here, and the web's sentence for it (features/audit) fails to compile until it is worded.
 */
export const AUDIT_ACTIONS = [
  /** A signed-in request the access guard refused (403); detail: method, route, summary. */
  'account.actionRefused',
  'account.contractSigned',
  'account.emailChanged',
  /** The account signed out all its other sessions (security settings); detail: count. */
  'account.otherSessionsEnded',
  'account.passwordChanged',
  'account.passwordReset',
  'account.passwordSet',
  /** The account signed out one of its other sessions; detail: device, ip. */
  'account.sessionEnded',
  /** Sign-in or code requests naming the account hit its rate limit; detail: limit. */
  'account.rateLimited',
  'account.signedIn',
  /** A refused sign-in to the account; detail: reason (wrongPassword, emailNotVerified). */
  'account.signInFailed',
  'admission.accepted',
  'admission.applied',
  'admission.configChanged',
  'admission.rejected',
  /** The institute's admission number pattern or extra fields changed. */
  'admission.settingsChanged',
  /**
   * Attendance (issue 24 §1): saved marks of a class changed (target: the class; detail: the
   * day, period, reason and each change), the institute's settings and statuses changed, a
   * holiday or working day added or removed (target: its class or the institute), a leave
   * approved, declined or withdrawn by its asker (target: the person on leave).
   */
  'attendance.corrected',
  'attendance.settingsChanged',
  'attendance.holidayAdded',
  'attendance.holidayRemoved',
  'attendance.leaveDecided',
  'attendance.leaveWithdrawn',
  'class.created',
  'class.deleted',
  'class.updated',
  'contactRequest.handled',
  'contactRequest.reopened',
  /** A school event added, changed, hidden or shown again, or deleted; detail: its title, classes. */
  'event.created',
  'event.updated',
  'event.disabled',
  'event.deleted',
  /** A teacher's final evaluation of a student's attempt; detail: the exam and the total. */
  'exam.evaluated',
  /** An exam's results shown to its students and their parents; detail: the exam. */
  'exam.resultsPublished',
  /** An exam opened to its class's students; detail: the exam and how many attempts were made. */
  'exam.published',
  /** An exam ended before its close by a teacher; detail: the exam, the attempts it closed. */
  'exam.endedEarly',
  /** A student's attempt returned to not started, its answers removed; detail: the exam. */
  'exam.attemptReset',
  /** A student's extra time at an exam; detail: the exam, the minutes before and after. */
  'exam.extraTimeGiven',
  /** A student's unpaid dues moved to a later session (CARRY_OVER dues); detail: counts. */
  'fee.carriedOver',
  /** A student's manual concession on a fee structure saved or removed (target: the student). */
  'feeConcession.saved',
  'feeConcession.deleted',
  /** A class's fee structure; detail: its name, particulars and total (paise). */
  'feeStructure.created',
  'feeStructure.updated',
  'feeStructure.deleted',
  /** A fee structure assigned to students, their dues written; detail: counts. */
  'feeStructure.assigned',
  /** The institute's mid-session join rule changed; detail: from and to. */
  'feeSettings.updated',
  /** A financial account added, changed or disabled; detail: its name and mediums. */
  'financialAccount.created',
  'financialAccount.updated',
  'financialAccount.disabled',
  'guardian.linked',
  'institute.created',
  'institute.detailsUpdated',
  'institute.logoChanged',
  'institute.setupCompleted',
  'institute.unverified',
  'institute.verified',
  'invitation.accepted',
  'invitation.cancelled',
  'invitation.declined',
  'invitation.sent',
  /** A mail given up after its last retry, sent again by the super admin; detail: its template. */
  /**
   * An income or expense entry recorded, approved, rejected or reversed (issue 25 §1; target:
   * the entry); detail: its voucher, amount and words. The limit and openings changed: settings.
   */
  'expense.recorded',
  'expense.approved',
  'expense.rejected',
  'expense.reversed',
  'expense.settingsChanged',
  /**
   * A salary structure or a staff member's employment details saved; a month's payroll prepared
   * (run or re-run) or approved (issue 25 §2); detail: names, the month and its money.
   */
  'payroll.structureSaved',
  'payroll.employmentSaved',
  'payroll.prepared',
  'payroll.approved',
  /**
   * A store item added or changed, and stock written off (issue 25 §3; target: the item); the
   * receipts, issues and returns are the item's register itself.
   */
  'inventory.itemSaved',
  'inventory.writtenOff',
  /**
   * A gate pass made for students leaving early, a guardian's decision on it, and its exit at
   * the gate (issue 25 §4; target: the pass); detail: its number, students and collector.
   */
  'gatePass.created',
  'gatePass.decided',
  'gatePass.exited',
  /**
   * A student's record (issue 25 §5; target: the person): its identity and health changed, a
   * document uploaded, checked by the office or removed (detail: its kind), and a transfer or
   * bonafide certificate issued (detail: its number).
   */
  'record.changed',
  'record.documentUploaded',
  'record.documentVerified',
  'record.documentRemoved',
  'record.certificateIssued',
  'mail.resent',
  'membership.added',
  'membership.removed',
  'membership.roleChanged',
  /**
   * A notice posted (now or scheduled), changed (its words, audience, pin or archive) or
   * deleted; detail: its title.
   */
  'notice.posted',
  'notice.updated',
  'notice.deleted',
  'notificationSettings.updated',
  /** A parent or student opened a Razorpay order (target: the student); detail: order, money. */
  'onlinePayment.ordered',
  /** A captured online payment that could not be recorded (target: the student); detail: why. */
  'onlinePayment.failed',
  /** A student's part of a payment recorded (target: the student); detail: receipt, money, medium. */
  'payment.recorded',
  /** A student's part of a payment reverted, the dues restored; detail: receipt, money, reason. */
  'payment.reverted',
  'profile.basicInfoChanged',
  'profile.defaultChanged',
  'profile.defaultClassChanged',
  'profile.defaultInstituteChanged',
  'profile.photoChanged',
  'profile.unverified',
  'profile.verified',
  'role.created',
  'role.deleted',
  'role.updated',
  'session.activated',
  'session.created',
  'session.deleted',
  'session.updated',
  /** An institute's subject added, changed, archived or restored, or deleted; detail: name, code. */
  'subject.created',
  'subject.updated',
  'subject.deleted',
  /** A class's subjects and their teachers set (target: the class); detail: the subjects. */
  'subject.classSaved',
  'term.created',
  'term.deleted',
  'term.updated',
  /**
   * The timetable (target: the lesson, the teacher or the institute): a lesson moved by hand or
   * kept fixed or let go, the teaching load imported, a generated week written, a substitute
   * chosen, the school's or a class's week set, a teacher's maximum and unavailable periods set.
   */
  'timetable.lessonMoved',
  'timetable.lessonFixed',
  'timetable.imported',
  'timetable.generated',
  'timetable.substituted',
  'timetable.weekSaved',
  'timetable.weekRemoved',
  'timetable.teacherSaved',
  /** A student given a transport stop, moved to another or removed (target: the student). */
  'transport.assigned',
  'transport.moved',
  'transport.removed',
  /** A stop's instalments for a session set or one removed; detail: the stop, the students. */
  'transportCost.saved',
  'transportCost.deleted',
  /** Transport routes and their stops; detail: their names. */
  'transportRoute.created',
  'transportRoute.updated',
  'transportRoute.deleted',
  'transportStop.created',
  'transportStop.updated',
  'transportStop.deleted',
  /** A vehicle added, changed or disabled; detail: its name and registration number. */
  'vehicle.created',
  'vehicle.updated',
  'vehicle.disabled',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who an event names when its actor is no account (seeding, public applications). */
export const AUDIT_SYSTEM_ACTOR = 'System';

/** One recorded change: who, what, to whom, when, from which address. */
export const auditEventSchema = z.object({
  id: z.string(),
  instituteId: z.string().nullable(),
  actorAccountId: z.string().nullable(),
  actorProfileId: z.string().nullable(),
  /** The acting profile's name, else the account's username; "System" without an account. */
  actorName: z.string(),
  /** One of AUDIT_ACTIONS (older rows may carry others: read leniently). */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The target's name now (a person, class, role, session, term, applicant), else as recorded. */
  targetName: z.string().nullable(),
  /** The class or institute the event happened in (the detail's groupId or classId). */
  groupName: z.string().nullable(),
  /** A second person the event names: the parent of guardian.linked. */
  relatedName: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEventSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

const badPage = { error: 'Please choose a valid page.' };
const badSize = { error: 'Please choose a valid page size.' };
const paging = {
  page: z.coerce.number(badPage).int(badPage).min(0, badPage).default(0),
  size: z.coerce
    .number(badSize)
    .int(badSize)
    .min(1, badSize)
    .max(AUDIT_PAGE_SIZE_MAX, badSize)
    .default(20),
};

/** GET /rest/audit?groupId=&page=&size= (page counts from 0). */
export const auditQuerySchema = z.object({
  groupId: z.uuid({ error: 'Please choose a valid group.' }),
  ...paging,
});
/** GET /rest/audit/mine?page=&size= */
export const ownAuditQuerySchema = z.object(paging);
