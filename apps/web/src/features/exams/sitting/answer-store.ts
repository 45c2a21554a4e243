import { type KeptData, kept, STORAGE_KEYS } from '../../../core/storage';
import { enqueueSave, type PendingSave } from './save-queue';

/**
 * What the browser keeps of an attempt (spec §3 "exam answer draft"), under one key of the kept
 * data: per attempt (taskSubmissionId) the drafts typed and not yet saved, the last version sent
 * per question, the saves waiting for the network, and the question the student was on. A reload
 * mid-exam finds all of it again; nothing here is trusted by the server.
 */
export type AttemptKept = {
  drafts: Record<string, string>;
  versions: Record<string, number>;
  queue: PendingSave[];
  position: number;
  touchedAt: number;
};
type ExamKept = Record<string, AttemptKept>;

/** Attempts kept at most (the oldest touched is forgotten first). */
export const KEPT_ATTEMPTS_MAX = 5;

const empty = (now: number): AttemptKept => ({
  drafts: {},
  versions: {},
  queue: [],
  position: 0,
  touchedAt: now,
});

function isAttemptKept(value: unknown): value is AttemptKept {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<AttemptKept>;
  return (
    typeof v.drafts === 'object' &&
    v.drafts !== null &&
    typeof v.versions === 'object' &&
    v.versions !== null &&
    Array.isArray(v.queue)
  );
}

/**
 * The next version of a question's answer: above the highest the store knows (the last this
 * browser sent, the one the server was last seen to hold), so every save is newer than anything
 * before it.
 */
export function nextVersion(known: number | undefined): number {
  return (known ?? 0) + 1;
}

export type AnswerStore = ReturnType<typeof createAnswerStore>;

export function createAnswerStore(
  attemptId: string,
  store: KeptData = kept,
  now: () => number = Date.now,
) {
  const readAll = (): ExamKept => {
    const all = store.read<unknown>(STORAGE_KEYS.examAnswerDraft);
    return all && typeof all === 'object' && !Array.isArray(all) ? (all as ExamKept) : {};
  };
  const read = (): AttemptKept => {
    const mine = readAll()[attemptId];
    return isAttemptKept(mine) ? { ...empty(now()), ...mine } : empty(now());
  };
  const write = (change: (a: AttemptKept) => AttemptKept) => {
    const all = readAll();
    const next = { ...change(read()), touchedAt: now() };
    const others = Object.entries(all)
      .filter(([id, a]) => id !== attemptId && isAttemptKept(a))
      .sort(([, a], [, b]) => b.touchedAt - a.touchedAt)
      .slice(0, KEPT_ATTEMPTS_MAX - 1);
    store.write(STORAGE_KEYS.examAnswerDraft, { ...Object.fromEntries(others), [attemptId]: next });
  };

  return {
    draft: (questionId: string): string | undefined => read().drafts[questionId],
    /** Every draft kept (question id → text), for the saves at Submit and at time up. */
    drafts: (): Record<string, string> => ({ ...read().drafts }),
    setDraft: (questionId: string, text: string) =>
      write((a) => ({ ...a, drafts: { ...a.drafts, [questionId]: text } })),
    clearDraft: (questionId: string) =>
      write((a) => {
        const { [questionId]: _gone, ...drafts } = a.drafts;
        return { ...a, drafts };
      }),
    queue: (): PendingSave[] => read().queue,
    setQueue: (queue: PendingSave[]) => write((a) => ({ ...a, queue })),
    position: (): number => read().position,
    setPosition: (position: number) => write((a) => ({ ...a, position })),
    /**
     * Queues a save of `answer` with the question's next version (above what this browser sent
     * and what the server was last seen to hold) and answers it; the draft stays until the
     * caller clears it.
     */
    queueSave(questionId: string, answer: string): PendingSave {
      const a = read();
      const save: PendingSave = {
        questionId,
        answer,
        version: nextVersion(a.versions[questionId]),
        madeAt: now(),
      };
      write((x) => ({
        ...x,
        versions: { ...x.versions, [questionId]: save.version },
        queue: enqueueSave(x.queue, save),
      }));
      return save;
    },
    /**
     * Takes note of a version: one the server holds (each time a question loads) or one sent
     * outside the queue (an answer with an image). The store is the one keeper of versions.
     */
    noteVersion: (questionId: string, version: number) =>
      write((a) => ({
        ...a,
        versions: { ...a.versions, [questionId]: Math.max(a.versions[questionId] ?? 0, version) },
      })),
    lastVersion: (questionId: string): number | undefined => read().versions[questionId],
    /** The attempt is over and submitted: nothing of it is needed any more. */
    forget: () => {
      const { [attemptId]: _gone, ...others } = readAll();
      store.write(STORAGE_KEYS.examAnswerDraft, others);
    },
  };
}
