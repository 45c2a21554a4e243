import type { ServerModule } from '../module.js';
import { examCalendar } from './calendar.js';
import { examDeadlines } from './deadlines.js';
import { examReminders } from './reminders.js';
import { examRoutes } from './routes.js';
import { examJobs } from './sitting/finalise-service.js';

/**
 * Exams: the question bank of a class or institute (questions and their objective options),
 * exams as academic tasks of a class with their config and questions, each student's attempt
 * (agreement, start, answers, submission, finalised by the server at its end), marking, the
 * grade-change log, evaluation and results. Owns the tables of db/schema/exams.ts. Its jobs
 * finalise the attempts left open at their end.
 */
export const examsModule: ServerModule = {
  name: 'exams',
  routes: examRoutes,
  jobs: examJobs,
  deadlines: examDeadlines,
  reminders: examReminders,
  calendar: examCalendar,
};
