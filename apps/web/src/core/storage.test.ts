import { describe, expect, it } from 'vitest';
import { createKeptData, type KeyValueStore, parseKept, STORAGE_KEYS } from './storage';

function memoryStore(): KeyValueStore & { size(): number } {
  const backend = new Map<string, string>();
  return {
    getItem: (k) => backend.get(k) ?? null,
    setItem: (k, v) => void backend.set(k, v),
    removeItem: (k) => void backend.delete(k),
    clear: () => backend.clear(),
    size: () => backend.size,
  };
}

describe('kept data (spec §3 browser-kept data)', () => {
  it('keeps values as JSON and reads them back', () => {
    const store = memoryStore();
    const kept = createKeptData(() => store);
    kept.write(STORAGE_KEYS.returnUrl, '/fees?tab=2');
    expect(store.getItem('returnUrl')).toBe('"/fees?tab=2"');
    expect(kept.read<string>(STORAGE_KEYS.returnUrl)).toBe('/fees?tab=2');
  });

  it('forgets a key written as undefined, or removed', () => {
    const store = memoryStore();
    const kept = createKeptData(() => store);
    kept.write(STORAGE_KEYS.returnUrl, '/fees');
    kept.write(STORAGE_KEYS.returnUrl, undefined);
    expect(kept.raw(STORAGE_KEYS.returnUrl)).toBeNull();
    kept.write(STORAGE_KEYS.returnUrl, '/fees');
    kept.remove(STORAGE_KEYS.returnUrl);
    expect(store.size()).toBe(0);
  });

  it('reads an unreadable or missing value as nothing', () => {
    expect(parseKept(null)).toBeUndefined();
    expect(parseKept('undefined')).toBeUndefined();
    expect(parseKept('{not json')).toBeUndefined();
  });

  it('behaves as an empty store when the browser refuses storage', () => {
    const refusing: KeyValueStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
      clear: () => {
        throw new Error('SecurityError');
      },
    };
    const kept = createKeptData(() => refusing);
    expect(() => kept.write(STORAGE_KEYS.returnUrl, '/fees')).not.toThrow();
    expect(kept.read(STORAGE_KEYS.returnUrl)).toBeUndefined();
    expect(() => kept.clear()).not.toThrow();
    expect(createKeptData(() => undefined).raw(STORAGE_KEYS.returnUrl)).toBeNull();
  });
});
