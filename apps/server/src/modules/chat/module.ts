import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerModule } from '../module.js';
import { chatLive } from './live.js';
import { chatMessageRoutes } from './message-routes.js';
import { chatRoutes } from './routes.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(chatRoutes);
  await app.register(chatMessageRoutes);
};

/**
 * Chat (spec §2.4, §3, §4, §5): one-to-one and group messages between people the rules allow
 * (policy.ts), their statuses per recipient, images, the chat list and search, presence and the
 * chat status, over REST and the live channel.
 */
export const chatModule: ServerModule = { name: 'chat', routes, live: chatLive };
