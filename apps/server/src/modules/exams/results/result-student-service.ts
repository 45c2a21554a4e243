import { EXAM_MESSAGES, percentageOf, type StudentResult, shownLetter } from '@shala/shared';
import type { AppContext } from '../../../context.js';
import { conflict, notFound } from '../../../lib/errors.js';
import { isOwnPerson } from '../../people/index.js';
import type { Caller } from '../../permissions/index.js';
import { answerTo, entriesOfAttempt, type MarkingBook, ranksOf } from '../marking/marking-book.js';
import { isEvaluated, resultsArePublished } from '../marking/marking-policy.js';
import type { EntryRow, ExamScope } from '../marking/marking-queries.js';
import { bookInScope } from '../marking/marking-read-service.js';
import { toExamAnswer } from '../sitting/answer-presenters.js';
import { orderedOptions } from '../sitting/attempt-order.js';

const M = EXAM_MESSAGES;

/** Whose result the caller may read: a person whose data is theirs (people's one rule). */
async function mayReadResultOf(ctx: AppContext, caller: Caller, profileId: string) {
  return profileId === caller.profileId || isOwnPerson(ctx.db, caller.accountId, profileId);
}

const isChoice = (entry: EntryRow) => entry.questionType !== 'SUBJECTIVE';

/** The text of the exam question's option with this title ("B" → "0.45"); null for a written
 * question, an empty answer, or an option no longer there. */
function optionText(book: MarkingBook, entry: EntryRow, title: string | null): string | null {
  if (!isChoice(entry) || !title) return null;
  const options = book.optionsByQuestion.get(entry.questionId) ?? [];
  return options.find((o) => o.title === title)?.text ?? null;
}

/** The letter the student saw for this option title (options lettered A, B … as shown). */
function letterSeen(
  book: MarkingBook,
  entry: EntryRow,
  optionOrder: Record<string, string[]>,
  title: string | null,
): string | null {
  if (!isChoice(entry)) return null;
  const options = book.optionsByQuestion.get(entry.questionId) ?? [];
  const shown = orderedOptions(options, optionOrder[entry.id]).map((o) => o.title);
  return shownLetter(shown, title);
}

/**
 * GET exam/result: the caller's own result, or their child's, once the exam's results are
 * published: total, percentage, rank, and each answer with its marks and remarks, the key too
 * when the exam shows answers after the result. Anyone else's result is not found.
 */
export async function studentResult(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  query: { academicTaskId: string; userProfileId?: string | undefined },
): Promise<StudentResult> {
  const profileId = query.userProfileId ?? caller.profileId;
  if (!(await mayReadResultOf(ctx, caller, profileId))) throw notFound(M.attemptNotFound);
  const book = await bookInScope(ctx.db, scope, query.academicTaskId);
  const line = book.attempts.find((a) => a.attempt.profileId === profileId);
  if (!line) throw notFound(M.attemptNotFound);
  if (!resultsArePublished(book.task)) throw conflict(M.resultNotPublished);
  if (!isEvaluated(line.attempt)) throw conflict(M.didNotSit);

  const showKey = book.task.jsonConfig?.showAnswersAfterResult ?? true;
  const total = line.attempt.total ?? 0;
  const entries = entriesOfAttempt(book, line.attempt);
  const order = line.attempt.optionOrder;
  const answered = entries.flatMap((entry) => {
    const found = answerTo(book, line.attempt.id, entry.id);
    return found ? [{ entry, answer: found.answer }] : [];
  });
  return {
    academicTaskId: book.task.id,
    title: book.task.title,
    groupName: book.task.groupName,
    fullName: line.fullName,
    maximumMarks: book.maximumMarks,
    total,
    percentage: percentageOf(total, book.maximumMarks),
    rank: ranksOf(book).get(line.attempt.id) ?? null,
    answers: answered.map(({ entry, answer }) => ({
      ...toExamAnswer(answer, entry),
      correctAnswer: showKey ? entry.correctAnswer : null,
      answerText: optionText(book, entry, answer.answer),
      correctAnswerText: showKey ? optionText(book, entry, entry.correctAnswer) : null,
      answerLetter: letterSeen(book, entry, order, answer.answer),
      correctAnswerLetter: showKey ? letterSeen(book, entry, order, entry.correctAnswer) : null,
      // Whether the choice was the key: what its marks already tell, said in words on the page.
      correct: isChoice(entry) ? answer.answer === entry.correctAnswer : null,
    })),
    unanswered: entries
      .filter((entry) => !answerTo(book, line.attempt.id, entry.id))
      .map((entry) => ({
        questionId: entry.id,
        questionType: entry.questionType,
        question: entry.question,
        maximumMarks: entry.maximumMarks,
        correctAnswer: showKey ? entry.correctAnswer : null,
        correctAnswerText: showKey ? optionText(book, entry, entry.correctAnswer) : null,
        correctAnswerLetter: showKey ? letterSeen(book, entry, order, entry.correctAnswer) : null,
      })),
  };
}
