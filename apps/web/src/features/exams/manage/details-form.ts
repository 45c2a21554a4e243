import {
  type AcademicTask,
  academicTaskBodySchema,
  EXAM_MESSAGES,
  type ExamCategory,
  type ExamConfig,
  type ExaminationType,
  examJsonConfigSchema,
} from '@shala/shared';
import { z } from 'zod';
import type { ConfigInput, TaskInput } from './api';

/**
 * The Details tab's form: what the inputs hold (text, the local date-times of `datetime-local`
 * inputs, switches), checked by the shared schemas so the messages are the server's own.
 */
export type DetailsValues = {
  title: string;
  instructions: string;
  agreement: string;
  /** "2026-11-23T09:30" in the browser's time zone. */
  opensAt: string;
  closesAt: string;
  examinationType: ExaminationType;
  examCategory: ExamCategory;
  /** Minutes from the student's start, or '' for "until the exam closes". */
  durationMinutes: string;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  negativeMarks: string;
  showAnswersAfterResult: boolean;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant → the value of a `datetime-local` input in the browser's zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (the browser's zone) → an ISO instant; '' when empty or unreadable. */
export function fromLocalInput(local: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(local)) return '';
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}

const LOCAL_SHOWN = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "Mon, 23 Nov 2026, 09:30" (the browser's zone) under a date-time input; '' when empty. */
export function shownLocal(local: string): string {
  const iso = fromLocalInput(local);
  return iso ? LOCAL_SHOWN.format(new Date(iso)) : '';
}

/** Tomorrow 09:00 to 10:00 local: a new exam's times, to be changed. */
export function newExamTimes(now: Date): { opensAt: string; closesAt: string } {
  const opens = new Date(now);
  opens.setDate(opens.getDate() + 1);
  opens.setHours(9, 0, 0, 0);
  const closes = new Date(opens);
  closes.setHours(10);
  return {
    opensAt: toLocalInput(opens.toISOString()),
    closesAt: toLocalInput(closes.toISOString()),
  };
}

/** The form's values for an exam (or a new one when `task` is null). */
export function detailsValues(
  task: AcademicTask | null,
  config: ExamConfig | null,
  now: Date,
): DetailsValues {
  const json = config?.jsonConfig ?? examJsonConfigSchema.parse(undefined);
  const times = task
    ? { opensAt: toLocalInput(task.startDateTime), closesAt: toLocalInput(task.endDateTime) }
    : newExamTimes(now);
  return {
    title: task?.title ?? '',
    instructions: task?.instructions ?? '',
    agreement: task?.agreement ?? '',
    ...times,
    examinationType: config?.examinationType ?? 'MIXED',
    examCategory: config?.examCategory ?? 'CLASS_TEST',
    durationMinutes: json.durationMinutes === null ? '' : String(json.durationMinutes),
    shuffleQuestions: json.shuffleQuestions,
    shuffleOptions: json.shuffleOptions,
    negativeMarks: String(json.negativeMarks),
    showAnswersAfterResult: json.showAnswersAfterResult,
  };
}

/** Where a message of the task's schema shows in the form. */
const TASK_FIELD: Record<string, keyof DetailsValues> = {
  title: 'title',
  instructions: 'instructions',
  agreement: 'agreement',
  startDateTime: 'opensAt',
  endDateTime: 'closesAt',
};

const CONFIG_FIELD: Record<string, keyof DetailsValues> = {
  durationMinutes: 'durationMinutes',
  negativeMarks: 'negativeMarks',
};

export const NEGATIVE_MARKS_MESSAGE = 'Negative marks must be a number from 0.';

/** The form's values → the bodies of the task and config calls, or the messages per field. */
export function detailsToInput(
  values: DetailsValues,
  groupId: string,
):
  | { ok: true; task: TaskInput; config: ConfigInput }
  | { ok: false; errors: Partial<Record<keyof DetailsValues, string>> } {
  const errors: Partial<Record<keyof DetailsValues, string>> = {};
  const put = (field: keyof DetailsValues, message: string) => {
    errors[field] ??= message;
  };
  const task = academicTaskBodySchema.safeParse({
    groupId,
    title: values.title,
    instructions: values.instructions,
    agreement: values.agreement,
    startDateTime: fromLocalInput(values.opensAt),
    endDateTime: fromLocalInput(values.closesAt),
  });
  if (!task.success) {
    for (const issue of task.error.issues) {
      const key = String(issue.path[0] ?? '');
      // The whole-object rule (closes after opens) belongs under the closing time.
      put(TASK_FIELD[key] ?? 'closesAt', issue.message);
    }
  }
  const duration = values.durationMinutes.trim();
  const negative = values.negativeMarks.trim();
  const json = examJsonConfigSchema.safeParse({
    shuffleQuestions: values.shuffleQuestions,
    shuffleOptions: values.shuffleOptions,
    durationMinutes: duration === '' ? null : Number(duration),
    showAnswersAfterResult: values.showAnswersAfterResult,
    negativeMarks: negative === '' ? 0 : Number(negative),
  });
  if (!json.success) {
    for (const issue of json.error.issues) {
      const field = CONFIG_FIELD[String(issue.path[0] ?? '')] ?? 'durationMinutes';
      put(field, field === 'negativeMarks' ? NEGATIVE_MARKS_MESSAGE : issue.message);
    }
  }
  if (task.success && json.success && json.data.durationMinutes !== null) {
    const window = Date.parse(task.data.endDateTime) - Date.parse(task.data.startDateTime);
    if (json.data.durationMinutes * 60_000 > window)
      put('durationMinutes', EXAM_MESSAGES.durationTooLong);
  }
  if (!task.success || !json.success || Object.keys(errors).length > 0)
    return { ok: false, errors };
  const { groupId: _group, maximumMarks: _max, ...taskInput } = task.data;
  return {
    ok: true,
    task: taskInput,
    config: {
      examinationType: values.examinationType,
      examCategory: values.examCategory,
      jsonConfig: json.data,
    },
  };
}

/**
 * A resolver-friendly schema for react-hook-form: the same checks, with each message on its
 * field (zodResolver shows them under the inputs).
 */
export function detailsFormSchema(groupId: string) {
  return z.custom<DetailsValues>().superRefine((values, ctx) => {
    const result = detailsToInput(values, groupId);
    if (result.ok) return;
    for (const [path, message] of Object.entries(result.errors)) {
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
  });
}
