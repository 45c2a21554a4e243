// The simulated browsers as the web app has them once signed in: the session cookie and the
// spec §7 headers it read at sign-in (GET /rest/auth/me, then the institute's sessions; see
// bench/auth/browser.ts), and the signed-in calls it makes while it stays open.

import { browserHeaders } from '../auth/browser.js';
import type { AccountKind, BrowserSession } from './sessions.js';

export type SimulatedBrowser = {
  kind: AccountKind;
  /** cookie, traceId (replaced per request) and the selected profile, institute, class, session. */
  headers: Record<string, string>;
};

/** The calls an open browser makes, by name (apps/web: permissions/store.ts, DashboardPage). */
export const CALLS = {
  'permission/user': '/rest/permission/user',
  'permission/groups': '/rest/permission/groups',
  dashboard: '/rest/dashboard',
  'invitations/mine': '/rest/invitations/mine',
} as const;
export type CallName = keyof typeof CALLS;
export const CALL_NAMES = Object.keys(CALLS) as CallName[];

/** How many accounts read their headers at once (a handful: this is set-up, not load). */
const PARALLEL = 8;

/**
 * Every browser with its headers. The selected headers depend on the account only (its default
 * profile, institute, class and the active session), so they are read once per account, with the
 * cookie of its first browser, and shared by the account's other browsers, each with its own
 * cookie.
 */
export async function withHeaders(
  origin: string,
  sessions: BrowserSession[],
): Promise<SimulatedBrowser[]> {
  const firstOf = new Map<string, BrowserSession>();
  for (const s of sessions) if (!firstOf.has(s.accountId)) firstOf.set(s.accountId, s);
  const byAccount = new Map<string, Record<string, string>>();
  const queue = [...firstOf.values()];
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let s = queue.shift(); s; s = queue.shift()) {
        byAccount.set(s.accountId, await browserHeaders(origin, s.cookie));
      }
    }),
  );
  return sessions.map((s) => ({
    kind: s.kind,
    headers: { ...(byAccount.get(s.accountId) as Record<string, string>), cookie: s.cookie },
  }));
}

/**
 * Sends every call once as the first browser of each kind (staff, parent, student) and fails when
 * one is not answered 200, so that the load measures the real answers and not 401s or 403s.
 */
export async function checkCalls(origin: string, browsers: SimulatedBrowser[]): Promise<void> {
  const kinds = new Map<AccountKind, SimulatedBrowser>();
  for (const b of browsers) if (!kinds.has(b.kind)) kinds.set(b.kind, b);
  for (const [kind, browser] of kinds) {
    for (const name of CALL_NAMES) {
      const response = await fetch(`${origin}${CALLS[name]}`, {
        headers: browser.headers,
        signal: AbortSignal.timeout(30_000),
      });
      if (response.status !== 200) {
        throw new Error(
          `${name} as a ${kind} answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
        );
      }
      await response.arrayBuffer();
    }
  }
}
