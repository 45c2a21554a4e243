import { and, desc, eq, exists, gt, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { chatMessageStatuses, chatMessages } from '../../db/schema/index.js';

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatStatusRow = typeof chatMessageStatuses.$inferSelect;

/** The chat a message belongs to: one key per pair of people, one per group. */
export function conversationOf(
  ownerType: 'USER' | 'GROUP',
  senderId: string,
  recipientId: string,
): string {
  if (ownerType === 'GROUP') return `g:${recipientId}`;
  const [a, b] = [senderId, recipientId].sort();
  return `u:${a}:${b}`;
}

export async function insertMessage(db: Queryable, row: typeof chatMessages.$inferInsert) {
  const [inserted] = await db.insert(chatMessages).values(row).returning();
  if (!inserted) throw new Error('chat message not written');
  return inserted;
}

export async function insertStatuses(db: Queryable, rows: ChatStatusRow[]) {
  if (rows.length > 0) await db.insert(chatMessageStatuses).values(rows);
}

/**
 * A page of a chat, newest first: page `index` of `size`, and one more to tell if older exist;
 * only the messages within `readable` when given (access.ts).
 */
export async function pageOfConversation(
  db: Queryable,
  conversation: string,
  index: number,
  size: number,
  readable: ReadonlyArray<{ from: Date; until: Date }> | null = null,
) {
  const within = readable
    ? or(
        ...readable.map((w) =>
          and(gte(chatMessages.createdAt, w.from), lt(chatMessages.createdAt, w.until)),
        ),
      )
    : undefined;
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversation, conversation), within))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(size + 1)
    .offset(index * size);
}

export async function statusesOf(db: Queryable, messageIds: string[]) {
  if (messageIds.length === 0) return [];
  return db
    .select()
    .from(chatMessageStatuses)
    .where(inArray(chatMessageStatuses.messageId, messageIds));
}

export async function findMessage(db: Queryable, id: string) {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row;
}

/**
 * Deletes the sender's own message: the statement itself keeps to its sender (the caller) and
 * its institute, so a right id with anyone else changes nothing.
 */
export async function markDeleted(
  db: Queryable,
  owner: { instituteId: string; senderProfileId: string },
  id: string,
  at: Date,
) {
  await db
    .update(chatMessages)
    .set({ deletedAt: at })
    .where(
      and(
        eq(chatMessages.instituteId, owner.instituteId),
        eq(chatMessages.senderProfileId, owner.senderProfileId),
        eq(chatMessages.id, id),
        isNull(chatMessages.deletedAt),
      ),
    );
}

/**
 * Moves the profile's statuses forward (SENT to DELIVERED, or anything to SEEN) in one chat or
 * in all; answers the messages changed with their senders.
 */
export async function advanceStatuses(
  db: Queryable,
  profileId: string,
  to: 'DELIVERED' | 'SEEN',
  at: Date,
  conversation?: string,
) {
  const from = to === 'DELIVERED' ? ['SENT'] : ['SENT', 'DELIVERED'];
  const rows = await db
    .update(chatMessageStatuses)
    .set({ status: to, updatedAt: at })
    .where(
      and(
        eq(chatMessageStatuses.recipientProfileId, profileId),
        inArray(chatMessageStatuses.status, from as ('SENT' | 'DELIVERED')[]),
        conversation
          ? inArray(
              chatMessageStatuses.messageId,
              db
                .select({ id: chatMessages.id })
                .from(chatMessages)
                .where(eq(chatMessages.conversation, conversation)),
            )
          : undefined,
      ),
    )
    .returning({ messageId: chatMessageStatuses.messageId });
  if (rows.length === 0) return [];
  return db
    .select({ id: chatMessages.id, senderProfileId: chatMessages.senderProfileId })
    .from(chatMessages)
    .where(
      inArray(
        chatMessages.id,
        rows.map((r) => r.messageId),
      ),
    );
}

/** Messages of the profile's one-to-one chats, sent or received. */
const oneToOneOf = (profileId: string) =>
  and(
    eq(chatMessages.ownerType, 'USER'),
    or(eq(chatMessages.senderProfileId, profileId), eq(chatMessages.recipientProfileId, profileId)),
  );

/** The last message of each one-to-one chat of the profile, newest chats first. */
export async function lastOfPeopleChats(db: Queryable, profileId: string, limit: number) {
  const rows = await db
    .selectDistinctOn([chatMessages.conversation])
    .from(chatMessages)
    .where(oneToOneOf(profileId))
    .orderBy(chatMessages.conversation, desc(chatMessages.createdAt));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, limit);
}

/** The last message of each of these group chats. */
export async function lastOfGroupChats(db: Queryable, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectDistinctOn([chatMessages.recipientGroupId])
    .from(chatMessages)
    .where(inArray(chatMessages.recipientGroupId, groupIds))
    .orderBy(chatMessages.recipientGroupId, desc(chatMessages.createdAt));
}

/** Unread (not SEEN) messages to the profile, by chat. */
export async function unreadByConversation(db: Queryable, profileId: string) {
  const rows = await db
    .select({
      conversation: chatMessages.conversation,
      unread: sql<number>`count(*)`.mapWith(Number),
    })
    .from(chatMessageStatuses)
    .innerJoin(chatMessages, eq(chatMessages.id, chatMessageStatuses.messageId))
    .where(
      and(
        eq(chatMessageStatuses.recipientProfileId, profileId),
        ne(chatMessageStatuses.status, 'SEEN'),
        isNull(chatMessages.deletedAt),
      ),
    )
    .groupBy(chatMessages.conversation);
  return new Map(rows.map((r) => [r.conversation, r.unread]));
}

/** One-to-one partners of the profile (who hears its ONLINE_STATUS). */
export async function partnersOf(db: Queryable, profileId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({
      id: sql<string>`case when ${chatMessages.senderProfileId} = ${profileId}
        then ${chatMessages.recipientProfileId} else ${chatMessages.senderProfileId} end`,
    })
    .from(chatMessages)
    .where(oneToOneOf(profileId))
    .limit(500);
  return rows.map((r) => r.id).filter(Boolean);
}

/**
 * Messages to the profile after `since`, oldest first: sent to it, or to one of `groupIds` (the
 * group chats it is in today) and written to it when sent (it has a status of the message).
 */
export async function receivedSince(
  db: Queryable,
  profileId: string,
  since: Date,
  limit: number,
  groupIds: string[],
) {
  const toItsGroups =
    groupIds.length > 0
      ? and(
          inArray(chatMessages.recipientGroupId, groupIds),
          exists(
            db
              .select({ one: sql`1` })
              .from(chatMessageStatuses)
              .where(
                and(
                  eq(chatMessageStatuses.messageId, chatMessages.id),
                  eq(chatMessageStatuses.recipientProfileId, profileId),
                ),
              ),
          ),
        )
      : undefined;
  return db
    .select()
    .from(chatMessages)
    .where(
      and(
        gt(chatMessages.createdAt, since),
        ne(chatMessages.senderProfileId, profileId),
        or(eq(chatMessages.recipientProfileId, profileId), toItsGroups),
      ),
    )
    .orderBy(chatMessages.createdAt)
    .limit(limit);
}
