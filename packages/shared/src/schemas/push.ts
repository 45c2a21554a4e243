import { z } from 'zod';
import { PUSH_TEXTS } from '../constants/push.js';

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
