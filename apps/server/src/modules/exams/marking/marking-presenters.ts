import {
  type AttemptSummary,
  type GradeChange,
  type GradeChangeLine,
  type MarkingEntry,
  percentageOf,
} from '@shala/shared';
import { toExamAnswer } from '../sitting/answer-presenters.js';
import { orderedOptions } from '../sitting/attempt-order.js';
import { answerTo, changesOfAnswer, type MarkingBook, progressOf } from './marking-book.js';
import { isOnline } from './marking-policy.js';
import type { AttemptWithName, EntryRow, GradeChangeRow } from './marking-queries.js';

// Rows of the marking book as the wire shapes them (packages/shared/src/schemas/exams/marking.ts
// and results.ts): nothing else of a row leaves the server.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Who changed marks: a profile's name, else the system (a regrade with no one behind it). */
const changerName = (row: GradeChangeRow) =>
  row.change.changedByProfileId === null ? 'System' : (row.changedByName ?? 'A deleted profile');

export function toGradeChange(row: GradeChangeRow): GradeChange {
  const { change } = row;
  return {
    id: change.id,
    answerId: change.answerId,
    attemptId: change.attemptId,
    changedBy: changerName(row),
    changedAt: change.changedAt.toISOString(),
    oldMarks: change.oldMarks,
    newMarks: change.newMarks,
    reason: change.reason,
  };
}

export function toGradeChangeLine(row: GradeChangeRow): GradeChangeLine {
  return {
    ...toGradeChange(row),
    changedByProfileId: row.change.changedByProfileId,
    userProfileId: row.profileId,
    fullName: row.studentName,
    examQuestionId: row.examQuestionId,
    question: row.question,
  };
}

/** A student's line: state, progress, and (once evaluated) total, percentage and rank. */
export function toAttemptSummary(
  book: MarkingBook,
  line: AttemptWithName,
  ranks: Map<string, number>,
  now: Date,
): AttemptSummary {
  const { attempt } = line;
  const evaluated = attempt.status === 'EVALUATED';
  const total = evaluated ? (attempt.total ?? 0) : null;
  return {
    taskSubmissionId: attempt.id,
    userProfileId: attempt.profileId,
    fullName: line.fullName,
    registrationNo: line.registrationNo,
    status: attempt.status,
    submittedBy: attempt.submittedBy,
    startAt: iso(attempt.startedAt),
    endAt: iso(attempt.endsAt),
    submittedAt: iso(attempt.submittedAt),
    extraMinutes: attempt.extraMinutes,
    ...progressOf(book, attempt.id),
    total,
    percentage: total === null ? null : percentageOf(total, book.maximumMarks),
    rank: ranks.get(attempt.id) ?? null,
    online: isOnline(attempt, now),
    lastSeenAt: iso(attempt.lastSeenAt),
  };
}

/** The attempt's answer to the exam question (null: unanswered) and its grade changes. */
export function answerWithChanges(book: MarkingBook, attemptId: string, entry: EntryRow) {
  const found = answerTo(book, attemptId, entry.id);
  return {
    answer: found ? toExamAnswer(found.answer, entry) : null,
    gradeChanges: found ? changesOfAnswer(book, found.answer.id).map(toGradeChange) : [],
  };
}

/** One exam question of an attempt for marking: the key, the answer (null: unanswered), its log. */
export function toMarkingEntry(
  book: MarkingBook,
  attemptId: string,
  entry: EntryRow,
  position: number,
  /** The attempt's option order: the teacher sees the options (and letters) the student saw. */
  optionOrder: Record<string, string[]> = {},
): MarkingEntry {
  return {
    examQuestionId: entry.id,
    position,
    maximumMarks: entry.maximumMarks,
    questionType: entry.questionType,
    question: entry.question,
    correctAnswer: entry.correctAnswer,
    objectiveOptions: orderedOptions(
      book.optionsByQuestion.get(entry.questionId) ?? [],
      optionOrder[entry.id],
    ).map((o) => ({
      id: o.id,
      title: o.title,
      text: o.text,
    })),
    ...answerWithChanges(book, attemptId, entry),
  };
}
