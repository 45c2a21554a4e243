import { describe, expect, it } from 'vitest';
import {
  enqueueSave,
  flushSaves,
  type PendingSave,
  pendingFor,
  pendingSavesText,
  RETRY_MAX_MS,
  retryDelayMs,
  type SendOutcome,
} from './save-queue';

const save = (questionId: string, version: number, answer = `${questionId}v${version}`) => ({
  questionId,
  version,
  answer,
  madeAt: version,
});

describe('the save queue', () => {
  it('keeps saves in the order they were made', () => {
    let q: PendingSave[] = [];
    q = enqueueSave(q, save('a', 1));
    q = enqueueSave(q, save('b', 1));
    q = enqueueSave(q, save('c', 1));
    expect(q.map((p) => p.questionId)).toEqual(['a', 'b', 'c']);
  });

  it('keeps only the newest save of a question, moved last', () => {
    let q: PendingSave[] = [save('a', 1), save('b', 1)];
    q = enqueueSave(q, save('a', 2));
    expect(q).toEqual([save('b', 1), save('a', 2)]);
    expect(pendingFor(q, 'a')?.version).toBe(2);
  });

  it('ignores a save older than one already waiting', () => {
    const q = enqueueSave([save('a', 3)], save('a', 2));
    expect(q).toEqual([save('a', 3)]);
  });

  it('backs off from 2 s, doubling, to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelayMs)).toEqual([
      2000,
      4000,
      8000,
      16_000,
      RETRY_MAX_MS,
      RETRY_MAX_MS,
      RETRY_MAX_MS,
    ]);
    expect(retryDelayMs(0)).toBe(2000);
  });

  it('says how many answers wait', () => {
    expect(pendingSavesText(1)).toBe(
      '1 answer not saved yet — it will be sent when you are back online',
    );
    expect(pendingSavesText(3)).toBe(
      '3 answers not saved yet — they will be sent when you are back online',
    );
  });
});

describe('sending the queue', () => {
  function harness(outcomes: Record<string, SendOutcome>, initial: PendingSave[]) {
    let queue = [...initial];
    const sent: string[] = [];
    const run = () =>
      flushSaves(
        () => queue,
        async (p) => {
          sent.push(`${p.questionId}@${p.version}`);
          return outcomes[p.questionId] ?? { kind: 'sent' };
        },
        (q) => {
          queue = q;
        },
      );
    return { run, sent, queue: () => queue, set: (q: PendingSave[]) => (queue = q) };
  }

  it('sends every save oldest first and empties the queue', async () => {
    const h = harness({}, [save('a', 1), save('b', 4), save('c', 2)]);
    const result = await h.run();
    expect(h.sent).toEqual(['a@1', 'b@4', 'c@2']);
    expect(result).toEqual({ queue: [], sent: 3, refusals: [], offline: false });
  });

  it('stops at the first network failure and keeps the rest in order', async () => {
    const h = harness({ b: { kind: 'offline' } }, [save('a', 1), save('b', 1), save('c', 1)]);
    const result = await h.run();
    expect(h.sent).toEqual(['a@1', 'b@1']);
    expect(result.offline).toBe(true);
    expect(result.queue).toEqual([save('b', 1), save('c', 1)]);
    expect(h.queue()).toEqual([save('b', 1), save('c', 1)]);
  });

  it('drops a refused save with its message and goes on', async () => {
    const h = harness({ a: { kind: 'refused', message: 'Exam is already over' } }, [
      save('a', 1),
      save('b', 1),
    ]);
    const result = await h.run();
    expect(result.refusals).toEqual(['Exam is already over']);
    expect(result.sent).toBe(1);
    expect(h.queue()).toEqual([]);
  });

  it('keeps a newer save made while an older one of the same question was in flight', async () => {
    let queue: PendingSave[] = [save('a', 1)];
    const result = await flushSaves(
      () => queue,
      async (p) => {
        if (p.version === 1) queue = enqueueSave(queue, save('a', 2));
        return { kind: 'offline' as const };
      },
      (q) => {
        queue = q;
      },
    );
    expect(result.queue).toEqual([save('a', 2)]);
  });

  it('sends a save made during the run in the same run', async () => {
    let queue: PendingSave[] = [save('a', 1)];
    const sent: string[] = [];
    await flushSaves(
      () => queue,
      async (p) => {
        sent.push(`${p.questionId}@${p.version}`);
        if (p.questionId === 'a') queue = enqueueSave(queue, save('b', 1));
        return { kind: 'sent' as const };
      },
      (q) => {
        queue = q;
      },
    );
    expect(sent).toEqual(['a@1', 'b@1']);
    expect(queue).toEqual([]);
  });
});
