import type { ServerModule } from '../module.js';
import { holidayCalendar } from './calendar.js';
import { attendanceRoutes } from './routes.js';

/**
 * Attendance, leave and holidays (issue 24 §1): marking a class, absence alerts to guardians,
 * leave asked and decided, the institute's calendar, reports and the staff's attendance
 * (db/schema/attendance.ts). Its holidays show on each profile's calendar.
 */
export const attendanceModule: ServerModule = {
  name: 'attendance',
  routes: attendanceRoutes,
  calendar: holidayCalendar,
};
