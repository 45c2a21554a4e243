import type { AttemptStatus, TaskStatus } from '@shala/shared';

/**
 * When an answer may be marked, an attempt evaluated and an exam's results published or shown,
 * as small predicates the marking and result services refuse by.
 */

/** A live view's "online": a start or save within this long. */
export const ONLINE_WITHIN_MS = 60_000;

/**
 * An answer the student gave: some text or a file. A blank one (an empty save on Next) is
 * unanswered, like a question never saved: it counts 0 and is not marked.
 */
export const isAnswered = (
  answer: { answer: string; fileId: string | null } | null | undefined,
): boolean => !!answer && (answer.answer.trim() !== '' || answer.fileId !== null);

/** Only a submitted attempt's answers are marked (and an evaluated one's corrected). */
export const isMarkable = (attempt: { status: AttemptStatus }): boolean =>
  attempt.status === 'SUBMITTED' || attempt.status === 'EVALUATED';

export const isEvaluated = (attempt: { status: AttemptStatus }): boolean =>
  attempt.status === 'EVALUATED';

/** A change of marks after evaluation needs a reason and goes into the grade-change log. */
export const changeNeedsReason = (
  attempt: { status: AttemptStatus },
  oldMarks: number | null,
  newMarks: number,
): boolean => isEvaluated(attempt) && !sameMarks(oldMarks, newMarks);

/** Equal to the hundredth (marks have two decimals). */
export const sameMarks = (a: number | null, b: number | null): boolean =>
  a === null || b === null ? a === b : Math.round(a * 100) === Math.round(b * 100);

/**
 * Students may still sit the exam: before its close, while an attempt is open, or while one not
 * yet begun may still begin (its close moved by the student's extra time).
 */
export const mayStillBeSat = (
  task: { endAt: Date },
  attempts: readonly { status: AttemptStatus; extraMinutes: number }[],
  now: Date,
): boolean =>
  now < task.endAt ||
  attempts.some(
    (a) =>
      a.status === 'STARTED' ||
      (!isMarkable(a) && now.getTime() < task.endAt.getTime() + a.extraMinutes * 60_000),
  );

/** Results are shown to students and parents once published. */
export const resultsArePublished = (task: { status: TaskStatus }): boolean =>
  task.status === 'RESULTS_PUBLISHED';

/** The live view's "online": a started attempt seen within the last minute. */
export const isOnline = (
  attempt: { status: AttemptStatus; lastSeenAt: Date | null },
  now: Date,
): boolean =>
  attempt.status === 'STARTED' &&
  attempt.lastSeenAt !== null &&
  now.getTime() - attempt.lastSeenAt.getTime() <= ONLINE_WITHIN_MS;
