import {
  EXAM_MESSAGES,
  type ExamQuestion,
  type ExamSetup,
  QUESTION_MARKS_MAX,
  type TaskStatus,
} from '@shala/shared';

/** The exam's questions in the order students get them (before any shuffle). */
export function inOrder(entries: readonly ExamQuestion[]): ExamQuestion[] {
  return [...entries].sort((a, b) => a.position - b.position);
}

/** Enabled questions only: a disabled exam question counts for nobody. */
export function countedEntries(entries: readonly ExamQuestion[]): ExamQuestion[] {
  return inOrder(entries).filter((e) => !e.disabled);
}

/** The sum of the maximum marks, to two decimals (half and quarter marks are common). */
export function totalMarks(entries: readonly ExamQuestion[]): number {
  const cents = countedEntries(entries).reduce(
    (sum, e) => sum + Math.round(e.maximumMarks * 100),
    0,
  );
  return cents / 100;
}

/** "12.5" / "10": marks as people write them. */
export function shownMarks(marks: number | null | undefined): string {
  if (marks === null || marks === undefined) return '–';
  return Number.isInteger(marks) ? String(marks) : marks.toFixed(2).replace(/0$/, '');
}

/**
 * The 0-based position an entry moves to, one place up or down in the shown order; null at
 * either end (the button is then disabled).
 */
export function movedPosition(
  entries: readonly ExamQuestion[],
  id: string,
  direction: 'up' | 'down',
): number | null {
  const ordered = inOrder(entries);
  const index = ordered.findIndex((e) => e.id === id);
  if (index < 0) return null;
  const target = direction === 'up' ? index - 1 : index + 1;
  return target < 0 || target >= ordered.length ? null : target;
}

/** The bank's ids already in the exam, so the bank dialog can mark them. */
export function questionIdsInExam(entries: readonly ExamQuestion[]): Set<string> {
  return new Set(entries.map((e) => e.questionOutputDto.id));
}

/** Whether the exam's setup may still change: only a draft's questions and times do. */
export const isDraft = (status: TaskStatus) => status === 'DRAFT';

export const STATUS_LABEL: Record<TaskStatus, string> = {
  DRAFT: 'Draft',
  PUBLISHED: 'Published',
  RESULTS_PUBLISHED: 'Results published',
};

/** Why the exam cannot be published yet, or null when it can. */
export function publishBlocker(setup: Pick<ExamSetup, 'task' | 'examConfig' | 'examQuestions'>) {
  if (!isDraft(setup.task.status)) return 'This exam has been published.';
  if (!setup.examConfig) return 'Save the exam’s settings on the Details tab first.';
  if (countedEntries(setup.examQuestions).length === 0) return EXAM_MESSAGES.taskHasNoQuestions;
  return null;
}

/** A question's maximum marks as typed: 0 to the limit with two decimals, or the shared message. */
export function parseMarks(text: string): number | string {
  const n = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(n) || n < 0 || n > QUESTION_MARKS_MAX) {
    return EXAM_MESSAGES.marks;
  }
  return Math.round(n * 100) === n * 100 ? n : EXAM_MESSAGES.marks;
}

/**
 * Ending an exam early (POST exam/end): offered while a published exam is open. Once every
 * student has submitted it simply ends; otherwise it ends for everyone, the open attempts
 * submitted as they stand, and the teacher confirms that first.
 */
export function endEarlyOffer(
  setup: Pick<ExamSetup, 'task' | 'attemptCounts'>,
  nowMs: number,
): null | { forEveryone: boolean; text: string } {
  const { task, attemptCounts: c } = setup;
  if (task.status !== 'PUBLISHED') return null;
  if (nowMs < Date.parse(task.startDateTime) || nowMs >= Date.parse(task.endDateTime)) return null;
  const open = c.total - c.submitted;
  if (open === 0) {
    return {
      forEveryone: false,
      text: `Every student has submitted. ${task.title} closes now, and its results can be published once every attempt is evaluated.`,
    };
  }
  const writing = c.started - c.submitted;
  const notStarted = c.total - c.started;
  const parts = [
    writing > 0 ? `${writing} ${writing === 1 ? 'student is' : 'students are'} still writing` : '',
    notStarted > 0
      ? `${notStarted} ${notStarted === 1 ? 'student has' : 'students have'} not started`
      : '',
  ].filter(Boolean);
  return {
    forEveryone: true,
    text: `${parts.join(' and ')}. Ending ${task.title} for everyone submits the answers saved so far, and nobody can begin or write any more.`,
  };
}
