import { CHAT_SEND_DESTINATION, type ChatLiveBody, type OnlineStatusBody } from '@shala/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { accounts, userProfiles } from '../../db/schema/index.js';
import type { ModuleLive } from '../module.js';
import { chatMembershipsOf } from './member-queries.js';
import { advanceStatuses, findMessage, partnersOf, receivedSince } from './message-queries.js';
import { shownLoginStatus, writableGroupIds } from './policy.js';
import { presentForAll, presentMessages, statusesFor } from './present.js';
import { tellSenders } from './read-service.js';
import { sendChatMessage } from './send-service.js';

const CATCH_UP_LIMIT = 200;

/** ONLINE_STATUS to the profile's chat partners: connected, and what it chose to show. */
export async function tellPartners(ctx: AppContext, profileId: string, connected: boolean) {
  const [account] = await ctx.db
    .select({ chatStatus: accounts.chatStatus })
    .from(userProfiles)
    .innerJoin(accounts, eq(accounts.id, userProfiles.accountId))
    .where(eq(userProfiles.id, profileId));
  const chatStatus = account?.chatStatus ?? 'OFFLINE';
  const partners = await partnersOf(ctx.db, profileId);
  if (partners.length === 0) return;
  const body: OnlineStatusBody = {
    userProfileId: profileId,
    loginStatus: shownLoginStatus(connected, chatStatus),
    chatStatus,
  };
  await ctx.live.publish({ messageType: 'ONLINE_STATUS', to: partners, ref: body });
}

/** The chat on the live channel: SEND to /app/chat, CHAT bodies, presence and catch-up. */
export const chatLive: ModuleLive = {
  destinations: {
    [CHAT_SEND_DESTINATION]: (ctx, sender, body) => sendChatMessage(ctx, sender, body),
  },
  expand: {
    CHAT: async (ctx, ref, profileIds) => {
      if (ref.kind === 'message' && typeof ref.messageId === 'string') {
        // Read and presented once; each recipient sees the statuses that are its to see.
        const row = await findMessage(ctx.db, ref.messageId);
        const [message] = row ? await presentForAll(ctx, ctx.db, [row]) : [];
        if (!message) return new Map();
        return new Map(
          profileIds.map((id) => [
            id,
            { kind: 'message', message: statusesFor(message, id) } satisfies ChatLiveBody,
          ]),
        );
      }
      const body = ref as ChatLiveBody;
      return new Map(profileIds.map((id) => [id, body]));
    },
  },
  presence: async (ctx, profileId, online) => {
    if (online) {
      const changed = await advanceStatuses(ctx.db, profileId, 'DELIVERED', ctx.clock.now());
      await tellSenders(ctx, profileId, 'DELIVERED', changed);
    }
    await tellPartners(ctx, profileId, online);
  },
  catchUp: async (ctx, profileId, since) => {
    const groupIds = writableGroupIds(await chatMembershipsOf(ctx.db, [profileId]));
    const rows = await receivedSince(ctx.db, profileId, since, CATCH_UP_LIMIT, groupIds);
    const messages = await presentMessages(ctx, ctx.db, rows, profileId);
    return messages.map((message) => ({
      messageType: 'CHAT' as const,
      body: { kind: 'message', message } satisfies ChatLiveBody,
      at: new Date(message.createdAt),
    }));
  },
};
