import { z } from 'zod';
import { isKnownPushEndpoint, PUSH_TEXTS } from '../constants/push.js';

const subscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(1000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});

/**
 * The registerkey body: `key` is JSON text of the subscription, checked to be one, whose
 * endpoint is a known browser push service (review 2, M1: no other host is ever POSTed to).
 */
export const registerPushKeySchema = z.strictObject({
  key: z
    .string({ error: PUSH_TEXTS.badKey })
    .max(2000, { error: PUSH_TEXTS.badKey })
    .transform((text, ctx) => {
      try {
        const parsed = subscriptionSchema.safeParse(JSON.parse(text));
        if (parsed.success) {
          if (isKnownPushEndpoint(parsed.data.endpoint)) return parsed.data;
          ctx.addIssue({ code: 'custom', message: PUSH_TEXTS.unknownService });
          return z.NEVER;
        }
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
