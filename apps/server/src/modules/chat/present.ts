import type { ChatMessage } from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { chatGroups, chatPeople } from './member-queries.js';
import { type ChatMessageRow, statusesOf } from './message-queries.js';
import { shownLoginStatus } from './policy.js';

/** The chat's media route for a stored file (the route checks who may see it). */
export const mediaUrlOf = (fileId: string) => `/rest/chat/media/${fileId}`;

const fullName = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim();

/**
 * What `viewerId` may see of a message's statuses: all of them when it sent the message (its
 * status line, spec §2.4), else its own alone: the other recipients' profile ids are not its to
 * collect (security review 2, M3).
 */
export function statusesFor(message: ChatMessage, viewerId: string): ChatMessage {
  if (message.senderProfileDto.id === viewerId) return message;
  return { ...message, status: message.status.filter((s) => s.userProfileId === viewerId) };
}

/**
 * Messages as spec §3 "Chat message", as `viewerId` sees them: sender with its login and chat
 * status, recipient with name and image, status per recipient (statusesFor). A deleted message
 * shows nothing of what it said. Few queries for any number of messages.
 */
export async function presentMessages(
  ctx: Pick<AppContext, 'live'>,
  db: Queryable,
  rows: readonly ChatMessageRow[],
  viewerId: string,
): Promise<ChatMessage[]> {
  const all = await presentForAll(ctx, db, rows);
  return all.map((m) => statusesFor(m, viewerId));
}

/** Messages with every status: to be passed through statusesFor before anyone sees them. */
export async function presentForAll(
  ctx: Pick<AppContext, 'live'>,
  db: Queryable,
  rows: readonly ChatMessageRow[],
): Promise<ChatMessage[]> {
  if (rows.length === 0) return [];
  const profileIds = [
    ...new Set(
      rows.flatMap((r) => [
        r.senderProfileId,
        ...(r.recipientProfileId ? [r.recipientProfileId] : []),
      ]),
    ),
  ];
  const groupIds = [
    ...new Set(rows.flatMap((r) => (r.recipientGroupId ? [r.recipientGroupId] : []))),
  ];
  const [people, groupsById, statuses, online] = await Promise.all([
    chatPeople(db, profileIds).then((ps) => new Map(ps.map((p) => [p.id, p]))),
    chatGroups(db, groupIds).then((gs) => new Map(gs.map((g) => [g.id, g]))),
    statusesOf(
      db,
      rows.map((r) => r.id),
    ),
    ctx.live.connected(profileIds),
  ]);
  const statusOf = new Map<string, ChatMessage['status']>();
  for (const s of statuses) {
    const list = statusOf.get(s.messageId) ?? [];
    list.push({ userProfileId: s.recipientProfileId, status: s.status });
    statusOf.set(s.messageId, list);
  }
  return rows.map((row) => {
    const sender = people.get(row.senderProfileId);
    const chatStatus = sender?.chatStatus ?? 'OFFLINE';
    const recipientId = (row.recipientProfileId ?? row.recipientGroupId) as string;
    const person = row.recipientProfileId ? people.get(row.recipientProfileId) : undefined;
    const group = row.recipientGroupId ? groupsById.get(row.recipientGroupId) : undefined;
    const deleted = row.deletedAt !== null;
    return {
      id: row.id,
      content: deleted ? '' : row.content,
      mediaUrl: deleted || !row.mediaFileId ? null : mediaUrlOf(row.mediaFileId),
      status: statusOf.get(row.id) ?? [],
      senderProfileDto: {
        id: row.senderProfileId,
        firstName: sender?.firstName ?? '',
        lastName: sender?.lastName ?? '',
        photoLocation: sender?.photoLocation ?? null,
        loginStatus: shownLoginStatus(online.has(row.senderProfileId), chatStatus),
        chatStatus,
      },
      ownerType: row.ownerType,
      recipientId,
      recipientName: person ? fullName(person) : (group?.name ?? ''),
      recipientImage: person?.photoLocation ?? group?.imageLocation ?? null,
      createdAt: row.createdAt.toISOString(),
      deleted,
    };
  });
}
