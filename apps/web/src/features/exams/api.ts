import {
  type AcademicTask,
  type AnswerSaved,
  EXAM_API,
  type ExamAnswer,
  type ExamMessageWith,
  type ExamQuestion,
  type ExamTaskConfig,
  type MyExam,
  type StudentResult,
  type UserExamConfig,
} from '@shala/shared';
import { http, type RequestOptions, upload } from '../../core/http';

/**
 * The exam taker's calls (spec §7 and ours, EXAM_API): the lists, the rules, the start, the
 * questions, the answers, the submission and the result. GET: query string; POST: JSON, the
 * answer a multipart form (its image) that names its group in the query too, for the access guard.
 */

export type TaskRef = { groupId: string; academicTaskId: string };

/** Who an exam line is about: the caller sitting it, a parent's child, or a class one teaches. */
export type ExamRole = 'student' | 'parent' | 'teacher';

/** One line of GET exam/mine: an exam and whose it is. */
export type ExamLine = {
  task: AcademicTask;
  role: ExamRole;
  /** The student's profile when a parent looks at a child. */
  childId: string | null;
  childName: string | null;
};

const ROLE_OF: Record<MyExam['role'], ExamRole> = {
  TAKER: 'student',
  GUARDIAN: 'parent',
  SETTER: 'teacher',
};

/** exam/mine's rows (myExamSchema) as lines, each with whose exam it is. */
export function toExamLines(rows: MyExam[]): ExamLine[] {
  return rows.map((x) => {
    const role = ROLE_OF[x.role];
    return {
      task: x,
      role,
      childId: role === 'parent' ? x.userProfileId : null,
      childName: role === 'parent' ? x.fullName : null,
    };
  });
}

export async function fetchMyExams(options: RequestOptions = {}): Promise<ExamLine[]> {
  return toExamLines(await http<MyExam[]>('GET', EXAM_API.mine, undefined, options));
}

export function fetchClassTasks(groupId: string): Promise<AcademicTask[]> {
  return http<AcademicTask[]>('GET', EXAM_API.task, undefined, { query: { groupId } });
}

/** exam/config/task/id: the exam, its config and, for a taker, its attempt (not started by it). */
export function fetchTakerConfig({ groupId, academicTaskId }: TaskRef): Promise<ExamTaskConfig> {
  return http<ExamTaskConfig>('GET', EXAM_API.takerConfig, undefined, {
    query: { groupId, academicTaskId },
  });
}

/** What accepting, rejecting and submitting answer: the text with the attempt. */
type Answered = ExamMessageWith<UserExamConfig>;

export function acceptRules(ref: TaskRef): Promise<Answered> {
  return http<Answered>('POST', EXAM_API.accept, ref);
}

export function rejectRules(ref: TaskRef): Promise<Answered> {
  return http<Answered>('POST', EXAM_API.reject, { ...ref, agreed: false });
}

/** Starts (or resumes) the attempt; also answers when this browser sent and received it. */
export async function startExam(
  ref: TaskRef,
): Promise<{ config: UserExamConfig; sentAt: number; receivedAt: number }> {
  const sentAt = Date.now();
  const config = await http<UserExamConfig>('GET', EXAM_API.start, undefined, {
    query: { ...ref },
  });
  return { config, sentAt, receivedAt: Date.now() };
}

export function fetchExamQuestion(
  groupId: string,
  questionId: string,
  options: RequestOptions = {},
): Promise<ExamQuestion> {
  return http<ExamQuestion>('GET', EXAM_API.takerQuestion, undefined, {
    ...options,
    query: { groupId, questionId },
  });
}

/** POST examination/answer (multipart): one question's answer with its version, and an image. */
export function saveAnswer(
  ref: TaskRef & { questionId: string; answer: string; version: number; file?: File | null },
  options: RequestOptions = {},
): Promise<AnswerSaved> {
  const form = new FormData();
  form.append('groupId', ref.groupId);
  form.append('questionId', ref.questionId);
  form.append('academicTaskId', ref.academicTaskId);
  form.append('answer', ref.answer);
  form.append('version', String(ref.version));
  // Spec §4: Next saves with an empty file, which leaves an image sent before as it is.
  if (ref.file) form.append('file', ref.file, ref.file.name);
  return upload<AnswerSaved>(EXAM_API.answer, form, {
    ...options,
    query: { groupId: ref.groupId },
  });
}

export function fetchMyAnswers({ groupId, academicTaskId }: TaskRef): Promise<ExamAnswer[]> {
  return http<ExamAnswer[]>('GET', EXAM_API.answersOfTask, undefined, {
    query: { groupId, academicTaskId },
  });
}

export function submitExam(ref: TaskRef): Promise<Answered> {
  return http<Answered>('POST', EXAM_API.submission, ref);
}

export function fetchResult(
  ref: TaskRef & { userProfileId?: string | null },
): Promise<StudentResult> {
  return http<StudentResult>('GET', EXAM_API.result, undefined, {
    query: {
      groupId: ref.groupId,
      academicTaskId: ref.academicTaskId,
      userProfileId: ref.userProfileId ?? undefined,
    },
  });
}
