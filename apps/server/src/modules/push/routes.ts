import {
  PUSH_API,
  PUSH_REGISTRATIONS_PER_HOUR,
  PUSH_SUBSCRIPTIONS_PER_PROFILE,
  registerPushKeySchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN } from '../../http/access.js';
import { callerOf } from '../../http/caller.js';
import { bySignedInAccount, type LimitRule, rateLimited } from '../../http/rate-limit.js';
import { underRest } from '../../http/rest-path.js';
import { saveSubscription } from './subscription-queries.js';
import { vapidKeys } from './vapid.js';

/** registerkey per signed-in account (review 2, M1): a browser registers once a week. */
const REGISTER_LIMITS: LimitRule[] = [
  {
    name: 'push-register:account',
    max: PUSH_REGISTRATIONS_PER_HOUR,
    windowMinutes: 60,
    key: bySignedInAccount,
  },
];

/** Spec §7 `POST rest/fcm/registerkey` (`key`), and the public key browsers subscribe with. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['push'];

  app.get(
    underRest(PUSH_API.vapidKey),
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The platform's public VAPID key (base64url), for PushManager.subscribe",
        response: { 200: z.object({ publicKey: z.string() }) },
      },
    },
    async () => ({ publicKey: (await vapidKeys(ctx)).publicKey }),
  );

  app.post(
    underRest(PUSH_API.registerKey),
    {
      config: { access: SIGNED_IN },
      preHandler: rateLimited(app, REGISTER_LIMITS),
      schema: {
        tags,
        summary:
          "Keep this browser's push subscription for the acting profile, until this session ends (key: the PushSubscription as JSON, of a known push service); renewed every 7 days; at most 10 per profile, the oldest dropped",
        body: registerPushKeySchema,
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const { key } = request.body;
      await saveSubscription(
        ctx.db,
        {
          profileId: caller.profileId,
          sessionIdHash: caller.sessionIdHash,
          endpoint: key.endpoint,
          p256dh: key.keys.p256dh,
          auth: key.keys.auth,
          at: ctx.clock.now(),
        },
        PUSH_SUBSCRIPTIONS_PER_PROFILE,
      );
      return reply.status(204).send();
    },
  );
};
