import {
  type AttemptStatus,
  type AttemptSummary,
  EXAM_MESSAGES,
  EXTRA_MINUTES_MAX,
  GRADE_CHANGE_REASON_MAX,
  REMARKS_MAX,
} from '@shala/shared';

export const ATTEMPT_STATUS_LABEL: Record<AttemptStatus, string> = {
  NOT_STARTED: 'Not started',
  AGREED: 'Agreed to the rules',
  REJECTED: 'Disagreed',
  STARTED: 'Writing',
  SUBMITTED: 'Submitted',
  EVALUATED: 'Evaluated',
};

/** Never begun: not started, or agreed to (or refused) the rules without beginning. */
const notBegun = (status: AttemptStatus) =>
  status === 'NOT_STARTED' || status === 'AGREED' || status === 'REJECTED';

/**
 * A student's state in the live view and on the result sheet: its status, except that one who
 * never began says "Did not sit" once the exam has closed and this student's extra time (which
 * lets them begin later) has run out too.
 */
export function attemptStateLabel(
  attempt: Pick<AttemptSummary, 'status' | 'extraMinutes'>,
  examClosesAt: string,
  nowMs: number,
): string {
  const lastChance = Date.parse(examClosesAt) + attempt.extraMinutes * 60_000;
  if (notBegun(attempt.status) && nowMs >= lastChance) return 'Did not sit';
  return ATTEMPT_STATUS_LABEL[attempt.status];
}

/** Submitted or evaluated: an attempt whose answers can be marked. */
export const isMarkable = (status: AttemptStatus) =>
  status === 'SUBMITTED' || status === 'EVALUATED';

/** The exam's marking progress from the result sheet's lines. */
export function markingProgress(attempts: readonly AttemptSummary[]) {
  const markable = attempts.filter((a) => isMarkable(a.status));
  return {
    answersMarked: markable.reduce((sum, a) => sum + a.marked, 0),
    answersToMark: markable.reduce((sum, a) => sum + a.toMark, 0),
    studentsToMark: markable.filter((a) => a.toMark > 0).length,
    evaluated: markable.filter((a) => a.status === 'EVALUATED').length,
    submitted: markable.length,
  };
}

/** Why Evaluate is not offered for an attempt, or null when it is. */
export function evaluateBlocker(attempt: Pick<AttemptSummary, 'status' | 'toMark'>): string | null {
  if (attempt.status === 'EVALUATED') return 'Evaluated.';
  if (attempt.status !== 'SUBMITTED') return EXAM_MESSAGES.attemptNotSubmitted;
  if (attempt.toMark > 0) return EXAM_MESSAGES.unmarked(attempt.toMark);
  return null;
}

export type MarkInput = { marks: string; remarks: string; reason: string };
export type MarkErrors = Partial<Record<keyof MarkInput, string>>;

/**
 * One answer's marks as typed: 0 to the question's maximum with at most two decimals; once the
 * attempt is evaluated, a reason for the change (it goes into the grade-change log).
 */
export function markInputErrors(
  input: MarkInput,
  maximum: number,
  evaluated: boolean,
): { ok: true; marks: number } | { ok: false; errors: MarkErrors } {
  const errors: MarkErrors = {};
  const text = input.marks.trim();
  const marks = Number(text);
  if (
    text === '' ||
    !Number.isFinite(marks) ||
    marks < 0 ||
    Math.round(marks * 100) !== marks * 100
  ) {
    errors.marks = EXAM_MESSAGES.marks;
  } else if (marks > maximum) {
    errors.marks = EXAM_MESSAGES.marksOverMaximum(maximum);
  }
  if (input.remarks.trim().length > REMARKS_MAX) errors.remarks = EXAM_MESSAGES.remarks;
  if (evaluated && input.reason.trim() === '') errors.reason = EXAM_MESSAGES.reason;
  if (input.reason.trim().length > GRADE_CHANGE_REASON_MAX)
    errors.reason = EXAM_MESSAGES.reasonTooLong;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, marks };
}

/** "3 of 10 answered" for the live view. */
export function answeredText(answered: number, questions: number): string {
  return `${answered} of ${questions} answered`;
}

/** A student's extra time as typed: whole minutes from 0 to the limit, or the shared message. */
export function parseExtraMinutes(text: string): number | string {
  const n = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(n) || n < 0 || n > EXTRA_MINUTES_MAX) {
    return EXAM_MESSAGES.extraMinutes;
  }
  return n;
}
