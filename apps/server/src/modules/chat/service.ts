import type { ChatStatus, ChatStatusInput } from '@shala/shared';
import type { Db } from '../../db/client.js';
import { updateChatStatus } from '../people/index.js';

/**
 * Spec §7 "change chat online status": the account's chosen status, answered in its user data
 * from then on. Telling the people it chats with waits for the live channel (ONLINE_STATUS).
 */
export async function changeChatStatus(
  db: Db,
  accountId: string,
  chatStatus: ChatStatus,
): Promise<ChatStatusInput> {
  await updateChatStatus(db, accountId, chatStatus);
  return { chatStatus };
}
