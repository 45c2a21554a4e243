/**
 * The live channel's addresses, message types, timings and texts (spec §7, §8, §9): no schema
 * here, so the signed-in shell reads them without loading zod (its frames are in schemas/live).
 */

export const LIVE_PATH = '/ws';

export const CHAT_SEND_DESTINATION = '/app/chat';

export const userQueue = (userProfileId: string) => `/user/${userProfileId}/queue/messages`;

/** The profile id in a queue destination, or null when it is not one. */
export function profileOfQueue(destination: string): string | null {
  const match = /^\/user\/([0-9a-f-]{36})\/queue\/messages$/i.exec(destination);
  return match?.[1] ?? null;
}

export const LIVE_MESSAGE_TYPES = [
  'CHAT',
  'NOTIFICATION',
  'PERMISSION',
  'VERIFICATION',
  'ONLINE_STATUS',
  'AUTHENTICATION',
  'PAYMENT_RAZORPAY',
] as const;

/** Back-off of the browser's reconnects: doubling from the first to the last, with jitter. */
export const LIVE_RECONNECT_MS = { first: 1_000, max: 30_000 } as const;

/** The server pings every socket this often and closes one that did not answer the last. */
export const LIVE_HEARTBEAT_MS = 25_000;

/** Close codes the server uses (4000-4999 are the application's). */
export const LIVE_CLOSE = {
  /** The session ended (signed out here or elsewhere, expired): do not reconnect. */
  signedOut: 4001,
  /** The handshake had no valid session or a foreign Origin: do not reconnect. */
  refused: 4003,
  /** The server is shutting down: reconnect (to another process). */
  goingAway: 1001,
} as const;

export const LIVE_TEXTS = {
  badFrame: 'The frame could not be read.',
  notYourQueue: 'You can subscribe only to your own profiles’ queues.',
  notSubscribed: 'Subscribe to your queue first.',
  unknownDestination: 'Nothing answers at this destination.',
  slowDown: 'Too many messages at once. Please wait a moment.',
  failed: 'The message could not be handled. Please try again.',
  tooManySockets: 'Too many open windows of this account. Close one and reload.',
} as const;

/**
 * Sockets one account may hold open on a server process; the next handshake is refused with
 * 429 (the browser backs off and retries), so nobody's open windows are closed for it.
 */
export const LIVE_LIMITS = { socketsPerAccount: 10 } as const;

/** Spec §8 Account texts on a VERIFICATION message; §9 signs out this long after. */
export const VERIFICATION_TEXTS = {
  verified: 'Your Profile is Verified now. You will be logged out soon.',
  unverified: 'Your Profile is Unverified now. You will be logged out soon.',
} as const;

export const VERIFICATION_SIGN_OUT_MS = 3_000;

/** Spec §9: "New Notification: {title}" stays 55.5 s. */
export const NEW_NOTIFICATION_SNACKBAR_MS = 55_500;

export const newNotificationText = (title: string) => `New Notification: ${title}`;
