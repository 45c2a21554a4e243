import { ATTENDANCE_ROUTES } from '@shala/shared';
import type { FeatureManifest, ScreenRoute } from '../../core/manifest';

/**
 * Attendance (the server's `attendance` module, issue 24 §1): marking a class, a person's month
 * (the spec's erp/attendance/{userProfileId}), leave, and the reports.
 */
export const markAttendanceRoute: ScreenRoute = {
  path: 'erp/attendance/mark',
  title: 'Mark attendance',
  screen: () => import('./MarkPage'),
  access: { needs: 'institute', anyOf: ['markAttendance'] },
  gate: { refusal: { message: 'Only class teachers mark attendance.' } },
};

export const personAttendanceRoute: ScreenRoute = {
  path: 'erp/attendance/:profileId',
  title: 'Attendance',
  screen: () => import('./PersonMonthPage'),
  access: { needs: 'institute', anyOf: ['getAttendanceStats'] },
  gate: { refusal: { message: 'You may see your own attendance and your children’s.' } },
};

export const attendance: FeatureManifest = {
  name: 'attendance',
  routes: [markAttendanceRoute, personAttendanceRoute],
  menu: [
    {
      label: 'Mark attendance',
      place: 'School ERP',
      order: 44,
      to: ATTENDANCE_ROUTES.mark,
      route: markAttendanceRoute,
    },
    {
      label: 'Attendance',
      place: 'School ERP',
      order: 45,
      to: (u) => ATTENDANCE_ROUTES.person(u.userProfileId),
      route: personAttendanceRoute,
    },
  ],
  shortcuts: [
    {
      label: 'Mark attendance',
      hint: "Today's attendance of your class",
      order: 5,
      to: () => ATTENDANCE_ROUTES.mark,
      route: markAttendanceRoute,
    },
  ],
};
