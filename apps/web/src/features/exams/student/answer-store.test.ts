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
  it("start from the saved answer's version + 1 and rise per save", () => {
    expect(nextVersion(undefined, null)).toBe(1);
    expect(nextVersion(undefined, 4)).toBe(5);
    expect(nextVersion(5, 4)).toBe(6);
    expect(nextVersion(2, 7)).toBe(8);
  });

  it('rise per save of a question and survive a reload', () => {
    const { data, store } = setup();
    expect(store.queueSave('q1', 'A', 3).version).toBe(4);
    expect(store.queueSave('q1', 'B', 3).version).toBe(5);
    expect(store.queueSave('q2', 'x', null).version).toBe(1);
    const reloaded = createAnswerStore('attempt-1', data);
    expect(reloaded.queueSave('q1', 'C', 3).version).toBe(6);
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
