import type {
  GradeChangeLog,
  LiveView,
  QuestionMarking,
  ResultSheet,
  StudentMarking,
} from '@shala/shared';
import { EXAM_API, resultsCsvFileName } from '@shala/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { download, http } from '../../../core/http';
import { saveFile } from '../../../core/save-file';
import { type Changed, examKey, useRefreshExam } from './api';
import type { MarkingBatchItem } from './marking-rules';
import { fileNameOf } from './results';

/**
 * The calls of a published exam's tabs: the live view, extra time and resets, marking and
 * evaluation, the result sheet and its CSV, the grade-change log. The exam's setup is api.ts's.
 */

/** The live view: read every 10 s while the Students tab is open. */
export const LIVE_REFRESH_MS = 10_000;
export function useLiveView(groupId: string, taskId: string) {
  return useQuery({
    queryKey: [...examKey(groupId, taskId), 'live'],
    queryFn: () =>
      http<LiveView>('GET', EXAM_API.live, undefined, {
        query: { groupId, academicTaskId: taskId },
        background: true,
      }),
    refetchInterval: LIVE_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

export function useStudentChanges(groupId: string, taskId: string) {
  const refresh = useRefreshExam(groupId, taskId);
  return {
    extraTime: useMutation({
      mutationFn: (input: { userProfileId: string; extraMinutes: number }) =>
        http<Changed>('PUT', EXAM_API.accommodation, {
          groupId,
          academicTaskId: taskId,
          ...input,
        }),
      onSuccess: refresh,
    }),
    reset: useMutation({
      mutationFn: (userProfileId: string) =>
        http<Changed>('POST', EXAM_API.resetStart, {
          academicTaskId: taskId,
          groupId,
          userProfileId,
        }),
      onSuccess: refresh,
    }),
  };
}

/** The class result sheet: also the marking progress (answered, marked, to mark per student). */
export function useResultSheet(groupId: string, taskId: string) {
  return useQuery({
    queryKey: [...examKey(groupId, taskId), 'results'],
    queryFn: () =>
      http<ResultSheet>('GET', EXAM_API.results, undefined, {
        query: { groupId, academicTaskId: taskId },
      }),
  });
}

export function useStudentMarking(groupId: string, taskId: string, userProfileId: string | null) {
  return useQuery({
    queryKey: [...examKey(groupId, taskId), 'marking', 'student', userProfileId],
    queryFn: () =>
      http<StudentMarking>('GET', EXAM_API.studentAnswers, undefined, {
        query: { groupId, academicTaskId: taskId, userProfileId: userProfileId ?? '' },
      }),
    enabled: !!userProfileId,
  });
}

export function useQuestionMarking(groupId: string, taskId: string, examQuestionId: string | null) {
  return useQuery({
    queryKey: [...examKey(groupId, taskId), 'marking', 'question', examQuestionId],
    queryFn: () =>
      http<QuestionMarking>('GET', EXAM_API.questionAnswers, undefined, {
        query: { groupId, academicTaskId: taskId, examQuestionId: examQuestionId ?? '' },
      }),
    enabled: !!examQuestionId,
  });
}

/** The exam's grade-change log, newest first (read when it is opened). */
export function useGradeChanges(groupId: string, taskId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...examKey(groupId, taskId), 'grade-changes'],
    queryFn: () =>
      http<GradeChangeLog>('GET', EXAM_API.gradeChanges, undefined, {
        query: { groupId, academicTaskId: taskId },
      }),
    enabled,
  });
}

export function useMarkingChanges(groupId: string, taskId: string) {
  const refresh = useRefreshExam(groupId, taskId);
  return {
    mark: useMutation({
      mutationFn: (input: { answerId: string; marks: number; remarks: string; reason?: string }) =>
        http<Changed>('PUT', EXAM_API.marking, { groupId, ...input }),
      onSuccess: refresh,
    }),
    /** Save all: every changed mark of the screen in one request (all saved, or none). */
    markAll: useMutation({
      mutationFn: (marks: readonly MarkingBatchItem[]) =>
        http<Changed>('PUT', EXAM_API.markAll, { groupId, marks }),
      onSuccess: refresh,
    }),
    evaluate: useMutation({
      mutationFn: (input: { taskSubmissionId: string; userProfileId: string }) =>
        http<Changed>('POST', EXAM_API.evaluation, { groupId, ...input }),
      onSuccess: refresh,
    }),
    publishResults: useMutation({
      mutationFn: () =>
        http<Changed>('POST', EXAM_API.publishResults, { groupId, academicTaskId: taskId }),
      onSuccess: refresh,
    }),
  };
}

/** Downloads the result sheet as CSV (with the §7 headers, so not a plain link). */
export async function downloadResultsCsv(groupId: string, taskId: string, title: string) {
  const { blob, disposition } = await download(EXAM_API.resultsCsv, {
    query: { groupId, academicTaskId: taskId },
  });
  saveFile(blob, fileNameOf(disposition) ?? resultsCsvFileName(title));
}
