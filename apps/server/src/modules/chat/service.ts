import type { ChatStatus, ChatStatusInput } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { updateChatStatus } from '../people/index.js';
import { tellPartners } from './live.js';

/**
 * Spec §7 "change chat online status": the account's chosen status, answered in its user data
 * from then on. Appearing offline (or back) reaches the people it chats with at once
 * (ONLINE_STATUS); a failure to announce it is logged, the change stands.
 */
export async function changeChatStatus(
  ctx: AppContext,
  caller: { accountId: string; profileId: string | null },
  chatStatus: ChatStatus,
): Promise<ChatStatusInput> {
  await updateChatStatus(ctx.db, caller.accountId, chatStatus);
  const { profileId } = caller;
  if (profileId) {
    try {
      const connected = (await ctx.live.connected([profileId])).has(profileId);
      await tellPartners(ctx, profileId, connected);
    } catch (err) {
      ctx.log.error({ err }, 'chat status not announced');
    }
  }
  return { chatStatus };
}
