import { SERVICE_WORKER_STABLE_MS } from '@shala/shared';
import { useEffect } from 'react';

/**
 * §4: the service worker is registered only in production, once the app has been stable for
 * 10 s. What registers it (push.ts) loads then, not with the first screen.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const timer = window.setTimeout(() => {
      void import('./push').then((push) => push.startServiceWorker());
    }, SERVICE_WORKER_STABLE_MS);
    return () => window.clearTimeout(timer);
  }, []);
}
