import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { snackbars } from '../core/snackbar-queue';
import { pageTitle, titleOfMatches } from '../core/titles';
import { BusyOverlay } from '../public/ui/BusyOverlay';

// Snackbars load with the first message, so the pages do not wait for them (nor download them
// when nothing is said: the budget of scripts/budget.mjs).
const SnackbarHost = lazy(() =>
  import('./SnackbarHost').then((m) => ({ default: m.SnackbarHost })),
);

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
