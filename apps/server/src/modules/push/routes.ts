import { PUSH_API, registerPushKeySchema } from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN } from '../../http/access.js';
import { callerOf } from '../../http/caller.js';
import { underRest } from '../../http/rest-path.js';
import { saveSubscription } from './subscription-queries.js';
import { vapidKeys } from './vapid.js';

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
      schema: {
        tags,
        summary:
          "Keep this browser's push subscription for the acting profile (key: the PushSubscription as JSON); renewed every 7 days",
        body: registerPushKeySchema,
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const { key } = request.body;
      await saveSubscription(ctx.db, {
        profileId: caller.profileId,
        endpoint: key.endpoint,
        p256dh: key.keys.p256dh,
        auth: key.keys.auth,
        at: ctx.clock.now(),
      });
      return reply.status(204).send();
    },
  );
};
