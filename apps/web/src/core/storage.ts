/**
 * The browser-kept data of spec §3, in localStorage, behind one small module. Every key the app
 * keeps is listed here; values are JSON. A store that throws (private mode, storage full or
 * blocked) behaves as an empty one.
 */
export const STORAGE_KEYS = {
  isLoggedIn: 'isLoggedIn',
  userData: 'userData',
  returnUrl: 'returnUrl',
  reloadOnce: 'reloadOnce',
  cart: 'cart',
  sessions: 'sessions',
  permissions: 'permissions',
  groupMap: 'groupMap',
  chatSessions: 'chatSessions',
  examAnswerDraft: 'examAnswerDraft',
  /** When this browser last registered its push subscription (re-registered after 7 days). */
  pushRegisteredAt: 'pushRegisteredAt',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

export type KeptData = {
  /** The raw text under `key`, or null. */
  raw(key: StorageKey): string | null;
  read<T>(key: StorageKey): T | undefined;
  write(key: StorageKey, value: unknown): void;
  remove(key: StorageKey): void;
  /** Forgets everything this origin keeps in the store (spec §2.1: /auth opened signed out). */
  clear(): void;
};

/** A kept value from its stored text; undefined when there is none or it is unreadable. */
export function parseKept<T>(text: string | null): T | undefined {
  if (text === null || text === 'undefined') return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

export function createKeptData(backend: () => KeyValueStore | undefined): KeptData {
  const attempt = <T>(fn: (store: KeyValueStore) => T, fallback: T): T => {
    try {
      const store = backend();
      return store ? fn(store) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    raw: (key) => attempt((s) => s.getItem(key), null),
    read: <T>(key: StorageKey) => parseKept<T>(attempt((s) => s.getItem(key), null)),
    write: (key, value) =>
      attempt((s) => {
        if (value === undefined) s.removeItem(key);
        else s.setItem(key, JSON.stringify(value));
      }, undefined),
    remove: (key) => attempt((s) => s.removeItem(key), undefined),
    clear: () => attempt((s) => s.clear(), undefined),
  };
}

/** The app's kept data, in this browser's localStorage. */
export const kept: KeptData = createKeptData(() =>
  typeof localStorage === 'undefined' ? undefined : localStorage,
);
