import type { AnswerStore } from './answer-store';
import type { SaveSender } from './save-sender';

/**
 * The running exam as the window's views see it (use-exam-run.ts makes it). A type of its own,
 * so that the question query, which the run also uses, does not import the run.
 */
export type ExamRun = {
  store: AnswerStore;
  sender: SaveSender;
  /** Saves waiting for the network. */
  pending: number;
  /** The server's time now (ms), ticking every second until the end. */
  nowMs: number;
  endMs: number;
  finishing: 'submit' | 'timeUp' | null;
  /** Saves one answer now (Next, a review's save): queued, draft cleared, sent in order. */
  saveAnswerNow(questionId: string, text: string): Promise<void>;
  /** Submit Exam (spec §4): before the end; at or after it, the time-up path. */
  submit(): Promise<void>;
};
