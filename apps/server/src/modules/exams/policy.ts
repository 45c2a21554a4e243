import {
  ANSWER_GRACE_SECONDS,
  type AttemptStatus,
  type EXAM_MESSAGES,
  type ExamJsonConfig,
  type TaskStatus,
} from '@shala/shared';
import { type GroupScope, heldActions, type PermissionSubject } from '../permissions/index.js';

/**
 * Who may do what with an exam and an attempt, as small predicates: the services refuse by them
 * and the presenters mark each record with them. Times are the context's clock, passed in.
 */

type Scope = GroupScope;
type Subject = PermissionSubject & { selected?: { sessionId: string | null } };

/** Those who set a class's exams see drafts, keys and every attempt (getExamConfig there). */
export const maySetExams = (caller: Subject, scope: Scope): boolean =>
  heldActions(caller, scope).held.has('getExamConfig');

/** May change the class's exams (drafts freely, published ones within publishedChangeRefusal). */
export const mayEditExams = (caller: Subject, scope: Scope): boolean =>
  heldActions(caller, scope).held.has('updateExamConfig');

/**
 * A taker of a class: a member of the class itself (not through its institute), in a session in
 * view, whose role there holds finalExamSubmit. Teachers and admins set exams; they do not sit
 * them, even when their role could.
 */
export function isTakerOf(caller: Subject, classId: string): boolean {
  return caller.memberships.some(
    (m) =>
      m.groupId === classId &&
      (m.sessionId === null ||
        m.sessionId === m.activeSessionId ||
        m.sessionId === (caller.selected?.sessionId ?? null)) &&
      m.permissions.includes('finalExamSubmit'),
  );
}

export const isDraft = (task: { status: TaskStatus }): boolean => task.status === 'DRAFT';
export const isPublished = (task: { status: TaskStatus }): boolean => task.status !== 'DRAFT';

type TaskTimes = { startAt: Date; endAt: Date };

/**
 * What a published exam may still change: its title, instructions and agreement, and its end,
 * later only (students already sitting it keep their time). Null when allowed, else why not.
 */
export function publishedChangeRefusal(
  before: TaskTimes,
  after: TaskTimes,
): 'taskPublished' | 'endOnlyLater' | null {
  if (after.startAt.getTime() !== before.startAt.getTime()) return 'taskPublished';
  if (after.endAt.getTime() < before.endAt.getTime()) return 'endOnlyLater';
  return null;
}

/** A draft may go; a published exam only while nobody has started it. */
export const mayDeleteTask = (task: { status: TaskStatus }, startedAttempts: number): boolean =>
  isDraft(task) || startedAttempts === 0;

/**
 * A student's own end: its start plus the exam's duration, never after the exam closes, then
 * moved by the student's extra time. Without a duration the exam's close is the end.
 */
export function attemptEnd(
  startedAt: Date,
  task: Pick<TaskTimes, 'endAt'>,
  config: Pick<ExamJsonConfig, 'durationMinutes'> | null,
  extraMinutes: number,
): Date {
  const byDuration = config?.durationMinutes
    ? startedAt.getTime() + config.durationMinutes * 60_000
    : Number.POSITIVE_INFINITY;
  return new Date(Math.min(byDuration, task.endAt.getTime()) + extraMinutes * 60_000);
}

/** Until when a student may begin: the exam's close, moved by its extra time. */
export const lastStartAt = (task: Pick<TaskTimes, 'endAt'>, extraMinutes: number): Date =>
  new Date(task.endAt.getTime() + extraMinutes * 60_000);

/** Saves that left the browser before the end are still taken for ANSWER_GRACE_SECONDS. */
export const graceEnd = (endsAt: Date): Date =>
  new Date(endsAt.getTime() + ANSWER_GRACE_SECONDS * 1000);

/** The attempt has passed its end and grace: the server finalises it now. */
export const isDue = (attempt: { status: AttemptStatus; endsAt: Date | null }, now: Date) =>
  attempt.status === 'STARTED' && attempt.endsAt !== null && graceEnd(attempt.endsAt) <= now;

/** Agreed (or agreed again after declining): start is allowed from here. */
export const hasAgreed = (status: AttemptStatus): boolean =>
  status !== 'NOT_STARTED' && status !== 'REJECTED';

export const isFinished = (status: AttemptStatus): boolean =>
  status === 'SUBMITTED' || status === 'EVALUATED';

/**
 * Why a taker may not start (or resume) now, as one of EXAM_MESSAGES' keys, or null when it may.
 * A started attempt resumes until its own end.
 */
export function startRefusal(
  attempt: { status: AttemptStatus; endsAt: Date | null; extraMinutes: number },
  task: TaskTimes,
  now: Date,
): keyof typeof EXAM_MESSAGES | null {
  if (isFinished(attempt.status)) return 'alreadySubmitted';
  if (attempt.status === 'STARTED') {
    return attempt.endsAt && attempt.endsAt > now ? null : 'alreadyOver';
  }
  if (!hasAgreed(attempt.status)) return 'notAgreed';
  if (now < task.startAt) return 'notOpenYet';
  if (now >= lastStartAt(task, attempt.extraMinutes)) return 'alreadyOver';
  return null;
}

/** Why a save is refused, or null when it is taken (the attempt started, its end + grace ahead). */
export function saveRefusal(
  attempt: { status: AttemptStatus; endsAt: Date | null },
  now: Date,
): keyof typeof EXAM_MESSAGES | null {
  if (isFinished(attempt.status)) return 'alreadySubmitted';
  if (attempt.status !== 'STARTED' || !attempt.endsAt) return 'notStarted';
  if (graceEnd(attempt.endsAt) < now) return 'alreadyOver';
  return null;
}

/** A taker sees marks and remarks once the results are published. */
export const resultsVisible = (task: { status: TaskStatus }): boolean =>
  task.status === 'RESULTS_PUBLISHED';

/** A taker reads the exam's questions while sitting it and after it ended, never before. */
export const mayReadQuestions = (status: AttemptStatus): boolean =>
  status === 'STARTED' || isFinished(status);
