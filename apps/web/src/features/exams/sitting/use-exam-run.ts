import {
  EXAM_BAR_MS,
  EXAM_MESSAGES,
  EXAM_WINDOW_TEXTS,
  type ExamQuestion,
  type UserExamConfig,
} from '@shala/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { saveAnswer, submitExam, type TaskRef } from '../api';
import { createAnswerStore } from './answer-store';
import { isWarningDue, serverNowMs, warningText } from './countdown';
import { examQuestionKey, withSavedAnswer } from './exam-question-query';
import type { ExamRun } from './exam-run';
import type { PendingSave, SendOutcome } from './save-queue';
import { createSaveSender, isRetryableStatus } from './save-sender';

/** Said when Submit Exam finds answers the network has not taken yet. */
export const SUBMIT_OFFLINE =
  'Some answers could not be sent yet. Check your connection, then choose Submit Exam again.';

async function sendSave(
  ref: TaskRef,
  save: PendingSave,
  background: boolean,
  onSaved: (save: PendingSave) => void,
): Promise<SendOutcome> {
  try {
    const saved = await saveAnswer(
      { ...ref, questionId: save.questionId, answer: save.answer, version: save.version },
      { background },
    );
    if (saved.applied) onSaved(save);
    return { kind: 'sent' };
  } catch (error) {
    if (error instanceof ApiError && isRetryableStatus(error.status)) return { kind: 'offline' };
    return { kind: 'refused', message: errorMessage(error) };
  }
}

/**
 * The running exam: the server-corrected clock, the warning at its point, the kept drafts and
 * the queue of saves, and the two ways it ends — Submit Exam, and the time limit (the draft is
 * saved, the exam finalised, "Exam time is up", the window closes).
 */
export function useExamRun(opts: {
  ref: TaskRef;
  attempt: UserExamConfig;
  offsetMs: number;
  onClosed: () => void;
}): ExamRun {
  const { attempt, offsetMs, onClosed } = opts;
  const { groupId, academicTaskId } = opts.ref;
  const ref = useMemo(() => ({ groupId, academicTaskId }), [groupId, academicTaskId]);
  const store = useMemo(
    () => createAnswerStore(attempt.taskSubmissionId),
    [attempt.taskSubmissionId],
  );
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(() => store.queue().length);
  const sender = useMemo(
    () =>
      createSaveSender({
        store,
        send: (save, background) =>
          sendSave(ref, save, background, (sent) =>
            queryClient.setQueryData<ExamQuestion>(examQuestionKey(sent.questionId), (kept) =>
              withSavedAnswer(kept, sent.answer, sent.version),
            ),
          ),
        onRefused: (message) => showSnack({ message, severity: 'error' }),
        onPending: setPending,
      }),
    [store, ref, queryClient],
  );

  // Saves a previous visit left waiting go first; the connection's return sends the rest.
  useEffect(() => {
    void sender.flush(true);
    const online = () => void sender.flush(true);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      sender.dispose();
    };
  }, [sender]);

  const startMs = Date.parse(attempt.startAt ?? attempt.serverNow);
  const endMs = Date.parse(attempt.endAt ?? attempt.serverNow);
  const [nowMs, setNowMs] = useState(() => serverNowMs(Date.now(), offsetMs));
  const [finishing, setFinishing] = useState<'submit' | 'timeUp' | null>(null);
  const finishingRef = useRef<'submit' | 'timeUp' | null>(null);
  const warned = useRef(false);

  // Spec §9: the countdown ticks every second; the timer stops at the time limit.
  useEffect(() => {
    if (finishing === 'timeUp') return;
    const timer = window.setInterval(() => setNowMs(serverNowMs(Date.now(), offsetMs)), 1000);
    return () => window.clearInterval(timer);
  }, [offsetMs, finishing]);

  /** Every kept draft goes into the queue with its next version. */
  const queueDrafts = useCallback(() => {
    for (const [questionId, text] of Object.entries(store.drafts())) {
      store.queueSave(questionId, text);
      store.clearDraft(questionId);
    }
  }, [store]);

  const finish = useCallback(
    async (kind: 'submit' | 'timeUp') => {
      if (finishingRef.current) return;
      finishingRef.current = kind;
      setFinishing(kind);
      if (kind === 'submit') {
        showSnack({
          message: EXAM_WINDOW_TEXTS.submitting,
          severity: 'success',
          durationMs: EXAM_BAR_MS.submitting,
        });
      }
      queueDrafts();
      const flushed = await sender.flush();
      if (kind === 'submit' && flushed.offline) {
        showSnack({ message: SUBMIT_OFFLINE, severity: 'error' });
        finishingRef.current = null;
        setFinishing(null);
        return;
      }
      try {
        await submitExam(ref);
      } catch (error) {
        const done = error instanceof ApiError && error.message === EXAM_MESSAGES.alreadySubmitted;
        // At the time limit the server finalises the attempt itself; only Submit waits on it.
        if (kind === 'submit' && !done) {
          showSnack({ message: errorMessage(error), severity: 'error' });
          finishingRef.current = null;
          setFinishing(null);
          return;
        }
      }
      if (store.queue().length === 0) store.forget();
      sender.dispose();
      if (kind === 'timeUp') {
        showSnack({
          message: EXAM_WINDOW_TEXTS.timeUp,
          severity: 'success',
          durationMs: EXAM_BAR_MS.timeUp,
        });
      }
      onClosed();
    },
    [queueDrafts, sender, ref, store, onClosed],
  );

  useEffect(() => {
    if (finishingRef.current === 'timeUp') return;
    if (nowMs >= endMs) {
      void finish('timeUp');
      return;
    }
    if (!warned.current && isWarningDue(startMs, endMs, nowMs)) {
      warned.current = true;
      showSnack({
        message: warningText(endMs - nowMs),
        severity: 'warning',
        durationMs: EXAM_BAR_MS.willBeOver,
      });
    }
  }, [nowMs, startMs, endMs, finish]);

  const saveAnswerNow = useCallback(
    async (questionId: string, text: string) => {
      const sent = sender.save(questionId, text);
      store.clearDraft(questionId);
      await sent;
    },
    [sender, store],
  );

  const submit = useCallback(async () => {
    const now = serverNowMs(Date.now(), offsetMs);
    await finish(now >= endMs ? 'timeUp' : 'submit');
  }, [finish, offsetMs, endMs]);

  return {
    store,
    sender,
    pending,
    nowMs,
    endMs,
    finishing,
    saveAnswerNow,
    submit,
  };
}
