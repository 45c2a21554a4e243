import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { shortcutsOf } from '../core/manifest';
import { ShortcutsContext } from '../core/shortcuts';
import { snackbars } from '../core/snackbar-queue';
import { pageTitle, titleOfMatches } from '../core/titles';
import { FEATURES } from '../features/manifests';
import { BusyOverlay } from '../public/ui/BusyOverlay';

// Snackbars load with the first message, so the pages do not wait for them (nor download them
// when nothing is said: the budget of scripts/budget.mjs).
const SnackbarHost = lazy(() =>
  import('./SnackbarHost').then((m) => ({ default: m.SnackbarHost })),
);

/** The dashboard's shortcuts, from every feature's manifest (the router's routes are too). */
const SHORTCUTS = shortcutsOf(FEATURES);

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
  // Which navigation the page shows, once its screen is on the page: the browser tests open a
  // screen in the running app (e2e/fixtures/ui.ts openInApp) and wait for this to change.
  const { key } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.shown = key;
  }, [key]);
  return (
    <ShortcutsContext.Provider value={SHORTCUTS}>
      <Outlet />
      <BusyOverlay />
      {hasSnack && (
        <Suspense fallback={null}>
          <SnackbarHost />
        </Suspense>
      )}
      <ScrollRestoration />
    </ShortcutsContext.Provider>
  );
}

export function HydrateFallback() {
  return null;
}
