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
} as const;
