import { CHAT_TEXTS, type ChatOwnerType } from '@shala/shared';
import type { Queryable } from '../../db/client.js';
import { forbidden } from '../../lib/errors.js';
import { chatMembershipsOf, findGroup, groupAudience, guardianPairs } from './member-queries.js';
import { conversationOf } from './message-queries.js';
import { chatInstitute, mayWriteToGroup, pastWindows } from './policy.js';

/** A chat the caller may take part in: where its messages are kept and who hears them. */
export type ChatPlace = {
  ownerType: ChatOwnerType;
  recipientId: string;
  instituteId: string;
  conversation: string;
  /** Everyone who receives its messages, the caller excepted. */
  audience: string[];
  /**
   * What the caller may read of it: everything (null), or the messages within these spans (a
   * class chat it was in during another session, read-only: its audience is then empty).
   */
  readable: Array<{ from: Date; until: Date }> | null;
};

/**
 * The chat between the caller and a person or group, when the rules allow it (policy.ts);
 * otherwise 403 with the same words whether the other exists or not, so nothing leaks. `read`
 * also opens, read-only, a class chat the caller was in during another session.
 */
export async function chatPlace(
  db: Queryable,
  profileId: string,
  target: { ownerType: ChatOwnerType; recipientId: string },
  mode: 'write' | 'read' = 'write',
): Promise<ChatPlace> {
  const refuse = () => forbidden(CHAT_TEXTS.notAllowed);
  if (target.ownerType === 'GROUP') {
    const [group, mine] = await Promise.all([
      findGroup(db, target.recipientId),
      chatMembershipsOf(db, [profileId]),
    ]);
    if (!group) throw refuse();
    const conversation = conversationOf('GROUP', profileId, group.id);
    if (!mayWriteToGroup(mine, group)) {
      const readable = mode === 'read' ? pastWindows(mine, group) : [];
      if (readable.length === 0) throw refuse();
      return { ...target, instituteId: group.instituteId, conversation, audience: [], readable };
    }
    const audience = (await groupAudience(db, group)).filter((id) => id !== profileId);
    return { ...target, instituteId: group.instituteId, conversation, audience, readable: null };
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
    readable: null,
  };
}
