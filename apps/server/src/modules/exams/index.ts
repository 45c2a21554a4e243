export { QUESTION_IMAGE_PURPOSE } from './bank/question-write-service.js';
// The dashboard's exams: a day's, each class's next, and what is left to mark.
export {
  answersLeftToMark,
  type DayExam,
  examsOfClassesBetween,
  nextExamsOfClasses,
} from './dashboard-queries.js';
export { examsStartingBetween, openExamEnds } from './deadline-queries.js';
// The demo school's exams (src/demo/exams.ts) are written with the module's own rules: attempts
// in its order, MCQ answers graded and totals counted as here.
export { gradeAttempts, refreshTotal, refreshTotals } from './marking/grading.js';
// Statistics read each exam's results as this module keeps them (exam_result_figures).
export { WHOLE_EXAM } from './marking/subject-marks.js';
export { attemptEnd } from './policy.js';
export { examTime } from './setup/task-presenters.js';
export { ANSWER_IMAGE_PURPOSE } from './sitting/answer-service.js';
export { attemptOrder } from './sitting/attempt-order.js';
export { insertAttempts } from './sitting/attempt-queries.js';
export { takersOfClass } from './sitting/taker-queries.js';
