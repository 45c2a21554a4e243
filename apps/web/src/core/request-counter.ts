/**
 * Spec §4 "Spinner": busy from the moment the first request begins until the number of running
 * requests returns to zero. Escape force-ends it: requests that began before then no longer
 * count when they end.
 */
export type RequestCounter = {
  /** Counts one request; call the returned function when it ends (calling it twice is harmless). */
  begin(): () => void;
  forceEnd(): void;
  isBusy(): boolean;
  running(): number;
  subscribe(listener: () => void): () => void;
};

export function createRequestCounter(): RequestCounter {
  let count = 0;
  let generation = 0;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    begin() {
      const startedIn = generation;
      let ended = false;
      count += 1;
      if (count === 1) notify();
      return () => {
        if (ended) return;
        ended = true;
        if (startedIn !== generation) return;
        count -= 1;
        if (count === 0) notify();
      };
    },
    forceEnd() {
      generation += 1;
      const wasBusy = count > 0;
      count = 0;
      if (wasBusy) notify();
    },
    isBusy: () => count > 0,
    running: () => count,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The one counter every HTTP request of the app goes through. */
export const requestCounter = createRequestCounter();
