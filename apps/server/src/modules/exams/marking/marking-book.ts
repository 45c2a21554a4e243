import { attemptTotal, competitionRanks } from '@shala/shared';
import type { Queryable } from '../../../db/client.js';
import { isAnswered } from './marking-policy.js';
import {
  type AnswerRow,
  type AttemptRow,
  type AttemptWithName,
  answersOfTask,
  attemptsOfTask,
  type EntryRow,
  type ExamTaskRow,
  entriesOfTask,
  type GradeChangeRow,
  gradeChangesOfTask,
  type OptionRow,
  optionsOfQuestions,
} from './marking-queries.js';

/**
 * An exam's marking book: its questions, attempts, answers and grade changes, loaded in a few
 * statements and read by every marking and result view, so that progress, totals and ranks are
 * counted the same way everywhere.
 */
export type MarkingBook = {
  task: ExamTaskRow;
  /** The exam's questions in the exam's order (disabled ones left out). */
  entries: EntryRow[];
  optionsByQuestion: Map<string, OptionRow[]>;
  attempts: AttemptWithName[];
  /** Per attempt, per exam question: the answer and who marked it. */
  answers: Map<string, AttemptAnswers>;
  /** Newest first. */
  changes: GradeChangeRow[];
  /** The sum of the exam questions' maximum marks. */
  maximumMarks: number;
};

export type MarkedAnswer = { answer: AnswerRow; markedByName: string | null };
export type Progress = { answered: number; marked: number; toMark: number };

export async function loadMarkingBook(db: Queryable, task: ExamTaskRow): Promise<MarkingBook> {
  // One after another: `db` may be a transaction, whose connection runs one statement at a time.
  const entries = await entriesOfTask(db, task.id);
  const attempts = await attemptsOfTask(db, task.id);
  const answerRows = await answersOfTask(db, task.id);
  const changes = await gradeChangesOfTask(db, task.id);
  const options = await optionsOfQuestions(
    db,
    entries.map((e) => e.questionId),
  );
  const optionsByQuestion = new Map<string, OptionRow[]>();
  for (const option of options) {
    optionsByQuestion.set(option.questionId, [
      ...(optionsByQuestion.get(option.questionId) ?? []),
      option,
    ]);
  }
  const answers = new Map<string, AttemptAnswers>();
  for (const row of answerRows) {
    const own: AttemptAnswers = answers.get(row.answer.attemptId) ?? new Map();
    own.set(row.answer.examQuestionId, row);
    answers.set(row.answer.attemptId, own);
  }
  return {
    task,
    entries,
    optionsByQuestion,
    attempts,
    answers,
    changes,
    maximumMarks: attemptTotal(entries.map((e) => e.maximumMarks)),
  };
}

/** The attempt's exam questions in the student's order; any the order lacks follow in the exam's. */
export function entriesOfAttempt(book: MarkingBook, attempt: AttemptRow): EntryRow[] {
  const byId = new Map(book.entries.map((e) => [e.id, e]));
  const ordered = attempt.questionOrder
    .map((id) => byId.get(id))
    .filter((e): e is EntryRow => e !== undefined);
  const placed = new Set(ordered.map((e) => e.id));
  return [...ordered, ...book.entries.filter((e) => !placed.has(e.id))];
}

/** One attempt's answers, by exam question. */
export type AttemptAnswers = Map<string, MarkedAnswer>;

/** The answer to an exam question, when there is one (a blank save is none). */
export function answeredIn(
  answers: AttemptAnswers | undefined,
  entryId: string,
): MarkedAnswer | undefined {
  const found = answers?.get(entryId);
  return found && isAnswered(found.answer) ? found : undefined;
}

/** Answered, marked and still to mark, over the exam's questions. */
export function progressIn(entries: readonly EntryRow[], answers: AttemptAnswers | undefined) {
  let answered = 0;
  let marked = 0;
  for (const entry of entries) {
    const found = answeredIn(answers, entry.id);
    if (!found) continue;
    answered += 1;
    if (found.answer.marks !== null) marked += 1;
  }
  return { answered, marked, toMark: answered - marked } satisfies Progress;
}

/** The sum of the marks (unanswered questions count 0). */
export function totalIn(entries: readonly EntryRow[], answers: AttemptAnswers | undefined) {
  return attemptTotal(entries.map((e) => answeredIn(answers, e.id)?.answer.marks));
}

/** One attempt's answers with who marked them, by exam question. */
export async function loadAttemptAnswers(
  db: Queryable,
  taskId: string,
  attemptId: string,
): Promise<AttemptAnswers> {
  const rows = await answersOfTask(db, taskId, attemptId);
  return new Map(rows.map((row) => [row.answer.examQuestionId, row]));
}

export const answerTo = (book: MarkingBook, attemptId: string, entryId: string) =>
  answeredIn(book.answers.get(attemptId), entryId);
export const progressOf = (book: MarkingBook, attemptId: string) =>
  progressIn(book.entries, book.answers.get(attemptId));
export const totalOf = (book: MarkingBook, attemptId: string) =>
  totalIn(book.entries, book.answers.get(attemptId));

/** Competition ranks of the evaluated attempts, by their kept totals. */
export function ranksOf(book: MarkingBook): Map<string, number> {
  const evaluated = book.attempts.filter((a) => a.attempt.status === 'EVALUATED');
  const ranks = competitionRanks(evaluated.map((a) => a.attempt.total ?? 0));
  const byAttempt = new Map<string, number>();
  evaluated.forEach((a, i) => {
    const rank = ranks[i];
    if (rank != null) byAttempt.set(a.attempt.id, rank);
  });
  return byAttempt;
}

/** The grade changes of one answer, newest first. */
export const changesOfAnswer = (book: MarkingBook, answerId: string) =>
  book.changes.filter((c) => c.change.answerId === answerId);
