import {
  AUDIT_SYSTEM_ACTOR,
  type AuditAction,
  type AuditDetail,
  type AuditEvent,
  formatRupees,
  readAuditDetail,
} from '@shala/shared';

/** What a sentence needs of an event. */
export type AuditWords = Pick<
  AuditEvent,
  | 'action'
  | 'actorAccountId'
  | 'actorProfileId'
  | 'actorName'
  | 'targetId'
  | 'targetName'
  | 'groupName'
  | 'relatedName'
  | 'detail'
>;

type Context<A extends AuditAction = AuditAction> = {
  e: AuditWords;
  /** The event's detail as its action records it (AUDIT_DETAIL); what an older row lacks is absent. */
  d: Partial<AuditDetail<A>>;
  /** "their" in a sentence about someone, "your" in the account's own log. */
  their: 'their' | 'your';
  /** The event was done by a profile to itself. */
  self: boolean;
  /** The target's name, else `fallback`. */
  target: (fallback: string) => string;
  /** "the class Nursery A" (or just "Class 5 A") with the target's name, else "a class". */
  the: (noun: string, article?: 'a' | 'an') => string;
};

/** A text worth showing: not blank. */
const filled = (value: string | null | undefined): string | null =>
  typeof value === 'string' && value.trim() ? value : null;

/** "the class Nursery A"; a name that says what it is stays alone: "Class 9 B". */
const named = (noun: string, name: string) =>
  name.toLowerCase().startsWith(`${noun} `) ? name : `the ${noun} ${name}`;

const inGroup = (c: Context) => (c.e.groupName ? ` in ${c.e.groupName}` : '');
const forGroup = (c: Context) => (c.e.groupName ? ` for ${c.e.groupName}` : '');
const toGroup = (c: Context) => (c.e.groupName ? ` to ${c.e.groupName}` : '');
const fromGroup = (c: Context) => (c.e.groupName ? ` from ${c.e.groupName}` : '');
const optional = (prefix: string, value: string | null | undefined) =>
  filled(value) ? `${prefix}${value}` : '';
/** " (meera@example.com)": the address an invitation was typed with. */
const withEmail = (email: string | undefined) => (filled(email) ? ` (${email})` : '');

/** "the exam “Unit Test 1”", or "an exam" without its title. */
const exam = (title: string | undefined) => (filled(title) ? `the exam “${title}”` : 'an exam');

/** "a payment of ₹1,500.00 for Rohan Mehta in Class 5 A (receipt 42)", or "(transaction ABC)". */
/** A record's document by its kind: the document “Birth certificate”. */
const documentWords = (kind: string | undefined) =>
  filled(kind) ? `the document “${kind}”` : 'a document';

function payment(c: Context<'payment.recorded' | 'payment.reverted'>): string {
  const money = typeof c.d.amount === 'number' ? ` of ${formatRupees(c.d.amount)}` : '';
  const receipt =
    typeof c.d.receiptNumber === 'number'
      ? ` (receipt ${c.d.receiptNumber})`
      : optional(' (transaction ', c.d.transactionId) + (filled(c.d.transactionId) ? ')' : '');
  return `a payment${money} for ${c.target('a student')}${inGroup(c)}${receipt}`;
}

/** "the holiday “Diwali”" or "the working day “Exam practice”". */
const holidayWords = (c: Context<'attendance.holidayAdded' | 'attendance.holidayRemoved'>) =>
  `the ${c.d.kind === 'WORKING' ? 'working day' : 'holiday'}${filled(c.d.name) ? ` “${c.d.name}”` : ''}`;

/** Why a sign-in failed (account.signInFailed's detail.reason). */
const SIGN_IN_FAILURE_WORDS: Record<string, string> = {
  wrongPassword: 'wrong password',
  emailNotVerified: 'e-mail not verified',
};

/** Which limit was reached (account.rateLimited's detail.limit). */
const LIMIT_WORDS: Record<string, string> = {
  login: 'sign-in attempts',
  'otp-confirm': 'tries of a verification code',
  'otp-resend': 'requests for a verification code',
};

/**
 * What each recorded action did, after the actor's name ("Anita Desai" + "accepted the
 * application of Kavya Menon for Class 1 A"). Every action of AUDIT_ACTIONS has one.
 */
/** "the fee structure “Tuition 2026-27”", or "a fee structure" without its name. */
const feeStructure = (name: string | undefined) =>
  filled(name) ? `the fee structure “${name}”` : 'a fee structure';

