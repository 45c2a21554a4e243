import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Shown when a screen fails to load (most often: a new release replaced the files this tab was
 * about to load). Plain elements only, so it works even when the UI library did not load.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <main style={{ maxWidth: 560, margin: '64px auto', padding: 16, fontFamily: 'system-ui' }}>
      <h1 style={{ fontSize: 24 }}>Something went wrong</h1>
      <p>
        This page could not be shown{detail ? ` (${detail})` : ''}. A new version of Shala may have
        been released.
      </p>
      <p style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <button
          type="button"
          onClick={() => window.location.reload()}
          style={{ minHeight: 40, padding: '0 16px', fontSize: 16 }}
        >
          Reload
        </button>
        <a href="/" style={{ lineHeight: '40px' }}>
          Go to home
        </a>
      </p>
    </main>
  );
}
