import { SNACKBAR_MS } from '@shala/shared';

export type SnackSeverity = 'warning' | 'success' | 'error' | 'info';
export type Snack = { id: number; message: string; severity: SnackSeverity; durationMs: number };
export type SnackInput = { message: string; severity?: SnackSeverity; durationMs?: number };

/**
 * Snackbars (spec §8): one at a time, in order; 5 s, warn style unless stated. The same message
 * twice in a row while it is showing is not queued again.
 */
export type SnackbarQueue = {
  show(input: SnackInput | string): void;
  current(): Snack | undefined;
  dismiss(id: number): void;
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
      const last = queue[queue.length - 1];
      if (last && last.message === message) return;
      queue = [...queue, { id: nextId++, message, severity, durationMs }];
      notify();
    },
    current: () => queue[0],
    dismiss(id) {
      const before = queue.length;
      queue = queue.filter((snack) => snack.id !== id);
      if (queue.length !== before) notify();
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