/** "10% ", "₹500.00 " or nothing: how much a concession lets off. */
function concessionSize(c: Context<'feeConcession.saved' | 'feeConcession.deleted'>): string {
  if (typeof c.d.percent === 'number') return `${c.d.percent}% `;
  if (typeof c.d.amountPaise === 'number') return `${formatRupees(c.d.amountPaise)} `;
  return '';
}

const plural = (n: number | undefined, noun: string) =>
  typeof n === 'number' ? `${n} ${noun}${n === 1 ? '' : 's'}` : `${noun}s`;

/** "the stop MG Road (Route 1)", or "a stop". */
const stop = (name: string | undefined, route: string | undefined) =>
  filled(name) ? `the stop ${name}${filled(route) ? ` (${route})` : ''}` : 'a stop';

/** "of ₹1,500.00 for Rohan Mehta in Class 5 A": an online payment's money and student. */
function onlinePayment(c: Context<'onlinePayment.ordered' | 'onlinePayment.failed'>): string {
  const money = typeof c.d.amount === 'number' ? ` of ${formatRupees(c.d.amount)}` : '';
  return `${money} for ${c.target('a student')}${inGroup(c)}`;
}

/** "the vehicle School Bus 1 (KA-01 AB 1234)", or "a vehicle". */
const vehicle = (c: Context<'vehicle.created' | 'vehicle.updated' | 'vehicle.disabled'>) =>
  `${c.the('vehicle')}${optional(' (', c.d.registrationNumber)}${filled(c.d.registrationNumber) ? ')' : ''}`;

