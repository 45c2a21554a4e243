import { useCallback, useState } from 'react';
import { errorMessage } from './http';

/**
 * A dialog's or panel's request with the failure shown beside it: `attempt(run)` clears the
 * failure, awaits `run` and, when it throws, keeps `errorMessage(error)` for the form to show
 * (the form stays open, with what was typed). The dialogs wrote this clear-try-catch out each
 * time; here it is once. `attempt` never throws, so code after it (a busy flag set back) runs
 * as it would in a `finally`. `setFailure` is there for a check that fails before any call.
 */
export function useAttempt() {
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useCallback(async (run: () => Promise<unknown>): Promise<void> => {
    setFailure(null);
    try {
      await run();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }, []);
  return { failure, setFailure, attempt };
}
