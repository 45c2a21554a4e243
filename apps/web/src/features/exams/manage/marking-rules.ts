import {
  type AttemptStatus,
  type AttemptSummary,
  EXAM_MESSAGES,
  EXTRA_MINUTES_MAX,
  GRADE_CHANGE_REASON_MAX,
  MARKING_BATCH_MAX,
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

/** An answer's marks and remarks as the server has them. */
export type SavedMark = { marks: number | null; remarks: string | null };

/**
 * One answer's marks as typed on the marking screen and not saved yet (Save all sends every
 * changed one): what was typed, what the server has, and what checking it needs.
 */
export type MarkDraft = MarkInput & {
  answerId: string;
  saved: SavedMark;
  maximumMarks: number;
  evaluated: boolean;
};

/** The fields as they read before anything is typed. */
export function typedFrom(saved: SavedMark, shown: (marks: number) => string) {
  return { marks: saved.marks === null ? '' : shown(saved.marks), remarks: saved.remarks ?? '' };
}

/**
 * Whether a draft changes the answer: other marks ("2.50" for 2.5 is no change) or other
 * remarks (spaces around them aside). A reason typed alone changes nothing.
 */
export function isChangedMark(draft: Pick<MarkDraft, 'marks' | 'remarks' | 'saved'>): boolean {
  const text = draft.marks.trim();
  const marksChanged =
    draft.saved.marks === null ? text !== '' : text === '' || Number(text) !== draft.saved.marks;
  return marksChanged || draft.remarks.trim() !== (draft.saved.remarks ?? '').trim();
}

/** The drafts that change their answer, in the order given. */
export function changedMarks<T extends MarkDraft>(drafts: Iterable<T>): T[] {
  return [...drafts].filter(isChangedMark);
}

export type MarkingBatchItem = {
  answerId: string;
  marks: number;
  remarks: string;
  reason?: string;
};

/**
 * Save all's request (PUT exam/marking/all) from the screen's drafts: every changed mark, each
 * checked as its own Save marks checks it. Any wrong one stops the lot, with its errors.
 */
export function markingBatch(
  drafts: Iterable<MarkDraft>,
):
  | { ok: true; marks: MarkingBatchItem[] }
  | { ok: false; errors: Map<string, MarkErrors>; message: string } {
  const changed = changedMarks(drafts);
  if (changed.length === 0) {
    return { ok: false, errors: new Map(), message: EXAM_MESSAGES.nothingToSave };
  }
  if (changed.length > MARKING_BATCH_MAX) {
    return { ok: false, errors: new Map(), message: EXAM_MESSAGES.tooManyMarks };
  }
  const marks: MarkingBatchItem[] = [];
  const errors = new Map<string, MarkErrors>();
  for (const draft of changed) {
    const checked = markInputErrors(draft, draft.maximumMarks, draft.evaluated);
    if (!checked.ok) {
      errors.set(draft.answerId, checked.errors);
      continue;
    }
    marks.push({
      answerId: draft.answerId,
      marks: checked.marks,
      remarks: draft.remarks.trim(),
      ...(draft.evaluated ? { reason: draft.reason.trim() } : {}),
    });
  }
  if (errors.size > 0) return { ok: false, errors, message: correctingText(errors.size) };
  return { ok: true, marks };
}

/** While typed marks are wrong (each shows its error): Save all saves none of them. */
export function correctingText(wrong: number): string {
  return wrong === 1
    ? '1 mark needs correcting before it can be saved; Save all saves nothing until then.'
    : `${wrong} marks need correcting before they can be saved; Save all saves nothing until then.`;
}

/** "3 unsaved marks" beside Save all. */
export function unsavedText(count: number): string {
  if (count === 0) return 'Every mark is saved.';
  return `${count} unsaved ${count === 1 ? 'mark' : 'marks'}`;
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
