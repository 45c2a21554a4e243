import type { ServerModule } from '../module.js';
import { feeCalendar } from './calendar.js';
import { feeDeadlines } from './deadlines.js';
import { lateFeesJob } from './late-fee-job.js';
import { feeReminders } from './reminders.js';
import { feeRoutes } from './routes.js';

/**
 * Fees: fee structures of a class and session (particulars, discount particulars, late fees),
 * concessions, and every student's dues (db/schema/fees.ts). Transport adds its dues and
 * payments pay into them only through what this file exports. Late fees are written by its
 * daily job and when a payment is recorded (bringLateFeesUpToDate), never by a read. Its
 * deadlines and reminders (dues falling due and overdue) reach the bell through notifications.
 */
export const feesModule: ServerModule = {
  name: 'fees',
  routes: feeRoutes,
  jobs: [lateFeesJob],
  deadlines: feeDeadlines,
  reminders: feeReminders,
  calendar: feeCalendar,
};
