/** Web Push's calls, timings and texts (spec §4, §7, §8); the registerkey body is schemas/push. */

/**
 * Web Push (spec §7 `POST rest/fcm/registerkey` with `key`, §8 platform texts, §4 service
 * worker). `key` is the browser's PushSubscription as JSON text (endpoint and keys); the server
 * sends with its VAPID keys, made at first start and kept in the database.
 */
export const PUSH_API = {
  /** POST { key }: store this browser's subscription for the acting profile; answers 204. */
  registerKey: '/rest/fcm/registerkey',
  /** GET: { publicKey } (VAPID, base64url) for PushManager.subscribe. */
  vapidKey: '/rest/fcm/vapid-key',
} as const;

/** The browser registers its subscription again after this many days. */
export const PUSH_REREGISTER_DAYS = 7;

/** §4: the service worker is registered after the app has been stable this long. */
export const SERVICE_WORKER_STABLE_MS = 10_000;

export const PUSH_TEXTS = {
  unsupported: 'Your browser does not support notifications.',
  newVersion: 'A new version of the application is available! Reload!',
  badKey: 'The push subscription could not be read.',
  unknownService: "Notifications can only be sent through a browser's own push service.",
} as const;

/** At most this many browsers per profile get its pushes; an 11th registration drops the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_PROFILE = 10;
/** registerkey calls per signed-in account per hour (a browser registers once a week). */
export const PUSH_REGISTRATIONS_PER_HOUR = 20;

/**
 * The Web Push services of the browsers in use (security review 2, M1): Chrome, Edge on Android,
 * Opera and Samsung Internet use FCM; Firefox Mozilla's autopush; Edge on Windows WNS; Safari
 * Apple's. A leading `*.` is any subdomain (not the bare name).
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
] as const;

/**
 * Whether a subscription's endpoint is one a browser's push service gave: https on port 443, no
 * user name or password, and a host of PUSH_SERVICE_HOSTS.
 */
export function isKnownPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  const host = url.hostname;
  return PUSH_SERVICE_HOSTS.some((known) => hostMatches(host, known));
}

function hostMatches(host: string, known: string): boolean {
  if (!known.startsWith('*.')) return host === known;
  const suffix = known.slice(1);
  const subdomain = host.slice(0, -suffix.length);
  return host.endsWith(suffix) && /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(subdomain);
}
