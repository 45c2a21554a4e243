import { z } from 'zod';

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

const subscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(1000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});

/** The registerkey body: `key` is JSON text of the subscription, checked to be one. */
export const registerPushKeySchema = z.strictObject({
  key: z
    .string({ error: PUSH_TEXTS.badKey })
    .max(2000, { error: PUSH_TEXTS.badKey })
    .transform((text, ctx) => {
      try {
        const parsed = subscriptionSchema.safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data;
      } catch {
        // not JSON: the same message as any other unreadable key
      }
      ctx.addIssue({ code: 'custom', message: PUSH_TEXTS.badKey });
      return z.NEVER;
    }),
});
export type PushSubscriptionKey = z.output<typeof registerPushKeySchema>['key'];

/** What a push carries (the service worker shows title and body; a click opens target). */
export type PushPayload = {
  title: string;
  body: string;
  target: string | null;
  groupId: string | null;
  featureId: string | null;
  featureAction: string | null;
};
