import type { AnswerStore } from './answer-store';
import {
  type FlushResult,
  flushSaves,
  type PendingSave,
  retryDelayMs,
  type SendOutcome,
} from './save-queue';

/** Statuses worth another try: the network, a time-out, a busy or restarting server. */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

export type SaveSenderDeps = {
  store: AnswerStore;
  /** One save to the server; `background` for the retries nobody waits for. */
  send: (save: PendingSave, background: boolean) => Promise<SendOutcome>;
  /** The server refused a save (its message, for the error bar). */
  onRefused: (message: string) => void;
  /** How many saves wait now (after every change). */
  onPending: (count: number) => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

export type SaveSender = {
  /** Queues the answer with its next version, then sends everything waiting, in order. */
  save(questionId: string, answer: string): Promise<FlushResult>;
  /** Sends what waits (the online event, Submit, time up). */
  flush(background?: boolean): Promise<FlushResult>;
  pending(): number;
  /** Stops the retries (the window closes). */
  dispose(): void;
};

/**
 * The exam window's saves: every save goes through the kept queue, so a save the network lost
 * is sent again, in order, after a reload too. Passes run one after another; after a network
 * failure the next pass is tried with back-off (2 s, 4 s … 30 s) until the queue is empty.
 */
export function createSaveSender(deps: SaveSenderDeps): SaveSender {
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  let chain: Promise<unknown> = Promise.resolve();
  let failures = 0;
  let timer: unknown = null;
  let disposed = false;

  const report = () => deps.onPending(deps.store.queue().length);

  const pass = async (background: boolean): Promise<FlushResult> => {
    const result = await flushSaves(
      () => deps.store.queue(),
      (save) => deps.send(save, background),
      (queue) => {
        deps.store.setQueue(queue);
        report();
      },
    );
    // One bar for a run of refusals (after the end every waiting save is refused alike).
    const first = result.refusals[0];
    if (first) deps.onRefused(first);
    if (result.offline) {
      failures += 1;
      schedule();
    } else {
      failures = 0;
    }
    report();
    return result;
  };

  const schedule = () => {
    if (disposed || timer !== null) return;
    timer = setTimer(() => {
      timer = null;
      if (!disposed) void flush(true);
    }, retryDelayMs(failures));
  };

  const flush = (background = false): Promise<FlushResult> => {
    if (timer !== null) {
      clearTimer(timer);
      timer = null;
    }
    const next = chain.then(() => pass(background));
    chain = next.catch(() => undefined);
    return next;
  };

  return {
    save(questionId, answer) {
      deps.store.queueSave(questionId, answer);
      report();
      return flush(false);
    },
    flush,
    pending: () => deps.store.queue().length,
    dispose() {
      disposed = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
  };
}
