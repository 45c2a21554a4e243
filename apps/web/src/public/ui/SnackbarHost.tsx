import { useEffect, useSyncExternalStore } from 'react';
import { snackbars } from '../../core/snackbar-queue';

/** Spec §8: snackbars at the top, 5 s unless stated, warn style unless stated, with OK. */
export function SnackbarHost() {
  const snack = useSyncExternalStore(snackbars.subscribe, snackbars.current, snackbars.current);
  useEffect(() => {
    if (!snack) return;
    const timer = window.setTimeout(() => snackbars.dismiss(snack.id), snack.durationMs);
    return () => window.clearTimeout(timer);
  }, [snack]);
  if (!snack) return null;
  return (
    <div className="sh-snackbar">
      <div key={snack.id} className={`sh-alert sh-alert--${snack.severity}`} role="alert">
        <span className="sh-alert__message">{snack.message}</span>
        <button type="button" className="sh-alert__ok" onClick={() => snackbars.dismiss(snack.id)}>
          OK
        </button>
      </div>
    </div>
  );
}