type Predicate<A extends AuditAction> = (c: Context<A>) => string;
const PREDICATES: { [A in AuditAction]: Predicate<A> } = {
  'account.actionRefused': (c) =>
    filled(c.d.summary) ? `was refused “${c.d.summary}”` : 'was refused an action',
  'account.contractSigned': () => 'signed the contract',
  'account.emailChanged': (c) => `changed the e-mail address${optional(' to ', c.d.to)}`,
  'account.otherSessionsEnded': (c) => {
    const count = c.d.count;
    return typeof count === 'number'
      ? `signed out ${count} other session${count === 1 ? '' : 's'}`
      : 'signed out the other sessions';
  },
  'account.passwordChanged': (c) =>
    c.d.through === 'link' ? 'changed the password through a mailed link' : 'changed the password',
  'account.passwordReset': () => 'reset the password through a mailed link',
  'account.passwordSet': () => 'set the first password through a mailed link',
  'account.sessionEnded': (c) =>
    `signed out a session${optional(' on ', c.d.device)}${optional(' from ', c.d.ip)}`,
  'account.rateLimited': (c) =>
    c.d.limit === 'login-slowed'
      ? 'had sign-ins from new browsers slowed after too many failed ones'
      : `was paused after too many ${LIMIT_WORDS[c.d.limit ?? ''] ?? 'attempts'}`,
  'account.signedIn': () => 'signed in',
  'account.signInFailed': (c) =>
    `failed to sign in${optional(': ', SIGN_IN_FAILURE_WORDS[c.d.reason ?? ''] ?? null)}`,
  'admission.accepted': (c) =>
    c.e.targetName
      ? `accepted the application of ${c.e.targetName}${forGroup(c)}`
      : `accepted an application${forGroup(c)}`,
  'admission.applied': (c) =>
    c.e.targetName
      ? `applied for the admission of ${c.e.targetName}${toGroup(c)}`
      : `applied for admission${toGroup(c)}`,
  'admission.configChanged': (c) => {
    const { open, seats } = c.d;
    const state =
      typeof open === 'boolean'
        ? ` (${open ? 'open' : 'closed'}${typeof seats === 'number' ? `, ${seats} seats` : ''})`
        : '';
    return `changed the admission settings of ${c.target('a class')}${state}`;
  },
  'admission.rejected': (c) =>
    c.e.targetName
      ? `rejected the application of ${c.e.targetName}${forGroup(c)}`
      : `rejected an application${forGroup(c)}`,
  'admission.settingsChanged': (c) =>
    `changed the admission settings of ${c.target('the institute')}${optional(' (admission numbers ', typeof c.d.numberPattern === 'string' ? `${c.d.numberPattern})` : null)}`,
  'attendance.corrected': (c) => {
    const n = Array.isArray(c.d.changes) ? c.d.changes.length : 0;
    const marks = n === 1 ? 'a saved attendance mark' : `${n || 'some'} saved attendance marks`;
    const period = typeof c.d.period === 'number' ? ` (period ${c.d.period})` : '';
    return `changed ${marks} of ${c.target('a class')}${optional(' on ', c.d.day)}${period}${optional(': ', c.d.reason)}`;
  },
  'attendance.settingsChanged': (c) =>
    `changed the attendance settings of ${c.target('the institute')}`,
  'attendance.holidayAdded': (c) =>
    `added ${holidayWords(c)}${optional(' on ', c.d.day)} for ${c.target('the institute')}`,
  'attendance.holidayRemoved': (c) =>
    `removed ${holidayWords(c)}${optional(' on ', c.d.day)} for ${c.target('the institute')}`,
  'attendance.leaveDecided': (c) =>
    `${c.d.decision === 'DECLINED' ? 'declined' : 'approved'} the leave of ${c.target('someone')}${inGroup(c)}${optional(' from ', c.d.fromDay)}${optional(' to ', c.d.toDay)}`,
  'attendance.leaveWithdrawn': (c) =>
    `withdrew the leave asked for ${c.target('someone')}${inGroup(c)}${optional(' from ', c.d.fromDay)}${optional(' to ', c.d.toDay)}`,
  'class.created': (c) => `added ${c.the('class')}`,
  'class.deleted': (c) => `deleted ${c.the('class')}`,
  'class.updated': (c) => {
    const [from, to] = [filled(c.d.from), filled(c.d.to)];
    return from && to ? `renamed ${named('class', from)} to ${to}` : `changed ${c.the('class')}`;
  },
  'contactRequest.handled': (c) =>
    c.e.targetName
      ? `marked the contact request “${c.e.targetName}” as handled`
      : 'marked a contact request as handled',
  'contactRequest.reopened': (c) =>
    c.e.targetName
      ? `reopened the contact request “${c.e.targetName}”`
      : 'reopened a contact request',
  'event.created': (c) => `added ${c.the('school event')}`,
  'event.updated': (c) => `changed ${c.the('school event')}`,
  'event.disabled': (c) =>
    c.d.disabled === false
      ? `showed ${c.the('school event')} on calendars again`
      : `hid ${c.the('school event')} from calendars`,
  'event.deleted': (c) => `deleted ${c.the('school event')}`,
  'exam.evaluated': (c) => {
    const score =
      typeof c.d.total === 'number' && typeof c.d.maximumMarks === 'number'
        ? ` (${c.d.total} of ${c.d.maximumMarks})`
        : '';
    return `evaluated ${exam(c.d.title)} of ${c.target('a student')}${inGroup(c)}${score}`;
  },
  'exam.resultsPublished': (c) =>
    `published the results of ${exam(c.e.targetName ?? undefined)}${inGroup(c)}`,
  'exam.published': (c) => `published ${exam(c.e.targetName ?? undefined)}${inGroup(c)}`,
  'exam.endedEarly': (c) => {
    const finalised =
      typeof c.d.finalised === 'number' && c.d.finalised > 0
        ? `, submitting ${plural(c.d.finalised, 'open attempt')}`
        : '';
    return `ended ${exam(c.e.targetName ?? undefined)}${inGroup(c)} early${finalised}`;
  },
  'exam.attemptReset': (c) =>
    `reset the attempt of ${c.target('a student')} at ${exam(c.d.title)}${inGroup(c)}`,
  'exam.extraTimeGiven': (c) => {
    const minutes = typeof c.d.to === 'number' ? `${c.d.to} minutes of extra time` : 'extra time';
    return `gave ${c.target('a student')} ${minutes} at ${exam(c.d.title)}${inGroup(c)}`;
  },
  'fee.carriedOver': (c) =>
    `carried ${plural(c.d.carried, 'unpaid due')} of ${plural(c.d.students, 'student')}${optional(' from ', c.d.fromSessionName)}${optional(' to ', c.d.toSessionName)}`,
  'feeConcession.saved': (c) =>
    `gave ${c.target('a student')} a ${concessionSize(c)}concession on ${feeStructure(c.d.name)}${optional(': ', c.d.reason)}`,
  'feeConcession.deleted': (c) =>
    `removed the ${concessionSize(c)}concession of ${c.target('a student')} on ${feeStructure(c.d.name)}`,
  'feeStructure.created': (c) => `added ${feeStructure(c.d.name)}${forGroup(c)}`,
  'feeStructure.updated': (c) => `changed ${feeStructure(c.d.name)}${forGroup(c)}`,
  'feeStructure.deleted': (c) => `deleted ${feeStructure(c.d.name)}${forGroup(c)}`,
  'feeSettings.updated': () => 'changed what a student joining mid-session owes',
  'feeStructure.assigned': (c) =>
    `assigned ${feeStructure(c.d.name)} to ${plural(c.d.students, 'student')}${inGroup(c)}`,
  'financialAccount.created': (c) => `added the financial account${optional(' ', c.d.name)}`,
  'financialAccount.updated': (c) => `changed the financial account${optional(' ', c.d.name)}`,
  'financialAccount.disabled': (c) => `disabled the financial account${optional(' ', c.d.name)}`,
  'guardian.linked': (c) =>
    c.e.relatedName && c.e.targetName
      ? `linked ${c.e.relatedName} as ${filled(c.d.relation)?.toLowerCase() ?? 'parent'} of ${c.e.targetName}`
      : `linked a parent to ${c.target('a student')}`,
  'institute.created': (c) => `created ${c.the('institute', 'an')}`,
  'institute.detailsUpdated': (c) => `updated the details of ${c.target('the institute')}`,
  'institute.logoChanged': (c) => `changed the logo of ${c.target('the institute')}`,
  'institute.setupCompleted': (c) => `finished the quick setup of ${c.target('the institute')}`,
  'institute.unverified': (c) => `marked ${c.target('an institute')} as not verified`,
  'institute.verified': (c) => `verified ${c.the('institute', 'an')}`,
  'invitation.accepted': (c) => `accepted the invitation${toGroup(c)}`,
  'invitation.cancelled': (c) =>
    `withdrew the invitation of ${c.target('someone')}${withEmail(c.d.email)}${toGroup(c)}`,
  'invitation.declined': (c) => `declined an invitation${toGroup(c)}`,
  'invitation.sent': (c) => `invited ${c.target('someone')}${withEmail(c.d.email)}${toGroup(c)}`,
  'expense.recorded': (c) => `recorded ${c.the('entry', 'an')}`,
  'expense.approved': (c) => `approved ${c.the('entry', 'an')}${optional(': ', c.d.note)}`,
  'expense.rejected': (c) => `rejected ${c.the('entry', 'an')}${optional(': ', c.d.note)}`,
  'expense.reversed': (c) => `reversed ${c.the('entry', 'an')}${optional(': ', c.d.reason)}`,
  'expense.settingsChanged': () => 'changed the expense settings',
  'payroll.structureSaved': (c) => `saved ${c.the('salary structure')}`,
  'payroll.employmentSaved': (c) => `saved the employment details of ${c.target('a staff member')}`,
  'payroll.prepared': (c) => `prepared ${c.the('payroll')}`,
  'payroll.approved': (c) => `approved ${c.the('payroll')}`,
  'gatePass.created': (c) => `made ${c.the('gate pass')}${optional(' for ', c.d.collector)}`,
  'gatePass.decided': (c) =>
    `${c.d.approved === false ? 'declined' : 'approved'} ${c.the('gate pass')}${optional(' for ', c.d.student)}`,
  'gatePass.exited': (c) => `let out the students of ${c.the('gate pass')}`,
  'record.changed': (c) => `changed the record of ${c.target('a student')}`,
  'record.documentUploaded': (c) =>
    `uploaded ${documentWords(c.d.kind)} to the record of ${c.target('a student')}`,
  'record.documentVerified': (c) =>
    `checked ${documentWords(c.d.kind)} of ${c.target('a student')}`,
  'record.documentRemoved': (c) =>
    `removed ${documentWords(c.d.kind)} from the record of ${c.target('a student')}`,
  'record.certificateIssued': (c) =>
    `issued ${c.d.kind ? `the ${c.d.kind.toLowerCase()}` : 'a certificate'}${optional(' ', c.d.number)} to ${c.target('a student')}`,
  'inventory.itemSaved': (c) => `saved ${c.the('store item')}`,
  'inventory.writtenOff': (c) =>
    `wrote off ${typeof c.d.quantity === 'number' ? `${c.d.quantity} of ` : ''}${c.the('store item')}${optional(': ', c.d.note)}`,
  'mail.resent': (c) => `sent a failed mail again${withEmail(c.d.recipient)}`,
  'membership.added': (c) =>
    `added ${c.target('a member')}${toGroup(c)}${optional(' as ', c.d.roleName)}`,
  'membership.removed': (c) =>
    `removed ${c.target('a member')}${optional(' as ', c.d.roleName)}${fromGroup(c)}`,
  'membership.roleChanged': (c) =>
    `changed the role of ${c.target('a member')}${inGroup(c)}${optional(' from ', c.d.from)}${optional(' to ', c.d.to)}`,
  'notice.posted': (c) => `${c.d.scheduled === true ? 'scheduled' : 'posted'} ${c.the('notice')}`,
  'notice.updated': (c) =>
    c.d.archived === true
      ? `archived ${c.the('notice')}`
      : c.d.pinned === true
        ? `pinned ${c.the('notice')}`
        : `changed ${c.the('notice')}`,
  'notice.deleted': (c) => `deleted ${c.the('notice')}`,
  'notificationSettings.updated': (c) => `changed ${c.their} notification settings`,
  'onlinePayment.ordered': (c) => `started an online payment${onlinePayment(c)}`,
  'onlinePayment.failed': (c) =>
    `could not record the online payment${onlinePayment(c)}${optional(': ', c.d.reason)}`,
  'payment.recorded': (c) => `recorded ${payment(c)}`,
  'payment.reverted': (c) => `reverted ${payment(c)}${optional(': ', c.d.reason)}`,
  'profile.basicInfoChanged': (c) =>
    c.self
      ? `updated ${c.their} basic information`
      : `updated the basic information of ${c.target('a profile')}`,
  'profile.defaultChanged': (c) =>
    c.e.targetName ? `switched to the profile ${c.e.targetName}` : 'switched profiles',
  'profile.defaultClassChanged': (c) =>
    `made ${c.e.groupName ?? 'a class'} the default class${c.self ? '' : ` of ${c.target('a profile')}`}`,
  'profile.defaultInstituteChanged': (c) =>
    `made ${c.e.groupName ?? 'an institute'} the default institute${c.self ? '' : ` of ${c.target('a profile')}`}`,
  'profile.photoChanged': (c) =>
    c.self ? `changed ${c.their} photo` : `changed the photo of ${c.target('a profile')}`,
  'profile.unverified': (c) => `marked the profile of ${c.target('someone')} as not verified`,
  'profile.verified': (c) => `verified the profile of ${c.target('someone')}`,
  'role.created': (c) => `created ${c.the('role')}`,
  'role.deleted': (c) => `deleted ${c.the('role')}`,
  'role.updated': (c) => {
    const from = filled(c.d.from);
    const name = filled(c.d.name);
    return `changed ${c.the('role')}${from && name && from !== name ? ` (renamed from ${from})` : ''}`;
  },
  'session.activated': (c) => `made ${c.target('a session')} the active session`,
  'session.created': (c) => `added ${c.the('session')}`,
  'session.deleted': (c) => `deleted ${c.the('session')}`,
  'session.updated': (c) => `changed ${c.the('session')}`,
  'subject.created': (c) => `added ${c.the('subject')}`,
  'subject.updated': (c) =>
    c.d.archived === true ? `archived ${c.the('subject')}` : `changed ${c.the('subject')}`,
  'subject.deleted': (c) => `deleted ${c.the('subject')}`,
  'subject.classSaved': (c) =>
    `set the subjects of ${c.target('a class')}${
      Array.isArray(c.d.subjects) && c.d.subjects.length > 0 ? ` (${c.d.subjects.join(', ')})` : ''
    }`,
  'term.created': (c) => `added ${c.the('term')}`,
  'term.deleted': (c) => `deleted ${c.the('term')}`,
  'term.updated': (c) => `changed ${c.the('term')}`,
  'timetable.lessonMoved': (c) =>
    `moved ${c.the('lesson')}${c.d.to ? ` to day ${c.d.to.day}, period ${c.d.to.period}` : ''}`,
  'timetable.lessonFixed': (c) =>
    c.d.fixed === false
      ? `let the generator move ${c.the('lesson')} again`
      : `kept ${c.the('lesson')} fixed for the generator`,
  'timetable.imported': (c) =>
    `imported the teaching load${typeof c.d.loads === 'number' ? ` (${c.d.loads} rows, ${c.d.lessons ?? 0} lessons a week)` : ''}`,
  'timetable.generated': (c) =>
    `generated the timetable${typeof c.d.placed === 'number' ? ` (${c.d.placed} of ${c.d.total ?? 0} lessons placed)` : ''}`,
  'timetable.substituted': (c) =>
    `chose ${c.d.substitute ?? 'a substitute'} to take ${c.the('lesson')}${optional(' on ', c.d.date)}`,
  'timetable.weekSaved': (c) =>
    c.e.groupName && c.d.classId ? `set the own week of ${c.e.groupName}` : 'set the school week',
  'timetable.weekRemoved': (c) => `let ${c.e.groupName ?? 'a class'} follow the school week again`,
  'timetable.teacherSaved': (c) =>
    `set the weekly maximum and unavailable periods of ${c.target('a teacher')}`,
  'transport.assigned': (c) =>
    `assigned ${c.target('a student')}${inGroup(c)} to ${stop(c.d.stopName, c.d.routeName)}`,
  'transport.moved': (c) =>
    `moved ${c.target('a student')}${inGroup(c)} from ${stop(c.d.fromStopName, c.d.fromRouteName)} to ${stop(c.d.stopName, c.d.routeName)}`,
  'transport.removed': (c) =>
    `removed ${c.target('a student')}${inGroup(c)} from ${stop(c.d.stopName, c.d.routeName)}`,
  'transportCost.saved': (c) =>
    `set the transportation cost of ${stop(c.d.name, c.d.routeName)}${typeof c.d.instalments === 'number' ? ` in ${plural(c.d.instalments, 'instalment')}` : ''}`,
  'transportCost.deleted': (c) =>
    `removed the instalment${optional(' ', c.d.instalment)} of ${stop(c.d.name, c.d.routeName)}`,
  'transportRoute.created': (c) => `added ${c.the('transport route')}`,
  'transportRoute.updated': (c) => `changed ${c.the('transport route')}`,
  'transportRoute.deleted': (c) => `deleted ${c.the('transport route')}`,
  'transportStop.created': (c) => `added ${stop(c.d.name, c.d.routeName)}`,
  'transportStop.updated': (c) => `changed ${stop(c.d.name, c.d.routeName)}`,
  'transportStop.deleted': (c) => `deleted ${stop(c.d.name, c.d.routeName)}`,
  'vehicle.created': (c) => `added ${vehicle(c)}`,
  'vehicle.updated': (c) => `changed ${vehicle(c)}`,
  'vehicle.disabled': (c) => `disabled ${vehicle(c)}`,
};

