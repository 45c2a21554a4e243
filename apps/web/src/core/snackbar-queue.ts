import { SNACKBAR_MS } from '@shala/shared';

export type SnackSeverity = 'warning' | 'success' | 'error' | 'info';
export type Snack = { id: number; message: string; severity: SnackSeverity; durationMs: number };
export type SnackInput = { message: string; severity?: SnackSeverity; durationMs?: number };

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
      } = typeof input === 'string' ? { message: input } : input;
      if (!message) return;
      queue = [{ id: nextId++, message, severity, durationMs }];
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
