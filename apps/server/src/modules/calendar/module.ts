import type { ServerModule } from '../module.js';
import { calendarModuleRoutes } from './routes.js';
import { todoReminderJob, todoReminders } from './todo-reminders.js';

/**
 * The calendar and to-dos (issue 24 §4): school events (spec §6's event actions), personal
 * events, a profile's secret .ics link, and to-dos reminded through the notifications. Owns
 * db/schema/calendar.ts. What other modules put on a calendar (exam windows, fee due dates,
 * holidays) they declare themselves (ServerModule.calendar); this module loops over it.
 */
export const calendarModule: ServerModule = {
  name: 'calendar',
  routes: calendarModuleRoutes,
  // A to-do's reminder runs as a job at its time; the hourly sweep catches any a stopped portal missed.
  jobs: [todoReminderJob],
  reminders: todoReminders,
};