const isKnown = (action: string): action is AuditAction => Object.hasOwn(PREDICATES, action);

/** "createMembership" -> "Create membership", for actions without a sentence (older rows). */
function words(action: string): string {
  const text = action
    .replace(/[._-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return capitalise(text);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The words of a known action, with its detail read as that action records it. */
function predicate<A extends AuditAction>(
  action: A,
  e: AuditWords,
  their: Context['their'],
  self?: boolean,
): string {
  const c: Context<A> = {
    e,
    d: readAuditDetail(action, e.detail),
    their,
    self: self ?? (e.actorProfileId !== null && e.actorProfileId === e.targetId),
    target: (fallback) => e.targetName ?? fallback,
    the: (noun, article = 'a') => (e.targetName ? named(noun, e.targetName) : `${article} ${noun}`),
  };
  // PREDICATES[action] is the predicate of this very action: TypeScript cannot tie the two.
  return (PREDICATES[action] as Predicate<A>)(c);
}

/**
 * One sentence per event: who did what to whom, where. "Anita Desai accepted the application
 * of Kavya Menon for Class 1 A."; a public application reads "Kavya Menon applied for admission
 * to Class 1 A."
 */
export function auditSentence(e: AuditWords): string {
  if (!isKnown(e.action)) return `${e.actorName}: ${words(e.action)}.`;
  if (e.action === 'admission.applied' && e.actorAccountId === null) {
    return `${e.targetName ?? 'An applicant'} applied for admission${e.groupName ? ` to ${e.groupName}` : ''}.`;
  }
  const actor = e.actorName || AUDIT_SYSTEM_ACTOR;
  return `${actor} ${predicate(e.action, e, 'their')}.`;
}

/** The account's own log: the same words without the actor ("Signed in"). */
export function ownLogLine(e: AuditWords, self?: boolean): string {
  if (!isKnown(e.action)) return words(e.action);
  return capitalise(predicate(e.action, e, 'your', self));
}
