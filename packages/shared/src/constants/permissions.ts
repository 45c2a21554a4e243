/**
 * Action permissions (spec §6). The names are contracts with the web app, which shows an entry
 * only when the action is held; the server's `can()` is the one that decides.
 */

/** Actions a profile holds for itself, not for a group. */
export const USER_ACTIONS = [
  'getNotifications',
  'getUserProfile',
  'getVerify',
  'updateUserProfileDefaultGroup',
  'settingDefaultProfileId',
  'updateUserProfileNotification',
  'getUserProfileNotification',
] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

/** The spec's lists for notes, social posts, job posts, events and career. */
const crudActions = <const N extends string>(noun: N) =>
  [
    `create${noun}`,
    `get${noun}`,
    `update${noun}`,
    `delete${noun}`,
    `disable${noun}`,
  ] as const satisfies readonly string[];

/**
 * Ours (issue 24 §2): reading the timetable (every member: a class's, a teacher's, a room's week)
 * and keeping it (the week, the load, the generator, hand edits and substitutions).
 */
export const TIMETABLE_ACTIONS = ['getTimetable', 'manageTimetable'] as const;

/** Exam actions of spec §6, verbatim, and the objective-option actions. */
export const EXAM_ACTIONS = [
  'getQuestion',
  'createQuestion',
  'updateQuestion',
  'deleteQuestion',
  'getExamConfig',
  'createExamConfig',
  'updateExamConfig',
  'deleteExamConfig',
  'getAnswer',
  'createAnswer',
  'updateAnswer',
  'getAnswerForMember',
  'getAnswerForAdminOwner',
  'getExamConfigForMember',
  'addUserExamConfig',
  'resetUserExamConfig',
  'getUserExamConfig',
  'finalExamSubmit',
  'finalEvaluation',
  'createObjectiveOption',
  'getObjectiveOption',
  'updateObjectiveOption',
  'deleteObjectiveOption',
  'disableObjectiveOption',
] as const;

/**
 * Ours, beside the spec's getFeeStructure, getVehicle …: setting fee structures and concessions,
 * recording and reverting payments, keeping financial accounts, vehicles and students' stops,
 * and paying one's own or one's children's dues online.
 */
export const FEE_ACTIONS = [
  'createFeeStructure',
  'createPaymentRecord',
  'revertPaymentRecord',
  'createFinancialAccount',
  'createVehicle',
  'createUserTransportation',
  'payFeesOnline',
] as const;

/**
 * Ours (issue 24 §0): reading the institute's subjects and who teaches what (getSubject),
 * keeping the subject list and each class's subjects and teachers (manageSubjects), and being
 * one who may be named a subject's teacher (teachSubject: the teaching roles).
 */
export const SUBJECT_ACTIONS = ['getSubject', 'manageSubjects', 'teachSubject'] as const;

/**
 * Ours (issue 24 §3), beside the spec's getNotice (reading the notices one is sent): posting
 * notices to the classes one teaches (createNotice), and posting to anyone of the institute and
 * managing all its notices (manageNotices: the admin and the front office's circulars).
 */
export const NOTICE_ACTIONS = ['createNotice', 'manageNotices'] as const;

/**
 * Ours (issue 24 §4), beside the spec's event actions (createEvent, getEvent, updateEvent,
 * deleteEvent, disableEvent): keeping every school event of the institute, for the whole of it
 * or any classes (manageEvents: the admin). Without it, the event actions reach only the events
 * of a class one is the class teacher of.
 */
export const EVENT_ACTIONS = ['manageEvents'] as const;

/**
 * Ours (issue 24 §1): marking a class's attendance (a class teacher's own class), keeping the
 * institute's attendance (settings, holidays, any class, reports, staff leave), asking for leave
 * (one's own, or a child's), and marking the staff's attendance (the front office).
 */
export const ATTENDANCE_ACTIONS = [
  'markAttendance',
  'manageAttendance',
  'applyLeave',
  'markStaffAttendance',
] as const;

/**
 * Ours (issue 25 §1), beside the spec's getExpenseRecord (reading the day book and the entries):
 * recording income and expense entries with their vouchers, and keeping categories and vendors
 * (createExpenseRecord: the accountant); approving entries above the institute's limit,
 * reversing those, and setting the limit and the opening balances (approveExpenseRecord: the
 * admin, the principal).
 */
export const EXPENSE_ACTIONS = ['createExpenseRecord', 'approveExpenseRecord'] as const;

/**
 * Ours (issue 25 §2), beside the spec's getSalaryStructure, getEmploymentDetails and getPaySlip
 * (reading them): keeping salary structures and the staff's employment details and preparing a
 * month's payroll (managePayroll: the accountant), and approving it, which locks it and pays it
 * out in the day book (approvePayroll: the admin). Every member reads their own payslips.
 */
