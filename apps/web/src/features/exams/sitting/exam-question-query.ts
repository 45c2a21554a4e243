import type { ExamQuestion } from '@shala/shared';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchExamQuestion } from '../api';
import type { AnswerStore } from './answer-store';
import type { ExamRun } from './exam-run';
import { pendingFor } from './save-queue';

export const examQuestionKey = (questionId: string) => ['exam', 'question', questionId] as const;

/**
 * One exam question, fetched fresh each time it is shown (Previous reloads the saved answer);
 * the copy kept from before (updated by every save that reached the server) stands in when the
 * connection is down, so the exam goes on offline. Shown once the fetch has ended either way.
 */
export function useExamQuestion(groupId: string, questionId: string, run: ExamRun) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: examQuestionKey(questionId),
    queryFn: () => loadQuestion(queryClient, run.store, groupId, questionId),
    gcTime: Number.POSITIVE_INFINITY,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/**
 * A question from the server; the answer store takes note of the version it holds. A save that
 * the server took while the read was on its way has already put its answer in the kept copy
 * (use-exam-run.ts); the read, which may have left before it, does not take it back.
 */
async function loadQuestion(
  queryClient: QueryClient,
  store: AnswerStore,
  groupId: string,
  questionId: string,
  opts?: { background: boolean },
): Promise<ExamQuestion> {
  const question = await fetchExamQuestion(groupId, questionId, opts);
  if (question.answerVersion != null) store.noteVersion(questionId, question.answerVersion);
  const kept = queryClient.getQueryData<ExamQuestion>(examQuestionKey(questionId));
  return newerAnswerOf(question, kept);
}

/** The question as read, with the kept copy's answer when that one is newer. */
export function newerAnswerOf(read: ExamQuestion, kept: ExamQuestion | undefined): ExamQuestion {
  if (kept?.answerVersion == null || kept.answer == null) return read;
  return withSavedAnswer(read, kept.answer, kept.answerVersion) ?? read;
}

/** Fetches a question ahead, quietly (no busy overlay), while the connection is there. */
export function usePrefetchQuestion(
  groupId: string,
  questionId: string | undefined,
  store: AnswerStore,
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!questionId) return;
    void queryClient.prefetchQuery({
      queryKey: examQuestionKey(questionId),
      queryFn: () => loadQuestion(queryClient, store, groupId, questionId, { background: true }),
      gcTime: Number.POSITIVE_INFINITY,
    });
  }, [queryClient, groupId, questionId, store]);
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
