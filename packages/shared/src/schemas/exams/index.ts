/**
 * Wire schemas of the exam calls (spec §7: rest/examination/…, rest/exam/config…,
 * rest/objective/question/option…, and the academic tasks an exam is). The parameter names are
 * the spec's. GET and DELETE read them from the query string; POST and PUT from a JSON body,
 * except the question and the answer, which are multipart forms (their `file`), so every field
 * of those arrives as text and is read here.
 *
 * Words: a *question* is one of the bank's; an *exam question* (entry) is a question placed in
 * an exam with its maximum marks; an *attempt* (the spec's user exam configuration and task
 * submission, `taskSubmissionId`) is one student's sitting of one exam; an *answer* is the
 * attempt's answer to one exam question (its `questionId`/`examQuestionId` is the entry's id).
 *
 * One file per area: messages (refusals and success texts), common (what every area's calls
 * share), questions (a question and its options), question-bank (the bank's list, searches and
 * import), tasks (an exam, its config and exam questions), attempts (sitting it and the answers),
 * marking (marks and the grade-change log), results (evaluation and results). fields.ts holds
 * the parts they are built from and is not exported.
 */

export * from './attempts.js';
export * from './common.js';
export * from './marking.js';
export * from './messages.js';
export * from './paths.js';
export * from './question-bank.js';
export * from './questions.js';
export * from './results.js';
export * from './tasks.js';
