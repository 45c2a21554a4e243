import { describe, expect, it } from 'vitest';
import { createKeptData, STORAGE_KEYS } from '../../../core/storage';
import { memoryStore } from '../../../core/test-store';
import { createAnswerStore, KEPT_ATTEMPTS_MAX, nextVersion } from './answer-store';

function setup(attemptId = 'attempt-1') {
  const backend = memoryStore();
  const data = createKeptData(() => backend);
  let clock = 1000;
  const store = createAnswerStore(attemptId, data, () => clock);
  return { backend, data, store, tick: () => (clock += 1) };
}

describe('answer versions', () => {
  it('start above the highest version known and rise per save', () => {
    expect(nextVersion(undefined)).toBe(1);
    expect(nextVersion(4)).toBe(5);
  });

  it("are kept once, in the store: the server's as loaded and this browser's as sent", () => {
    const { store } = setup();
    store.noteVersion('q1', 3); // the question loaded with the server's version 3
    expect(store.queueSave('q1', 'A').version).toBe(4);
    store.noteVersion('q1', 3); // loaded again: an older version never lowers what is known
    expect(store.queueSave('q1', 'B').version).toBe(5);
    store.noteVersion('q1', 9); // another browser of the student saved meanwhile
    expect(store.queueSave('q1', 'C').version).toBe(10);
    expect(store.lastVersion('q1')).toBe(10);
  });

  it('rise per save of a question and survive a reload', () => {
    const { data, store } = setup();
    store.noteVersion('q1', 3);
    expect(store.queueSave('q1', 'A').version).toBe(4);
    expect(store.queueSave('q1', 'B').version).toBe(5);
    expect(store.queueSave('q2', 'x').version).toBe(1);
    const reloaded = createAnswerStore('attempt-1', data);
    reloaded.noteVersion('q1', 3);
    expect(reloaded.queueSave('q1', 'C').version).toBe(6);
    expect(reloaded.queue().map((p) => `${p.questionId}@${p.version}`)).toEqual(['q2@1', 'q1@6']);
  });
});

describe('the kept drafts', () => {
  it('are kept per attempt and question and found after a reload', () => {
    const { data, store } = setup();
    store.setDraft('q1', 'half an answer');
    store.setPosition(3);
    const reloaded = createAnswerStore('attempt-1', data);
    expect(reloaded.draft('q1')).toBe('half an answer');
    expect(reloaded.position()).toBe(3);
    expect(createAnswerStore('attempt-2', data).draft('q1')).toBeUndefined();
  });

  it('are cleared one question at a time', () => {
    const { store } = setup();
    store.setDraft('q1', 'a');
    store.setDraft('q2', 'b');
    store.clearDraft('q1');
    expect(store.draft('q1')).toBeUndefined();
    expect(store.draft('q2')).toBe('b');
  });

  it('live under the spec key "exam answer draft"', () => {
    const { backend, store } = setup();
    store.setDraft('q1', 'a');
    expect(JSON.parse(backend.data.get(STORAGE_KEYS.examAnswerDraft) ?? '{}')).toHaveProperty(
      'attempt-1.drafts.q1',
      'a',
    );
  });

  it('keep at most a few attempts, forgetting the oldest', () => {
    const backend = memoryStore();
    const data = createKeptData(() => backend);
    let clock = 0;
    for (let i = 0; i < KEPT_ATTEMPTS_MAX + 2; i += 1) {
      clock += 1;
      createAnswerStore(`a${i}`, data, () => clock).setDraft('q', String(i));
    }
    const kept = JSON.parse(backend.data.get(STORAGE_KEYS.examAnswerDraft) ?? '{}');
    expect(Object.keys(kept)).toHaveLength(KEPT_ATTEMPTS_MAX);
    expect(kept).not.toHaveProperty('a0');
    expect(kept).toHaveProperty(`a${KEPT_ATTEMPTS_MAX + 1}`);
  });

  it('are forgotten with the attempt once it is submitted', () => {
    const { data, store } = setup();
    store.setDraft('q1', 'a');
    createAnswerStore('other', data).setDraft('q1', 'b');
    store.forget();
    expect(store.draft('q1')).toBeUndefined();
    expect(createAnswerStore('other', data).draft('q1')).toBe('b');
  });

  it('read a broken kept value as nothing', () => {
    const backend = memoryStore({ [STORAGE_KEYS.examAnswerDraft]: '{"attempt-1": 5}' });
    const store = createAnswerStore(
      'attempt-1',
      createKeptData(() => backend),
    );
    expect(store.draft('q1')).toBeUndefined();
    expect(store.queue()).toEqual([]);
    store.setDraft('q1', 'ok');
    expect(store.draft('q1')).toBe('ok');
  });
});
