import type { ServerModule } from '../module.js';
import { holidayCalendar } from './calendar.js';
import { sweepDailySummaries } from './daily-summary.js';
import { dailySummaryJob } from './daily-summary-job.js';
import { attendanceRoutes } from './routes.js';

/**
 * Attendance, leave and holidays (issue 24 §1): marking a class, absence alerts to guardians,
 * leave asked and decided, the institute's calendar, reports and the staff's attendance
 * (db/schema/attendance.ts). Its holidays show on each profile's calendar. The principal's
 * daily summary goes at the mark-by time by its job, with the hourly sweep as the safety net.
 */
export const attendanceModule: ServerModule = {
  name: 'attendance',
  routes: attendanceRoutes,
  calendar: holidayCalendar,
  jobs: [dailySummaryJob],
  reminders: sweepDailySummaries,
};
