import { SNACKBAR_MS } from '@shala/shared';

export type SnackSeverity = 'warning' | 'success' | 'error' | 'info';
export type Snack = {
  id: number;
  message: string;
  severity: SnackSeverity;
  durationMs: number;
  /** What OK does besides closing (the new version's Reload). */
  onOk?: () => void;
};
export type SnackInput = {
  message: string;
  severity?: SnackSeverity;
  durationMs?: number;
  onOk?: () => void;
};

/**
 * Snackbars (spec §8): 5 s, warn style unless stated. One shows at a time and a new message
 * takes the place of the one showing, so what the user just did is answered at once.
 */
export type SnackbarQueue = {
  show(input: SnackInput | string): void;
  current(): Snack | undefined;
  dismiss(id: number): void;
  /** Closes whatever shows (e.g. an old error once the user has succeeded). */
  clear(): void;
  subscribe(listener: () => void): () => void;
};

export function createSnackbarQueue(): SnackbarQueue {
  let queue: Snack[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    show(input) {
      const {
        message,
        severity = 'warning',
        durationMs = SNACKBAR_MS,
        onOk,
      } = typeof input === 'string' ? ({ message: input } as SnackInput) : input;
      if (!message) return;
      queue = [{ id: nextId++, message, severity, durationMs, ...(onOk ? { onOk } : {}) }];
      notify();
    },
    current: () => queue[0],
    dismiss(id) {
      const before = queue.length;
      queue = queue.filter((snack) => snack.id !== id);
      if (queue.length !== before) notify();
    },
    clear() {
      if (queue.length === 0) return;
      queue = [];
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's snackbars. */
export const snackbars = createSnackbarQueue();
export const showSnack = (input: SnackInput | string) => snackbars.show(input);

/** Where a message waits for the next page when the other web app shows it (a page load). */
export const DEFERRED_SNACK_KEY = 'deferredSnack';

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const sessionStore = (): SessionStore | undefined =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage;

/** Keeps a message for the page that loads next (e.g. the shell after signing in). */
export function deferSnack(
  input: SnackInput | string,
  store: SessionStore | undefined = sessionStore(),
): void {
  try {
    store?.setItem(DEFERRED_SNACK_KEY, JSON.stringify(input));
  } catch {
    // Storage blocked: the message is lost, the navigation still happens.
  }
}

/** Shows (once) the message a previous page kept with deferSnack. */
export function showDeferredSnack(
  queue: SnackbarQueue = snackbars,
  store: SessionStore | undefined = sessionStore(),
): void {
  try {
    const raw = store?.getItem(DEFERRED_SNACK_KEY);
    if (!raw) return;
    store?.removeItem(DEFERRED_SNACK_KEY);
    const input = JSON.parse(raw) as unknown;
    if (typeof input === 'string') queue.show(input);
    else if (input && typeof input === 'object' && 'message' in input) {
      queue.show(input as SnackInput);
    }
  } catch {
    // Nothing readable kept.
  }
}