export const PAYROLL_ACTIONS = ['managePayroll', 'approvePayroll'] as const;

/**
 * Ours (issue 25 §3): reading the store's items, their register and what is issued (getStock:
 * the accountant values it), and receiving, issuing, taking back and writing off stock and
 * keeping the items (manageStock: the front office, which keeps the store).
 */
export const INVENTORY_ACTIONS = ['getStock', 'manageStock'] as const;

/**
 * Ours (issue 25 §5, §6): issuing transfer and bonafide certificates, numbered and logged
 * (issueCertificate: the admin and the front office); reading the institute's statistics
 * (getStatistics: the admin and the accountant).
 */
export const OFFICE_ACTIONS = ['issueCertificate', 'getStatistics'] as const;

/** Actions held for a group (an institute, or a class through it or directly). */
export const GROUP_ACTIONS = [
  // Spec §6, verbatim.
  'getGroup',
  'createAdmissionConfig',
  'getNotice',
  'getFeeStructure',
  'getFeeEstimation',
  'getFeeSummaryForGroup',
  'getVehicle',
  'createVehicleStop',
  'createTransportationCost',
  'getUserTransportationForGroup',
  'getExpenseRecord',
  'getPaymentRecordForGroup',
  'getSalaryStructure',
  'getEmploymentDetails',
  'getPaySlip',
  'createGatePass',
  'getAttendanceStats',
  ...EXAM_ACTIONS,
  ...TIMETABLE_ACTIONS,
  ...crudActions('Notes'),
  ...crudActions('SocialPost'),
  ...crudActions('JobPost'),
  ...crudActions('Event'),
  ...crudActions('Career'),
  // The multi-institute core (issue 3).
  'getAcademicSession',
  'manageAcademicSession',
  'manageGroup',
  'getMembers',
  /** Date of birth, contact details and parents' names of the members of the group. */
  'getMemberDetails',
  'manageMembers',
  'manageRoles',
  'getAdmissionRequests',
  'decideAdmission',
  'getAuditLog',
  'importMembers',
  // Fees, transport and payments (issue 11): writing what the spec's get-actions read.
  ...FEE_ACTIONS,
  ...SUBJECT_ACTIONS,
  ...NOTICE_ACTIONS,
  ...EVENT_ACTIONS,
  ...ATTENDANCE_ACTIONS,
  ...EXPENSE_ACTIONS,
  ...PAYROLL_ACTIONS,
  ...INVENTORY_ACTIONS,
  ...OFFICE_ACTIONS,
] as const;
export type GroupAction = (typeof GROUP_ACTIONS)[number];

export type Action = UserAction | GroupAction;
export const ALL_ACTIONS: readonly Action[] = [...USER_ACTIONS, ...GROUP_ACTIONS];

const USER_ACTION_SET: ReadonlySet<string> = new Set(USER_ACTIONS);
const GROUP_ACTION_SET: ReadonlySet<string> = new Set(GROUP_ACTIONS);

export function isUserAction(action: string): action is UserAction {
  return USER_ACTION_SET.has(action);
}
export function isGroupAction(action: string): action is GroupAction {
  return GROUP_ACTION_SET.has(action);
}

/**
 * What an unverified profile keeps (spec §4 "Unverified users get only default permissions"):
 * reading its own profile, notifications and verification state, and seeing the groups and
 * sessions it belongs to. Everything else waits for verification.
 */
export const DEFAULT_USER_ACTIONS: readonly UserAction[] = [
  'getNotifications',
  'getUserProfile',
  'getVerify',
  'getUserProfileNotification',
];
export const DEFAULT_GROUP_ACTIONS: readonly GroupAction[] = ['getGroup', 'getAcademicSession'];
export const DEFAULT_ACTIONS: readonly Action[] = [
  ...DEFAULT_USER_ACTIONS,
  ...DEFAULT_GROUP_ACTIONS,
];

export const BUILTIN_ROLE_KEYS = [
  'INSTITUTE_ADMIN',
  'ACCOUNTANT',
  'TEACHER',
  'STUDENT',
  'PARENT',
  'FRONT_OFFICE',
  'TRANSPORT_MANAGER',
  'MEMBER',
] as const;
export type BuiltinRoleKey = (typeof BUILTIN_ROLE_KEYS)[number];

