import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { snackbars } from '../core/snackbar-queue';
import { pageTitle, titleOfMatches } from '../core/titles';
import { BusyOverlay } from '../public/ui/BusyOverlay';

// Snackbars load with the first message, so the pages do not wait for them.
const loadSnackbarHost = () => import('./SnackbarHost');
const SnackbarHost = lazy(() => loadSnackbarHost().then((m) => ({ default: m.SnackbarHost })));

/** The frame of every page: title, busy overlay, snackbars, scroll restoration. */
export function RootLayout() {
  const matches = useMatches();
  const title = titleOfMatches(matches);
  const hasSnack = useSyncExternalStore(
    snackbars.subscribe,
    () => snackbars.current() !== undefined,
    () => false,
  );
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1500));
    idle(() => void loadSnackbarHost());
  }, []);
  return (
    <>
      <Outlet />
      <BusyOverlay />
      {hasSnack && (
        <Suspense fallback={null}>
          <SnackbarHost />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}

export function HydrateFallback() {
  return null;
}
