import { CHAT_TEXTS, type ChatOwnerType } from '@shala/shared';
import type { Queryable } from '../../db/client.js';
import { forbidden } from '../../lib/errors.js';
import { chatMembershipsOf, findGroup, groupAudience, guardianPairs } from './member-queries.js';
import { conversationOf } from './message-queries.js';
import { chatInstitute, mayWriteToGroup } from './policy.js';

/** A chat the caller may take part in: where its messages are kept and who hears them. */
export type ChatPlace = {
  ownerType: ChatOwnerType;
  recipientId: string;
  instituteId: string;
  conversation: string;
  /** Everyone who receives its messages, the caller excepted. */
  audience: string[];
};

/**
 * The chat between the caller and a person or group, when the rules allow it (policy.ts);
 * otherwise 403 with the same words whether the other exists or not, so nothing leaks.
 */
export async function chatPlace(
  db: Queryable,
  profileId: string,
  target: { ownerType: ChatOwnerType; recipientId: string },
): Promise<ChatPlace> {
  const refuse = () => forbidden(CHAT_TEXTS.notAllowed);
  if (target.ownerType === 'GROUP') {
    const [group, mine] = await Promise.all([
      findGroup(db, target.recipientId),
      chatMembershipsOf(db, [profileId]),
    ]);
    if (!group || !mayWriteToGroup(mine, group)) throw refuse();
    const audience = (await groupAudience(db, group)).filter((id) => id !== profileId);
    return {
      ...target,
      instituteId: group.instituteId,
      conversation: conversationOf('GROUP', profileId, group.id),
      audience,
    };
  }
  if (target.recipientId === profileId) throw refuse();
  const both = [profileId, target.recipientId];
  const [all, pairs] = await Promise.all([chatMembershipsOf(db, both), guardianPairs(db, both)]);
  const instituteId = chatInstitute(
    all.filter((m) => m.profileId === profileId),
    all.filter((m) => m.profileId === target.recipientId),
    (parent, child) => pairs.has(`${parent}:${child}`),
  );
  if (!instituteId) throw refuse();
  return {
    ...target,
    instituteId,
    conversation: conversationOf('USER', profileId, target.recipientId),
    audience: [target.recipientId],
  };
}
