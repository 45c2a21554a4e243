import {
  ATTENDANCE_MARKS_MAX,
  ATTENDANCE_NAME_MAX,
  ATTENDANCE_REASON_MAX,
  LEAVE_DAYS_MAX,
} from './limits.js';

/** What the attendance calls answer in words; the screens show them as they come. */
export const ATTENDANCE_TEXTS = {
  group: 'Please choose a group.',
  id: 'Please choose a valid id.',
  day: 'Please give a date as yyyy-mm-dd.',
  month: 'Please give a month as yyyy-mm.',
  period: 'Period is a whole number from 1 to 12.',
  status: 'Please choose a status.',
  unknownStatus: (code: string) => `"${code}" is not one of the institute's statuses.`,
  marks: `Marks are a list of students and statuses (at most ${ATTENDANCE_MARKS_MAX}).`,
  markedTwice: 'A student is marked twice in one save.',
  notInClass: 'A student marked is not in this class.',
  reason: `Please say why (at most ${ATTENDANCE_REASON_MAX} characters).`,
  reasonNeeded: 'These marks were saved before: please say why you are changing them.',
  classNotFound: 'Please choose a class of the institute.',
  notClassTeacher:
    'Only the class teacher (or whoever keeps the institute’s attendance) marks this class.',
  holiday: (name: string) => `No attendance on this day: ${name}.`,
  future: 'Attendance cannot be marked for a day that has not come yet.',
  periodWise: 'This institute marks attendance period by period: please choose a period.',
  dayWise: 'This institute marks attendance once a day: no period is needed.',
  periodNotInDay: (className: string, day: string, count: number) =>
    count === 0
      ? `${className} has no periods on ${day} in the timetable.`
      : `${className} has ${count} ${count === 1 ? 'period' : 'periods'} on ${day} in the timetable: please choose one from 1 to ${count}.`,
  saved: (n: number) => `Attendance saved for ${n} ${n === 1 ? 'student' : 'students'}.`,
  settingsSaved: 'Attendance settings saved.',
  threshold: 'Threshold is a whole percentage from 1 to 100.',
  weeklyOff: 'Weekly days off are days of the week from 0 (Sunday) to 6 (Saturday).',
  markBy: 'Mark-by time is HH:MM (24-hour).',
  code: 'Status code: 1 to 4 capital letters or digits.',
  codeTaken: 'This status code is taken.',
  label: `Status name required (at most ${ATTENDANCE_NAME_MAX} characters).`,
  personNotFound: 'This person is not a member of the institute.',
  notYours: 'You may see only your own attendance or your children’s.',
  // Leave.
  leaveDays: `Leave runs from a date to a date no earlier, at most ${LEAVE_DAYS_MAX} days.`,
  leaveFor: 'You may ask for leave for yourself or your children only.',
  leavePast: 'Leave cannot start more than 7 days ago.',
  leaveOverlaps: 'There is leave asked for these days already.',
  leaveApplied: 'Leave requested. You will be told when it is decided.',
  leaveNotFound: 'This leave request does not exist.',
  leaveDecided: 'This leave has been decided already.',
  leaveWithdrawn: 'Leave withdrawn.',
  notAsker: 'Only whoever asked for this leave, or the person it is for, may withdraw it.',
  notDecider: 'Only the class teacher (or, for staff, the institute admin) decides this leave.',
  decision: 'Decision is APPROVED or DECLINED.',
  approved: 'Leave approved: its days are marked On leave.',
  declined: 'Leave declined.',
  document: 'The document must be a PDF, JPEG or PNG of at most 2 MB.',
  // Holidays.
  holidayName: `Holiday name required (at most ${ATTENDANCE_NAME_MAX} characters).`,
  holidayKind: 'Kind is HOLIDAY or WORKING.',
  holidayTaken: 'This day has an entry already.',
  holidayNotFound: 'This holiday does not exist.',
  holidaySaved: 'Saved to the calendar.',
  holidayDeleted: 'Removed from the calendar.',
  // Staff.
  notStaff: 'A person marked is not on the institute’s staff.',
  selfMarkOff: 'This institute does not let staff mark themselves: the front office marks you.',
  selfMarked: 'Marked present. Have a good day.',
  selfLate: 'Marked late: you arrived after the mark-by time.',
  staffSaved: (n: number) =>
    `Attendance saved for ${n} ${n === 1 ? 'member' : 'members'} of staff.`,
} as const;
