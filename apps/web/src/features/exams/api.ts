import type {
  AcademicTask,
  ExamAnswer,
  ExamQuestion,
  ExamTaskConfig,
  MyExam,
  StudentResult,
  UserExamConfig,
} from '@shala/shared';
import { http, type RequestOptions, upload } from '../../core/http';

/**
 * The exam taker's calls (spec §7 and ours): the lists, the rules, the start, the questions,
 * the answers, the submission and the result. GET: query string; POST: JSON, the answer a
 * multipart form (its image) that names its group in the query too, for the access guard.
 */
export const EXAM_PATHS = {
  mine: '/rest/exam/mine',
  tasks: '/rest/academic/task',
  takerConfig: '/rest/exam/config/task/id',
  accept: '/rest/examination/start/accept',
  reject: '/rest/examination/start/reject',
  start: '/rest/examination/start',
  examQuestion: '/rest/examination/exam/question/questionid',
  answer: '/rest/examination/answer',
  answersOfTask: '/rest/examination/answer/academictaskid',
  submission: '/rest/examination/submission',
  result: '/rest/exam/result',
} as const;

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

/** exam/mine's rows (myExamSchema) read into one shape; rows of another shape are left out. */
export function toExamLines(raw: unknown): ExamLine[] {
  const list: unknown[] = Array.isArray(raw) ? raw : [];
  return list
    .filter(
      (x): x is MyExam =>
        !!x && typeof x === 'object' && 'id' in x && 'groupId' in x && 'role' in x,
    )
    .filter((x) => x.role in ROLE_OF)
    .map((x) => {
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
  return toExamLines(await http<unknown>('GET', EXAM_PATHS.mine, undefined, options));
}

export function fetchClassTasks(groupId: string): Promise<AcademicTask[]> {
  return http<AcademicTask[] | { data: AcademicTask[] }>('GET', EXAM_PATHS.tasks, undefined, {
    query: { groupId },
  }).then((r) => (Array.isArray(r) ? r : (r?.data ?? [])));
}

/** A `{ message, data }` answer or the object itself. */
function unwrap<T>(r: unknown): T {
  if (r && typeof r === 'object' && 'data' in r && 'message' in r) return (r as { data: T }).data;
  return r as T;
}

/** exam/config/task/id: the exam, its config and, for a taker, its attempt (not started by it). */
export function fetchTakerConfig({ groupId, academicTaskId }: TaskRef): Promise<ExamTaskConfig> {
  return http<unknown>('GET', EXAM_PATHS.takerConfig, undefined, {
    query: { groupId, academicTaskId },
  }).then(unwrap<ExamTaskConfig>);
}

type Message = { message?: string };

export function acceptRules(ref: TaskRef): Promise<Message> {
  return http<Message>('POST', EXAM_PATHS.accept, ref);
}

export function rejectRules(ref: TaskRef): Promise<Message> {
  return http<Message>('POST', EXAM_PATHS.reject, { ...ref, agreed: false });
}

/** Starts (or resumes) the attempt; also answers when this browser sent and received it. */
export async function startExam(
  ref: TaskRef,
): Promise<{ config: UserExamConfig; sentAt: number; receivedAt: number }> {
  const sentAt = Date.now();
  const raw = await http<unknown>('GET', EXAM_PATHS.start, undefined, { query: { ...ref } });
  return { config: unwrap<UserExamConfig>(raw), sentAt, receivedAt: Date.now() };
}

export function fetchExamQuestion(
  groupId: string,
  questionId: string,
  options: RequestOptions = {},
): Promise<ExamQuestion> {
  return http<unknown>('GET', EXAM_PATHS.examQuestion, undefined, {
    ...options,
    query: { groupId, questionId },
  }).then(unwrap<ExamQuestion>);
}

export type AnswerSaved = { message: string; applied: boolean; data: ExamAnswer };

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
  return upload<AnswerSaved>(EXAM_PATHS.answer, form, {
    ...options,
    query: { groupId: ref.groupId },
  });
}

export function fetchMyAnswers({ groupId, academicTaskId }: TaskRef): Promise<ExamAnswer[]> {
  return http<unknown>('GET', EXAM_PATHS.answersOfTask, undefined, {
    query: { groupId, academicTaskId },
  }).then((r) => {
    const list = unwrap<unknown>(r);
    return Array.isArray(list) ? (list as ExamAnswer[]) : [];
  });
}

export function submitExam(ref: TaskRef): Promise<Message> {
  return http<Message>('POST', EXAM_PATHS.submission, ref);
}

export function fetchResult(ref: TaskRef & { userProfileId?: string | null }) {
  return http<unknown>('GET', EXAM_PATHS.result, undefined, {
    query: {
      groupId: ref.groupId,
      academicTaskId: ref.academicTaskId,
      userProfileId: ref.userProfileId ?? undefined,
    },
  }).then(unwrap<StudentResult>);
}
