import { EXAM_ENDED_ACTION, type MessageFrame } from '@shala/shared';
import { useEffect, useRef } from 'react';
import { LiveSocket } from '../../../core/live/socket';

/**
 * The exam window is outside the shell, so it opens its own live channel while it is open: when
 * the teacher ends the exam (POST exam/end), an "Exam ended" notice names this exam, and the
 * window closes with a clear message instead of waiting for a save to be refused.
 */

/** Whether a live frame is the notice that this exam was ended by a teacher. */
export function endsThisExam(frame: Pick<MessageFrame, 'messageType' | 'body'>, taskId: string) {
  if (frame.messageType !== 'NOTIFICATION') return false;
  const body = frame.body as { featureAction?: unknown; featureId?: unknown } | null;
  return body?.featureAction === EXAM_ENDED_ACTION && body.featureId === taskId;
}

/** Listens on the taker's queue while the window is open; calls onEnded once the exam ends. */
export function useExamEndedNotice(
  profileId: string | undefined,
  taskId: string,
  onEnded: () => void,
): void {
  const latest = useRef(onEnded);
  latest.current = onEnded;
  useEffect(() => {
    if (!profileId || typeof WebSocket === 'undefined') return;
    const socket = new LiveSocket({
      profileId,
      onMessage: (frame) => {
        if (endsThisExam(frame, taskId)) latest.current();
      },
      onEnded: () => undefined,
    });
    // Only what is new from now on: an old notice of this exam must not close a fresh window.
    socket.since = new Date().toISOString();
    socket.start();
    return () => socket.stop();
  }, [profileId, taskId]);
}
