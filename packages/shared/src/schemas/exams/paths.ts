/**
 * The exam calls (issue 23's wire contract): the server registers its routes from this table and
 * the web calls them through it. Each path is the spec's (§7) or ours beside it; its method is
 * the route's. The question bank's paths are QUESTION_API (question-bank.ts).
 */
export const EXAM_API = {
  /** The exam lists: the caller's exams (taker, guardian, setter) and a class's tasks. */
  mine: '/rest/exam/mine',
  /** GET a class's tasks; POST one; PUT a change. */
  task: '/rest/academic/task',
  taskById: '/rest/academic/task/id',
  publishTask: '/rest/academic/task/publish',
  /** DELETE */
  deleteTask: '/rest/academic/task/delete',
  /** The exam, its config and, for a taker, its attempt. */
  takerConfig: '/rest/exam/config/task/id',
  configOfGroup: '/rest/exam/config/group/id',
  /** The exam as its setters see it: task, config, questions with their keys. */
  setup: '/rest/exam/config/admin/owner/task/id',
  /** POST and PUT a config; DELETE one. */
  config: '/rest/exam/config',
  /** One exam question as a taker reads it. */
  takerQuestion: '/rest/examination/exam/question/questionid',
  /** POST (add from the bank) and PUT (marks, position). */
  examQuestion: '/rest/examination/exam/question',
  /** DELETE */
  deleteExamQuestion: '/rest/examination/exam/question/delete',
  disableExamQuestion: '/rest/examination/exam/question/disable',
  accept: '/rest/examination/start/accept',
  reject: '/rest/examination/start/reject',
  /** GET: starts (or resumes) the attempt. */
  start: '/rest/examination/start',
  resetStart: '/rest/examination/start/reset',
  /** POST and PUT (multipart, with an image); GET a setter's read of answers. */
  answer: '/rest/examination/answer',
  answerOfQuestion: '/rest/examination/answer/questionid',
  answerById: '/rest/examination/answer/id',
  /** GET: an answer's image. */
  answerFile: '/rest/examination/answer/file',
  answersOfTask: '/rest/examination/answer/academictaskid',
  submission: '/rest/examination/submission',
  endExam: '/rest/exam/end',
  accommodation: '/rest/exam/accommodation',
  live: '/rest/exam/live',
  /** Marking: one student's answers, one question's answers, a mark, all marks. */
  studentAnswers: '/rest/examination/answer/academictaskid/admin/owner',
  questionAnswers: '/rest/exam/marking/question',
  marking: '/rest/examination/answer/marking',
  markAll: '/rest/exam/marking/all',
  evaluation: '/rest/examination/evaluation',
  gradeChanges: '/rest/exam/grade-changes',
  /** Results: the class's, as CSV, their publication, and one student's. */
  results: '/rest/exam/results',
  resultsCsv: '/rest/exam/results/csv',
  publishResults: '/rest/exam/results/publish',
  result: '/rest/exam/result',
} as const;
