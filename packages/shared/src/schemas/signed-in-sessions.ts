import { z } from 'zod';

/** Security settings: the account's signed-in browsers (its sessions), and signing them out. */
export const SIGNED_IN_SESSIONS_API = {
  /** GET: the list; DELETE: sign out every other session. */
  list: '/rest/account/sessions',
  /** DELETE: sign out one other session. */
  one: (sessionId: string) => `/rest/account/sessions/${encodeURIComponent(sessionId)}`,
} as const;

export const SIGNED_IN_SESSION_MESSAGES = {
  notFound: 'This session has already ended.',
  current: 'This is the browser you are using. Use Sign Out to end this session.',
  ended: 'The session was signed out.',
  othersEnded: (count: number) =>
    count === 0
      ? 'There were no other sessions to sign out.'
      : `Signed out ${count} other session${count === 1 ? '' : 's'}.`,
} as const;

/** One signed-in browser; `id` names it (the session id itself never leaves the server). */
export const signedInSessionSchema = z.object({
  id: z.string(),
  /** A readable summary of the user agent: "Chrome on Android". */
  device: z.string(),
  ip: z.string().nullable(),
  /** ISO 8601, UTC. */
  signedInAt: z.string(),
  lastActiveAt: z.string(),
  /** The browser that asks. */
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof signedInSessionSchema>;

export const signedInSessionListSchema = z.object({ items: z.array(signedInSessionSchema) });
export type SignedInSessionList = z.infer<typeof signedInSessionListSchema>;

export const signedInSessionParamsSchema = z.object({
  sessionId: z.uuid({ error: SIGNED_IN_SESSION_MESSAGES.notFound }),
});

export const signedOutSessionsSchema = z.object({
  message: z.string(),
  count: z.number().int(),
});
