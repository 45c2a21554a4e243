import { chatStatusInputSchema } from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../http/access.js';
import { sessionOf } from '../../http/caller.js';
import { tellPartners } from './live.js';
import { changeChatStatus } from './service.js';

/** Chat calls under /rest/chat. Messages and presence come with the live channel. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.put(
    '/chat/status',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['chat'],
        summary: "Change the account's chat status (ONLINE or OFFLINE), shown in its user data",
        body: chatStatusInputSchema,
        response: { 200: chatStatusInputSchema },
      },
    },
    async (request) => {
      const answer = await changeChatStatus(
        db,
        sessionOf(request).account.id,
        request.body.chatStatus,
      );
      // Appearing offline (or back): the people it chats with see it at once.
      const profileId = sessionOf(request).profileId;
      if (profileId) {
        const connected = (await app.ctx.live.connected([profileId])).has(profileId);
        await tellPartners(app.ctx, profileId, connected).catch((err) =>
          request.log.error({ err }, 'chat status not announced'),
        );
      }
      return answer;
    },
  );
};
