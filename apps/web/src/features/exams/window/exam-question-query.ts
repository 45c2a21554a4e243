import type { ExamQuestion } from '@shala/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchExamQuestion } from '../api';
import { pendingFor } from '../student/save-queue';
import type { ExamRun } from './exam-run';

export const examQuestionKey = (questionId: string) => ['exam', 'question', questionId] as const;

/**
 * One exam question, fetched fresh each time it is shown (Previous reloads the saved answer);
 * the copy kept from before (updated by every save that reached the server) stands in when the
 * connection is down, so the exam goes on offline. Shown once the fetch has ended either way.
 */
export function useExamQuestion(groupId: string, questionId: string, run: ExamRun) {
  const query = useQuery({
    queryKey: examQuestionKey(questionId),
    queryFn: () => fetchExamQuestion(groupId, questionId),
    gcTime: Number.POSITIVE_INFINITY,
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const version = query.data?.answerVersion;
  useEffect(() => {
    if (version !== undefined) run.noteServerVersion(questionId, version);
  }, [run, questionId, version]);
  return query;
}

/** Fetches a question ahead, quietly (no busy overlay), while the connection is there. */
export function usePrefetchQuestion(groupId: string, questionId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!questionId) return;
    void queryClient.prefetchQuery({
      queryKey: examQuestionKey(questionId),
      queryFn: () => fetchExamQuestion(groupId, questionId, { background: true }),
      gcTime: Number.POSITIVE_INFINITY,
    });
  }, [queryClient, groupId, questionId]);
}

/** The kept copy of a question after a save the server took: its answer and version. */
export function withSavedAnswer(
  question: ExamQuestion | undefined,
  answer: string,
  version: number,
): ExamQuestion | undefined {
  if (!question || (question.answerVersion ?? 0) >= version) return question;
  return { ...question, answer, answerVersion: version };
}

/** What the answer box starts with: the kept draft, else a save still waiting, else the server's. */
export function startingAnswer(run: ExamRun, question: ExamQuestion): string {
  return (
    run.store.draft(question.id) ??
    pendingFor(run.store.queue(), question.id)?.answer ??
    question.answer ??
    ''
  );
}
