import { CHAT_API, chatStatusInputSchema } from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../http/access.js';
import { sessionOf } from '../../http/caller.js';
import { underRest } from '../../http/rest-path.js';
import { changeChatStatus } from './service.js';

/** Chat calls under /rest/chat. Messages and presence come with the live channel. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    underRest(CHAT_API.status),
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
      const { account, profileId } = sessionOf(request);
      // The request's logger: a failure to announce it carries the request's trace id.
      return changeChatStatus(
        { ...app.ctx, log: request.log },
        { accountId: account.id, profileId },
        request.body.chatStatus,
      );
    },
  );
};
