/** Attendance's limits (issue 24 §1). */
export const ATTENDANCE_REASON_MAX = 500;
export const ATTENDANCE_NAME_MAX = 80;
/** Students in one class save (a large Indian class is 60; sections of 120 exist). */
export const ATTENDANCE_MARKS_MAX = 250;
/** The threshold under which a student is at risk, until the institute sets its own. */
export const ATTENDANCE_RISK_DEFAULT = 75;
/** A leave's longest span, in days. */
export const LEAVE_DAYS_MAX = 60;
/** A leave's document: a scan or a photo of a note. */
export const LEAVE_DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;
