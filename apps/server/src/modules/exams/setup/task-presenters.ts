import {
  type AcademicTask,
  type AttemptStatus,
  DISPLAY_TIME_ZONE,
  type ExamConfig,
  type UserExamConfig,
} from '@shala/shared';
import { hasAgreed, lastStartAt } from '../policy.js';
import type { AttemptRow } from '../sitting/attempt-queries.js';
import type { ConfigRow, TaskFigures, TaskRow } from './task-queries.js';

/** Rows of exams, configs and attempts as the wire shows them: only the fields the schemas name. */

export function toExamConfig(row: ConfigRow): ExamConfig {
  return {
    id: row.id,
    groupId: row.groupId,
    academicTaskId: row.academicTaskId,
    examinationType: row.examinationType,
    examCategory: row.examCategory,
    jsonConfig: {
      shuffleQuestions: row.jsonConfig.shuffleQuestions ?? false,
      shuffleOptions: row.jsonConfig.shuffleOptions ?? false,
      durationMinutes: row.jsonConfig.durationMinutes ?? null,
      showAnswersAfterResult: row.jsonConfig.showAnswersAfterResult ?? true,
      negativeMarks: row.jsonConfig.negativeMarks ?? 0,
    },
    disabled: row.disabled,
  };
}

export function toAcademicTask(
  row: TaskRow,
  extra: {
    groupName: string;
    config: ConfigRow | undefined;
    figures: TaskFigures | undefined;
    attemptStatus: AttemptStatus | null;
    editable: boolean;
  },
): AcademicTask {
  return {
    id: row.id,
    groupId: row.groupId,
    groupName: extra.groupName,
    taskType: 'EXAM',
    title: row.title,
    instructions: row.instructions,
    agreement: row.agreement,
    startDateTime: row.startAt.toISOString(),
    endDateTime: row.endAt.toISOString(),
    maximumMarks: extra.figures?.maximumMarks ?? 0,
    questionCount: extra.figures?.questionCount ?? 0,
    status: row.status,
    examConfig: extra.config ? toExamConfig(extra.config) : null,
    attemptStatus: extra.attemptStatus,
    editable: extra.editable,
    createdAt: row.createdAt.toISOString(),
  };
}

const displayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Spec §3: day/month/year and a time, in the institute's zone ("23/11/2026 09:30:00"). */
export function displayDateTime(at: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    displayFormat.formatToParts(at).find((p) => p.type === type)?.value ?? '00';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/**
 * The user's exam configuration (spec §3). Once started: the attempt's own start and end. Before:
 * the window in which it may begin (the exam's opening, and its close moved by extra time).
 * `examQuestionIds` are the enabled exam questions in this student's order.
 */
export function toUserExamConfig(
  attempt: Pick<
    AttemptRow,
    'id' | 'academicTaskId' | 'profileId' | 'status' | 'startedAt' | 'endsAt' | 'extraMinutes'
  >,
  task: Pick<TaskRow, 'startAt' | 'endAt'>,
  examQuestionIds: string[],
  now: Date,
): UserExamConfig {
  const start = attempt.startedAt ?? task.startAt;
  const end = attempt.endsAt ?? lastStartAt(task, attempt.extraMinutes);
  return {
    academicTaskId: attempt.academicTaskId,
    userProfileId: attempt.profileId,
    taskSubmissionId: attempt.id,
    status: attempt.status,
    agreed: hasAgreed(attempt.status),
    startDateTime: displayDateTime(start),
    endDateTime: displayDateTime(end),
    startAt: start.toISOString(),
    endAt: end.toISOString(),
    serverNow: now.toISOString(),
    extraMinutes: attempt.extraMinutes,
    examQuestionIds,
  };
}

/** The attempt's exam questions in its order, leaving out those disabled since. */
export function liveQuestionOrder(
  attempt: Pick<AttemptRow, 'questionOrder'>,
  enabledIds: ReadonlySet<string>,
): string[] {
  return attempt.questionOrder.filter((id) => enabledIds.has(id));
}

const readableFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: DISPLAY_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** An exam's time as Indian readers read it in a notification: "24 Nov 2026, 10:00". */
export const examTime = (at: Date): string => readableFormat.format(at);
