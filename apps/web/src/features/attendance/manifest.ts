import type { FeatureManifest, ScreenRoute } from '../../core/manifest';

/**
 * Attendance (the server's `attendance` module, issue 24 §1): marking a class, a person's month
 * (the spec's erp/attendance/{userProfileId}), leave, and the reports. Paths written out (not
 * ATTENDANCE_ROUTES): the manifest is in the dashboard's bundle, which is at its budget.
 */
export const markAttendanceRoute: ScreenRoute = {
  path: 'erp/attendance/mark',
  title: 'Mark attendance',
  screen: () => import('./MarkPage'),
  access: { needs: 'institute', anyOf: ['markAttendance'] },
  gate: {
    refusal: { message: 'You do not have permission to mark attendance in this institute.' },
  },
};

export const personAttendanceRoute: ScreenRoute = {
  path: 'erp/attendance/:profileId',
  title: 'Attendance',
  screen: () => import('./PersonMonthPage'),
  access: { needs: 'institute', anyOf: ['getAttendanceStats'] },
  gate: { refusal: { message: 'You do not have permission to see attendance in this institute.' } },
};

export const leaveRoute: ScreenRoute = {
  path: 'erp/attendance/leave',
  title: 'Leave',
  screen: () => import('./LeavePage'),
  access: { needs: 'institute', anyOf: ['applyLeave', 'markAttendance'] },
  gate: {
    refusal: {
      message: 'You do not have permission to ask for or decide leave in this institute.',
    },
  },
};

export const attendanceReportsRoute: ScreenRoute = {
  path: 'erp/attendance/reports',
  title: 'Attendance reports',
  screen: () => import('./ReportsPage'),
  access: { needs: 'institute', anyOf: ['markAttendance', 'manageAttendance'] },
  gate: {
    refusal: {
      message: 'You do not have permission to see the attendance reports of this institute.',
    },
  },
};

export const staffAttendanceRoute: ScreenRoute = {
  path: 'erp/attendance/staff',
  title: 'Staff attendance',
  screen: () => import('./StaffPage'),
  access: { needs: 'institute', anyOf: ['markStaffAttendance'] },
  gate: {
    refusal: {
      message: 'You do not have permission to mark the staff’s attendance in this institute.',
    },
  },
};

export const attendance: FeatureManifest = {
  name: 'attendance',
  routes: [
    markAttendanceRoute,
    leaveRoute,
    attendanceReportsRoute,
    staffAttendanceRoute,
    personAttendanceRoute,
  ],
  menu: [
    {
      label: 'Mark attendance',
      place: 'School ERP',
      order: 44,
      to: '/erp/attendance/mark',
      route: markAttendanceRoute,
    },
    {
      label: 'Attendance',
      place: 'School ERP',
      order: 45,
      to: (u) => `/erp/attendance/${u.userProfileId}`,
      route: personAttendanceRoute,
    },
    {
      label: 'Leave',
      place: 'School ERP',
      order: 46,
      to: '/erp/attendance/leave',
      route: leaveRoute,
    },
    {
      label: 'Attendance reports',
      place: 'School ERP',
      order: 47,
      to: '/erp/attendance/reports',
      route: attendanceReportsRoute,
    },
    {
      label: 'Staff attendance',
      place: 'School ERP',
      order: 48,
      to: '/erp/attendance/staff',
      route: staffAttendanceRoute,
    },
  ],
  shortcuts: [
    {
      label: 'Mark attendance',
      hint: "Today's attendance of your class",
      order: 5,
      to: () => '/erp/attendance/mark',
      route: markAttendanceRoute,
    },
  ],
};
