import type { ServerModule } from '../module.js';
import { examJobs } from './finalise-service.js';
import { examRoutes } from './routes.js';

/**
 * Exams: the question bank of a class or institute (questions and their objective options),
 * exams as academic tasks of a class with their config and questions, each student's attempt
 * (agreement, start, answers, submission, finalised by the server at its end), marking, the
 * grade-change log, evaluation and results. Owns the tables of db/schema/exams.ts. Its jobs
 * finalise the attempts left open at their end.
 */
export const examsModule: ServerModule = { name: 'exams', routes: examRoutes, jobs: examJobs };

export { ANSWER_IMAGE_PURPOSE } from './answer-service.js';
export { attemptOrder } from './attempt-order.js';
export { insertAttempts } from './attempt-queries.js';
// The dashboard's exams: a day's, each class's next, and what is left to mark.
export {
  answersLeftToMark,
  type DayExam,
  examsOfClassesBetween,
  nextExamsOfClasses,
} from './dashboard-queries.js';
export { examsStartingBetween, openExamEnds } from './deadline-queries.js';
export { finaliseDueAttempts } from './finalise-service.js';
// The demo school's exams (src/demo/exams.ts) are written with the module's own rules: attempts
// in its order, MCQ answers graded and totals counted as here.
export { gradeAttempts, refreshTotal } from './grading.js';
export { attemptEnd } from './policy.js';
export { QUESTION_IMAGE_PURPOSE } from './question-write-service.js';
export { takersOfClass } from './taker-queries.js';
export { examTime } from './task-presenters.js';
