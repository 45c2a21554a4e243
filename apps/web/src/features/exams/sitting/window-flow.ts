import { EXAM_MESSAGES, type UserExamConfig } from '@shala/shared';
import type { SnackbarQueue } from '../../../core/snackbar-queue';
import { isHandedIn } from '../student/exam-lists';

/** The exam window's views (spec §2.6): the rules, the questions, the review; or why not. */
export type WindowView =
  | { kind: 'rules'; agreed: boolean; started: boolean }
  | { kind: 'submitted' }
  | { kind: 'not-a-taker'; message: string };

/**
 * Where the window opens for this attempt (GET exam/config/task/id, which does not start it):
 * handed in → says so; agreed or started → the rules with Begin at once; otherwise the rules.
 * Without an attempt, a profile that sits the class's exams (finalExamSubmit, as far as the
 * browser knows) still gets the rules — the server makes a late joiner's attempt on first use
 * and refuses anyone else with its own message; any other profile is told at once.
 */
export function openingView(attempt: UserExamConfig | null, mayTake = true): WindowView {
  if (!attempt) {
    return mayTake
      ? { kind: 'rules', agreed: false, started: false }
      : { kind: 'not-a-taker', message: EXAM_MESSAGES.notAStudent };
  }
  if (isHandedIn(attempt.status)) return { kind: 'submitted' };
  const started = attempt.status === 'STARTED';
  return {
    kind: 'rules',
    agreed: started || attempt.agreed || attempt.status === 'AGREED',
    started,
  };
}

/** The rules page's tabs (spec §2.6: tab 0 the instructions, tab 1 the agreement). */
export const RULES_TABS = ['Instructions', 'Non-disclosure agreement'] as const;

/** What the rules' tabs say when the teacher wrote nothing. */
export const DEFAULT_RULES = {
  instructions:
    'Answer every question in the time shown. The exam opens in full screen; answers are saved ' +
    'when you move to the next question and when you save them in the review. When the time is ' +
    'up, the exam is submitted with the answers saved so far.',
  agreement:
    'I will not share the questions or my answers with anyone, and I will not take help from ' +
    'anyone or anything not allowed by my teacher during this exam.',
} as const;

/**
 * Calls `then` once the snackbar just shown is dismissed (OK, or its time ran out): "the window
 * closes on dismissal". A later message replacing it counts as its dismissal too.
 */
export function whenSnackGone(queue: SnackbarQueue, then: () => void): () => void {
  const shown = queue.current()?.id;
  let done = false;
  const check = () => {
    if (done || queue.current()?.id === shown) return;
    done = true;
    unsubscribe();
    then();
  };
  const unsubscribe = queue.subscribe(check);
  check();
  return () => {
    done = true;
    unsubscribe();
  };
}
