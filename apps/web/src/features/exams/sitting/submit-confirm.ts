import type { PendingSave } from './save-queue';
import { pendingFor } from './save-queue';

/**
 * Submit Exam asks first (an addition to spec §2.6's review view, whose texts stay as they are):
 * how many questions have no answer yet, counting what the student typed and what waits to be
 * sent, not only what the server holds.
 */

/** The latest answer the window knows for a question: a draft, a save waiting, or the saved one. */
export function latestAnswer(
  questionId: string,
  known: {
    draft: (questionId: string) => string | undefined;
    queue: readonly PendingSave[];
    saved: ReadonlyMap<string, string>;
  },
): string {
  return (
    known.draft(questionId) ??
    pendingFor(known.queue, questionId)?.answer ??
    known.saved.get(questionId) ??
    ''
  );
}

/** How many of the exam's questions have no answer (a blank one counts as none). */
export function unansweredCount(
  ids: readonly string[],
  answerOf: (questionId: string) => string,
): number {
  return ids.filter((id) => answerOf(id).trim() === '').length;
}

/** The confirmation's text: how many are unanswered, and that submitting is final. */
export function submitConfirmText(total: number, unanswered: number): string {
  const final = 'After submitting you cannot change your answers.';
  if (unanswered === 0) {
    return `All ${total} ${total === 1 ? 'question is' : 'questions are'} answered. ${final}`;
  }
  const which = unanswered === 1 ? 'question is' : 'questions are';
  return `${unanswered} of ${total} ${which} not answered. ${final}`;
}
