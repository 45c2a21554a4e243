import {
  type AcademicTask,
  type BankQuestion,
  EXAM_API,
  type ExamCategory,
  type ExaminationType,
  type ExamJsonConfig,
  type ExamMessageWith,
  type ExamSetup,
  QUESTION_API,
} from '@shala/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, upload } from '../../../core/http';
import { readBank } from '../bank/api';
import { bankQuestions } from './answer-views';

/** The calls of the teacher's exam screens: EXAM_API's, and QUESTION_API's for the bank. */

/** Every query of one exam: a change anywhere in it reads them all again. */
export const examKey = (groupId: string, taskId: string) =>
  ['exams', 'manage', groupId, taskId] as const;
const setupKey = (groupId: string, taskId: string) => [...examKey(groupId, taskId), 'setup'];

/** What a change answers: the server's text (and, for most, the object: typed where read). */
export type Changed = { message: string };

/** The exam as its setters see it: task, config, questions with their keys. */
export function useExamSetup(groupId: string, taskId: string, enabled = true) {
  return useQuery({
    queryKey: setupKey(groupId, taskId),
    queryFn: () =>
      http<ExamSetup>('GET', EXAM_API.setup, undefined, {
        query: { groupId, academicTaskId: taskId },
      }),
    enabled,
  });
}

/** Reads every query of the exam again (and the exam lists elsewhere). */
export function useRefreshExam(groupId: string, taskId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: examKey(groupId, taskId) }),
      queryClient.invalidateQueries({ queryKey: ['exams'], refetchType: 'none' }),
    ]);
}

export type TaskInput = {
  title: string;
  instructions: string;
  agreement: string;
  startDateTime: string;
  endDateTime: string;
};
export type ConfigInput = {
  examinationType: ExaminationType;
  examCategory: ExamCategory;
  jsonConfig: ExamJsonConfig;
};

type TaskSaved = ExamMessageWith<AcademicTask>;

/**
 * Saves the details: a new exam is created, then its config; an existing one is updated, and
 * its config created or updated when it changed (`config` null: unchanged). Answers the task's
 * id, and the config call's failure when the task was saved but its config was not.
 */
export async function saveExamDetails(input: {
  groupId: string;
  taskId: string | null;
  configId: string | null;
  task: TaskInput;
  config: ConfigInput | null;
}): Promise<{ taskId: string; message: string | undefined; failure?: unknown }> {
  const { groupId } = input;
  const body = input.taskId
    ? await http<TaskSaved>('PUT', EXAM_API.task, { ...input.task, groupId, id: input.taskId })
    : await http<TaskSaved>('POST', EXAM_API.task, { ...input.task, groupId });
  const taskId = input.taskId ?? body.data.id;
  const message = body.message;
  if (!input.config) return { taskId, message };
  const config = { ...input.config, groupId, academicTaskId: taskId };
  try {
    if (input.configId) await http('PUT', EXAM_API.config, { ...config, id: input.configId });
    else await http('POST', EXAM_API.config, config);
    return { taskId, message };
  } catch (failure) {
    return { taskId, message, failure };
  }
}

export function useTaskChanges(groupId: string, taskId: string) {
  const refresh = useRefreshExam(groupId, taskId);
  return {
    publish: useMutation({
      mutationFn: () => http<Changed>('POST', EXAM_API.publishTask, { groupId, id: taskId }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: () =>
        http<Changed>('DELETE', EXAM_API.deleteTask, undefined, {
          query: { groupId, id: taskId },
        }),
    }),
    end: useMutation({
      mutationFn: (forEveryone: boolean) =>
        http<Changed>('POST', EXAM_API.endExam, { groupId, academicTaskId: taskId, forEveryone }),
      onSuccess: refresh,
    }),
  };
}

export function useExamQuestionChanges(groupId: string, taskId: string) {
  const refresh = useRefreshExam(groupId, taskId);
  return {
    add: useMutation({
      mutationFn: (input: { questionId: string; maximumMarks?: number }) =>
        http<Changed>('POST', EXAM_API.examQuestion, {
          groupId,
          academicTaskId: taskId,
          ...input,
        }),
      onSettled: refresh,
    }),
    update: useMutation({
      mutationFn: (input: { id: string; maximumMarks?: number; position?: number }) =>
        http<Changed>('PUT', EXAM_API.examQuestion, { groupId, ...input }),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        http<Changed>('DELETE', EXAM_API.deleteExamQuestion, undefined, {
          query: { id, groupId },
        }),
      onSuccess: refresh,
    }),
  };
}

/** How the bank dialog looks for questions: everything, by tags, or by category. */
export type BankSearch =
  | { by: 'all'; pageNo: number }
  | { by: 'tags'; tags: string }
  | { by: 'category'; category: string };
export const BANK_PAGE_SIZE = 20;

/** The class's bank with its institute's (a class's list includes both), as one list. */
export function useBankQuestions(groupId: string, search: BankSearch, enabled: boolean) {
  return useQuery({
    queryKey: ['exams', 'bank-pick', groupId, search],
    queryFn: async (): Promise<{ questions: BankQuestion[]; total: number | null }> => {
      const answer = await readBank(
        groupId,
        search.by === 'all' ? { ...search, limit: BANK_PAGE_SIZE } : search,
      );
      return answer.kind === 'page'
        ? { questions: bankQuestions(answer.list), total: answer.list.total }
        : { questions: answer.questions, total: null };
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST examination/question: the question form (multipart; groupId also in the query for the
 * access guard). */
export async function createBankQuestion(groupId: string, form: FormData) {
  const body = await upload<ExamMessageWith<BankQuestion>>(QUESTION_API.question, form, {
    query: { groupId },
  });
  return { message: body.message, question: body.data };
}
