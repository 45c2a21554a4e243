/** The attendance calls (issue 24 §1), for the web's client. */
export const ATTENDANCE_API = {
  /** GET (groupId: institute or class): statuses, mode, threshold; PUT (manageAttendance). */
  settings: '/rest/attendance/settings',
  /** GET (groupId: the class, day): the class's marks; PUT: save them (markAttendance). */
  classDay: '/rest/attendance/class',
  /** GET (groupId: the class, day): the class's periods that day, from the timetable. */
  periods: '/rest/attendance/periods',
  /** GET (groupId: the class, day): the corrections of the day's marks. */
  changes: '/rest/attendance/changes',
  /** GET (groupId: the institute): the classes the caller marks, and whether today's are done. */
  mine: '/rest/attendance/mine',
  /** GET (groupId, profileId, month): a student's (or staff member's) month. */
  person: '/rest/attendance/person',
  /** GET (groupId: the class, month): the class's monthly register. */
  register: '/rest/attendance/register',
  /** GET: the register as CSV. */
  registerCsv: '/rest/attendance/register.csv',
  /** GET: the register as PDF. */
  registerPdf: '/rest/attendance/register.pdf',
  /** GET (groupId: the institute, day): classes not yet marked, absentees by class. */
  summary: '/rest/attendance/summary',
  /** GET (groupId): students under the institute's threshold over the last 30 days. */
  atRisk: '/rest/attendance/at-risk',
  /** GET (groupId): leave the caller asked for or decides; POST (multipart): ask for leave. */
  leave: '/rest/attendance/leave',
  /** GET (groupId, id): a leave's document, for the asker and whoever decides it. */
  leaveDocument: '/rest/attendance/leave/document',
  /** POST (groupId, id, decision): approve or decline. */
  leaveDecision: '/rest/attendance/leave/decision',
  /** POST (groupId, id): the asker withdraws a leave still waiting for its decision. */
  leaveWithdrawal: '/rest/attendance/leave/withdrawal',
  /** GET (groupId, year), POST, DELETE (groupId, id): holidays and working days. */
  holidays: '/rest/attendance/holidays',
  /** GET (groupId, day): the staff's marks; PUT: save them (markStaffAttendance). */
  staff: '/rest/attendance/staff',
  /** GET (groupId): may the caller mark their arrival today; POST: a staff member marks themselves present on arrival. */
  staffSelf: '/rest/attendance/staff/self',
} as const;

/** The web's routes. */
export const ATTENDANCE_ROUTES = {
  mark: '/erp/attendance/mark',
  /** The spec's link: a person's month. */
  person: (profileId: string) => `/erp/attendance/${profileId}`,
  leave: '/erp/attendance/leave',
  reports: '/erp/attendance/reports',
} as const;
