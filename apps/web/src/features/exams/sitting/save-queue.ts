/**
 * The answers waiting to reach the server (issue 10: offline saves). Each entry is one save of
 * one exam question's answer with its version; they leave in the order they were made. A newer
 * save of the same question replaces an older one still waiting (the server would keep only the
 * higher version anyway), so the queue holds at most one entry per question.
 */
export type PendingSave = {
  /** The exam question's id (the answer's questionId). */
  questionId: string;
  answer: string;
  version: number;
  /** When the student made it (ms), for the order and the display. */
  madeAt: number;
};

/** The queue after a new save: any older entry of its question dropped, the new one last. */
export function enqueueSave(queue: readonly PendingSave[], save: PendingSave): PendingSave[] {
  const kept = queue.filter((p) => p.questionId !== save.questionId || p.version > save.version);
  // A stale save (older than one already waiting) changes nothing.
  if (kept.some((p) => p.questionId === save.questionId)) return [...queue];
  return [...kept, save];
}

/** The newest waiting save of one question, if any (what the question view shows). */
export function pendingFor(
  queue: readonly PendingSave[],
  questionId: string,
): PendingSave | undefined {
  return queue.find((p) => p.questionId === questionId);
}

/** Removes one sent entry (its question and version), leaving any newer save of it. */
export function withoutSent(queue: readonly PendingSave[], sent: PendingSave): PendingSave[] {
  return queue.filter((p) => !(p.questionId === sent.questionId && p.version === sent.version));
}

/** First retry after 2 s, doubling, at most every 30 s. */
export const RETRY_FIRST_MS = 2000;
export const RETRY_MAX_MS = 30_000;

/** How long to wait before the next try after `failures` failed ones in a row (1, 2 …). */
export function retryDelayMs(failures: number): number {
  const n = Math.max(1, failures);
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (n - 1));
}

/** How a save ended: sent (kept or not, the server answered), lost to the network, or refused. */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'offline' }
  | { kind: 'refused'; message: string };

export type FlushResult = {
  /** What still waits (everything from the first offline failure on). */
  queue: PendingSave[];
  sent: number;
  /** The server's refusals (each removed from the queue: sending again cannot help). */
  refusals: string[];
  /** Stopped because the network failed. */
  offline: boolean;
};

/**
 * Sends the waiting saves one after another, oldest first. A network failure stops the run and
 * keeps that entry and all after it, in order, for the next try; a refusal (4xx) drops that
 * entry and goes on. `current` is read before each send, so saves made meanwhile are not lost.
 */
export async function flushSaves(
  current: () => readonly PendingSave[],
  send: (save: PendingSave) => Promise<SendOutcome>,
  update: (queue: PendingSave[]) => void,
): Promise<FlushResult> {
  let sent = 0;
  const refusals: string[] = [];
  const tried = new Set<string>();
  for (;;) {
    const next = current().find((p) => !tried.has(`${p.questionId}@${p.version}`));
    if (!next) break;
    tried.add(`${next.questionId}@${next.version}`);
    const outcome = await send(next);
    if (outcome.kind === 'offline') return { queue: [...current()], sent, refusals, offline: true };
    if (outcome.kind === 'sent') sent += 1;
    else refusals.push(outcome.message);
    update(withoutSent(current(), next));
  }
  return { queue: [...current()], sent, refusals, offline: false };
}

/** The notice while saving is behind. */
export function pendingSavesText(count: number): string {
  return count === 1
    ? '1 answer not saved yet — it will be sent when you are back online'
    : `${count} answers not saved yet — they will be sent when you are back online`;
}
