import { describe, expect, it } from 'vitest';
import { createKeptData } from '../../../core/storage';
import { memoryStore } from '../../../core/test-store';
import { createAnswerStore } from './answer-store';
import type { PendingSave, SendOutcome } from './save-queue';
import { createSaveSender, isRetryableStatus } from './save-sender';

function setup() {
  const backend = memoryStore();
  const data = createKeptData(() => backend);
  const store = createAnswerStore('attempt', data);
  let online = true;
  const server = new Map<string, PendingSave>();
  const sent: string[] = [];
  const refused: string[] = [];
  const pendingSeen: number[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const sender = createSaveSender({
    store,
    send: async (save): Promise<SendOutcome> => {
      if (!online) return { kind: 'offline' };
      sent.push(`${save.questionId}@${save.version}`);
      const kept = server.get(save.questionId);
      // The server keeps the higher version only.
      if (!kept || kept.version < save.version) server.set(save.questionId, save);
      return { kind: 'sent' };
    },
    onRefused: (m) => refused.push(m),
    onPending: (n) => pendingSeen.push(n),
    setTimer: (fn, ms) => {
      const t = { fn, ms };
      timers.push(t);
      return t;
    },
    clearTimer: (t) => {
      const i = timers.indexOf(t as (typeof timers)[number]);
      if (i >= 0) timers.splice(i, 1);
    },
  });
  return {
    store,
    data,
    sender,
    server,
    sent,
    refused,
    pendingSeen,
    timers,
    goOffline: () => {
      online = false;
    },
    goOnline: () => {
      online = true;
    },
  };
}

describe('the exam saves', () => {
  it('go out at once with rising versions', async () => {
    const h = setup();
    h.store.noteVersion('q1', 2);
    await h.sender.save('q1', 'A');
    await h.sender.save('q1', 'B');
    expect(h.sent).toEqual(['q1@3', 'q1@4']);
    expect(h.server.get('q1')?.answer).toBe('B');
    expect(h.sender.pending()).toBe(0);
  });

  it('wait while offline, are retried with back-off, and arrive in order', async () => {
    const h = setup();
    h.goOffline();
    await h.sender.save('q1', 'one');
    expect(h.timers.map((t) => t.ms)).toEqual([2000]);
    await h.sender.save('q2', 'two');
    await h.sender.save('q1', 'one, edited');
    expect(h.sender.pending()).toBe(2);
    expect(h.pendingSeen.at(-1)).toBe(2);
    // Still offline at the retry: the next wait is longer.
    const retry = h.timers.shift();
    retry?.fn();
    await h.sender.flush(true);
    expect(h.timers.at(-1)?.ms).toBeGreaterThan(2000);
    h.goOnline();
    await h.sender.flush();
    expect(h.sent).toEqual(['q2@1', 'q1@2']);
    expect(h.server.get('q1')?.answer).toBe('one, edited');
    expect(h.sender.pending()).toBe(0);
    expect(h.timers).toEqual([]);
  });

  it('survive a reload while offline', async () => {
    const h = setup();
    h.goOffline();
    await h.sender.save('q1', 'kept');
    h.sender.dispose();
    const reloaded = createAnswerStore('attempt', h.data);
    expect(reloaded.queue().map((p) => p.answer)).toEqual(['kept']);
  });

  it('report a refusal once per run and drop the refused saves', async () => {
    const backend = memoryStore();
    const data = createKeptData(() => backend);
    const store = createAnswerStore('attempt', data);
    const refused: string[] = [];
    const sender = createSaveSender({
      store,
      send: async () => ({ kind: 'refused', message: 'Exam is already over' }),
      onRefused: (m) => refused.push(m),
      onPending: () => {},
    });
    store.queueSave('q1', 'a');
    store.queueSave('q2', 'b');
    await sender.flush();
    expect(refused).toEqual(['Exam is already over']);
    expect(sender.pending()).toBe(0);
  });

  it('treat network, time-out and server trouble as worth a retry, not refusals', () => {
    expect([0, 408, 429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([400, 403, 404, 409, 413].some(isRetryableStatus)).toBe(false);
  });
});
