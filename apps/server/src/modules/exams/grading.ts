import type { Queryable } from '../../db/client.js';

/**
 * Automatic marking (the run's helper builds it): MCQ answers are graded when the attempt is
 * submitted, and when a question's correct answer is corrected every submitted attempt that
 * answered it is regraded, each change logged in exam_grade_changes.
 */

/**
 * After an MCQ's key changed (inside the question update's transaction): regrade every
 * submitted or evaluated attempt's answer to it, log each change, update attempt totals.
 * Answers how many answers changed marks.
 */
export async function regradeAfterKeyChange(
  _tx: Queryable,
  _change: { questionId: string; changedByProfileId: string; now: Date },
): Promise<number> {
  return 0;
}