/** Sitting an exam: agreeing and starting (addUserExamConfig), answering, submitting. */
const EXAM_TAKING: readonly GroupAction[] = [
  'addUserExamConfig',
  'getAnswer',
  'createAnswer',
  'updateAnswer',
  'getExamConfigForMember',
  'getUserExamConfig',
  'finalExamSubmit',
];
const READ_COMMUNITY: readonly GroupAction[] = [
  'getNotes',
  'getSocialPost',
  'getJobPost',
  'getEvent',
  'getCareer',
];
const MEMBER_BASICS: readonly GroupAction[] = [
  'getGroup',
  'getAcademicSession',
  'getNotice',
  'getSubject',
  'getTimetable',
  ...READ_COMMUNITY,
];

/** Built-in roles (issue 3) as permission sets; each institute gets a copy it may edit. */
export const BUILTIN_ROLES: Record<
  BuiltinRoleKey,
  { name: string; actions: readonly GroupAction[] }
> = {
  INSTITUTE_ADMIN: { name: 'Institute Admin', actions: GROUP_ACTIONS },
  ACCOUNTANT: {
    name: 'Accountant',
    actions: [
      ...MEMBER_BASICS,
      'getFeeStructure',
      'getFeeEstimation',
      'getFeeSummaryForGroup',
      'getExpenseRecord',
      'getPaymentRecordForGroup',
      'getSalaryStructure',
      'getEmploymentDetails',
      'getPaySlip',
      'getUserTransportationForGroup',
      'getVehicle',
      'createFeeStructure',
      'createPaymentRecord',
      'revertPaymentRecord',
      'createFinancialAccount',
      // The day book: income and expenses with their vouchers (above the limit, the admin approves).
      'createExpenseRecord',
      // The month's payroll, prepared for the admin to approve.
      'managePayroll',
      // The store's value.
      'getStock',
      // The institute's figures: enrolment, attendance, fees, expenses, results.
      'getStatistics',
      // Their own leave and month.
      'applyLeave',
      'getAttendanceStats',
      'getMembers',
      // Fee reminders go to the parents' phone and e-mail.
      'getMemberDetails',
    ],
  },
  TEACHER: {
    name: 'Teacher',
    actions: [
      ...MEMBER_BASICS,
      ...EXAM_ACTIONS.filter((a) => a !== 'finalExamSubmit'),
      'getAttendanceStats',
      'getMembers',
      'createNotes',
      'updateNotes',
      'deleteNotes',
      'disableNotes',
      'createSocialPost',
      // Their own class's events (a class teacher's; manageEvents keeps the rest).
      'createEvent',
      'updateEvent',
      'deleteEvent',
      'teachSubject',
      // Notices to the classes they teach.
      'createNotice',
      'markAttendance',
      'applyLeave',
    ],
  },
  STUDENT: {
    name: 'Student',
    actions: [
      ...MEMBER_BASICS,
      ...EXAM_TAKING,
      'createSocialPost',
      // Their own fee details, and paying them online.
      'getFeeEstimation',
      'payFeesOnline',
      // Their own month and leave.
      'getAttendanceStats',
      'applyLeave',
    ],
  },
  PARENT: {
    name: 'Parent',
    actions: [
      ...MEMBER_BASICS,
      'getFeeEstimation',
      'getAttendanceStats',
      // Their children's exams and published results (the service shows only their children's).
      'getExamConfigForMember',
      // Their children's dues, paid online.
      'payFeesOnline',
      // Their children's leave.
      'applyLeave',
    ],
  },
  FRONT_OFFICE: {
    name: 'Front Office and Gatekeeper',
    actions: [
      ...MEMBER_BASICS,
      // The school's circulars go out from the office.
      'createNotice',
      'manageNotices',
      'createGatePass',
      'getMembers',
      // Gate passes and visitors: the front office calls the parents.
      'getMemberDetails',
      'getAdmissionRequests',
      'getVehicle',
      // The staff's attendance register at the gate; their own leave and month.
      'markStaffAttendance',
      'applyLeave',
      'getAttendanceStats',
      // The store: stock in, issues and returns.
      'getStock',
      'manageStock',
      // Transfer and bonafide certificates are issued at the desk.
      'issueCertificate',
    ],
  },
  TRANSPORT_MANAGER: {
    name: 'Transport Manager',
    actions: [
      ...MEMBER_BASICS,
      'getVehicle',
      'createVehicleStop',
      'createTransportationCost',
      'getUserTransportationForGroup',
      'createVehicle',
      'createUserTransportation',
      'getMembers',
      // Their own leave and month.
      'applyLeave',
      'getAttendanceStats',
    ],
  },
  /**
   * The institute membership a class invite brings: enough to see the institute in one's
   * panel, nothing of its other members.
   */
  MEMBER: { name: 'Member', actions: DEFAULT_GROUP_ACTIONS },
};
