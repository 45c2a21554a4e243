import {
  CHAT_LIMITS,
  CHAT_TEXTS,
  type ChatContact,
  type ChatList,
  type ChatOwnerType,
  type ChatPage,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { chatPlace } from './access.js';
import {
  chatGroups,
  chatMembershipsOf,
  chatPeople,
  guardianPairs,
  peopleNamed,
} from './member-queries.js';
import {
  advanceStatuses,
  conversationOf,
  findMessage,
  lastOfGroupChats,
  lastOfPeopleChats,
  markDeleted,
  pageOfConversation,
  unreadByConversation,
} from './message-queries.js';
import { chatInstitute, shownLoginStatus, writableGroupIds } from './policy.js';
import { presentMessages } from './present.js';

type Me = { profileId: string };
type ChatOf = { receiverId: string; ownerType: ChatOwnerType };

/** The chat the browser names by its receiver (spec §7's receiver id and owner type). */
const placeOf = (ctx: AppContext, me: Me, chat: ChatOf) =>
  chatPlace(
    ctx.db,
    me.profileId,
    { ownerType: chat.ownerType, recipientId: chat.receiverId },
    'read',
  );
const FRIENDS_SHOWN = 50;

/** §4 "A chat page loads from index 0; older messages load by index" (oldest first within it). */
export async function chatPage(
  ctx: AppContext,
  me: Me,
  query: ChatOf & { index: number },
): Promise<ChatPage> {
  const place = await placeOf(ctx, me, query);
  const rows = await pageOfConversation(
    ctx.db,
    place.conversation,
    query.index,
    CHAT_LIMITS.pageSize,
    place.readable,
  );
  const page = rows.slice(0, CHAT_LIMITS.pageSize).reverse();
  return {
    index: query.index,
    chatMessageOutputDtoList: await presentMessages(ctx, ctx.db, page, me.profileId),
    hasMore: rows.length > CHAT_LIMITS.pageSize,
  };
}

/** §4 "Opening a chat marks its last delivered message seen" (and all before it). */
export async function markChatSeen(
  ctx: AppContext,
  me: Me,
  chat: ChatOf,
): Promise<{ seen: number }> {
  const place = await placeOf(ctx, me, chat);
  const changed = await advanceStatuses(
    ctx.db,
    me.profileId,
    'SEEN',
    ctx.clock.now(),
    place.conversation,
  );
  await tellSenders(ctx, me.profileId, 'SEEN', changed);
  return { seen: changed.length };
}

/** Senders hear that their messages moved on (CHAT status), one event per sender. */
export async function tellSenders(
  ctx: AppContext,
  recipientId: string,
  status: 'DELIVERED' | 'SEEN',
  changed: ReadonlyArray<{ id: string; senderProfileId: string }>,
) {
  const bySender = new Map<string, string[]>();
  for (const m of changed)
    bySender.set(m.senderProfileId, [...(bySender.get(m.senderProfileId) ?? []), m.id]);
  for (const [sender, messageIds] of bySender) {
    // Ids travel in the event: a NOTIFY holds about 190 of them, so long lists go in slices.
    for (let i = 0; i < messageIds.length; i += 150) {
      await ctx.live
        .publish({
          messageType: 'CHAT',
          to: [sender, recipientId],
          ref: {
            kind: 'status',
            messageIds: messageIds.slice(i, i + 150),
            userProfileId: recipientId,
            status,
          },
        })
        .catch((err) => ctx.log.error({ err }, 'chat status not announced'));
    }
  }
}

/** Deletes one of the caller's own messages: kept in place, its words and image gone. */
export async function deleteChatMessage(ctx: AppContext, me: Me, id: string) {
  const message = await findMessage(ctx.db, id);
  if (!message) throw notFound(CHAT_TEXTS.notFound);
  if (message.senderProfileId !== me.profileId) {
    // Someone else's message in a chat of the caller's is refused; any other is not found.
    const place = await chatPlace(
      ctx.db,
      me.profileId,
      {
        ownerType: message.ownerType,
        recipientId: (message.recipientGroupId ?? message.senderProfileId) as string,
      },
      'read',
    ).catch(() => null);
    if (!place || place.conversation !== message.conversation) throw notFound(CHAT_TEXTS.notFound);
    throw forbidden(CHAT_TEXTS.notYours);
  }
  await markDeleted(
    ctx.db,
    { instituteId: message.instituteId, senderProfileId: me.profileId },
    id,
    ctx.clock.now(),
  );
  const recipientId = (message.recipientProfileId ?? message.recipientGroupId) as string;
  const place = await chatPlace(ctx.db, me.profileId, {
    ownerType: message.ownerType,
    recipientId,
  }).catch(() => null);
  await ctx.live
    .publish({
      messageType: 'CHAT',
      to: [...(place?.audience ?? []), me.profileId],
      ref: { kind: 'deleted', messageId: id, ownerType: message.ownerType, recipientId },
    })
    .catch((err) => ctx.log.error({ err }, 'chat deletion not announced'));
  return { deleted: true as const };
}

type Person = Awaited<ReturnType<typeof chatPeople>>[number];
type Group = Awaited<ReturnType<typeof chatGroups>>[number];

const personContact = (
  p: Person,
  connected: boolean,
  lastMessage: ChatContact['lastMessage'] = null,
  unread = 0,
): ChatContact => ({
  receiverId: p.id,
  ownerType: 'USER',
  receiverName: `${p.firstName} ${p.lastName}`,
  photoLocation: p.photoLocation,
  chatStatus: p.chatStatus,
  loginStatus: shownLoginStatus(connected, p.chatStatus),
  lastMessage,
  unread,
});

/** A group is always reachable: its chat shows as online. */
const groupContact = (
  g: Group,
  lastMessage: ChatContact['lastMessage'] = null,
  unread = 0,
): ChatContact => ({
  receiverId: g.id,
  ownerType: 'GROUP',
  receiverName: g.name,
  photoLocation: g.imageLocation,
  chatStatus: 'ONLINE',
  loginStatus: 'ONLINE',
  lastMessage,
  unread,
});

/** Spec §2.4 chat list: Friends Chats (one per person) and Group Chats (the caller's groups). */
export async function chatList(ctx: AppContext, me: Me): Promise<ChatList> {
  const groupIds = writableGroupIds(await chatMembershipsOf(ctx.db, [me.profileId]));
  const [friendsLast, groupsLast, unread, groups] = await Promise.all([
    lastOfPeopleChats(ctx.db, me.profileId, FRIENDS_SHOWN),
    lastOfGroupChats(ctx.db, groupIds),
    unreadByConversation(ctx.db, me.profileId),
    chatGroups(ctx.db, groupIds),
  ]);
  const partners = friendsLast.map((m) =>
    m.senderProfileId === me.profileId ? (m.recipientProfileId as string) : m.senderProfileId,
  );
  const [presented, people, online] = await Promise.all([
    presentMessages(ctx, ctx.db, [...friendsLast, ...groupsLast], me.profileId),
    chatPeople(ctx.db, partners),
    ctx.live.connected(partners),
  ]);
  const byId = new Map(presented.map((m) => [m.id, m]));
  const personOf = new Map(people.map((p) => [p.id, p]));
  const friendsChats = friendsLast.flatMap((m, i) => {
    const p = personOf.get(partners[i] as string);
    return p
      ? [personContact(p, online.has(p.id), byId.get(m.id) ?? null, unread.get(m.conversation))]
      : [];
  });
  const lastOfGroup = new Map(groupsLast.map((m) => [m.recipientGroupId, m]));
  const groupChats = groups
    .map((g) => {
      const last = lastOfGroup.get(g.id);
      return groupContact(
        g,
        last ? (byId.get(last.id) ?? null) : null,
        unread.get(conversationOf('GROUP', me.profileId, g.id)),
      );
    })
    .sort((a, b) => (b.lastMessage?.createdAt ?? '').localeCompare(a.lastMessage?.createdAt ?? ''));
  return { friendsChats, groupChats };
}

/** People and groups the caller may chat with, by name (the list's search results). */
export async function searchChats(ctx: AppContext, me: Me, query: string): Promise<ChatContact[]> {
  const mine = await chatMembershipsOf(ctx.db, [me.profileId]);
  const institutes = [...new Set(mine.map((m) => m.instituteId))];
  const candidates = await peopleNamed(ctx.db, institutes, me.profileId, query);
  // The rules for every candidate from two reads, not two per candidate.
  const [theirs, pairs] = await Promise.all([
    chatMembershipsOf(ctx.db, candidates),
    guardianPairs(ctx.db, [me.profileId, ...candidates]),
  ]);
  const allowed = candidates.filter((id) =>
    chatInstitute(
      mine,
      theirs.filter((m) => m.profileId === id),
      (parent, child) => pairs.has(`${parent}:${child}`),
    ),
  );
  const needle = query.toLowerCase();
  const [people, online, groups] = await Promise.all([
    chatPeople(ctx.db, allowed),
    ctx.live.connected(allowed),
    chatGroups(ctx.db, writableGroupIds(mine)),
  ]);
  return [
    ...people.map((p) => personContact(p, online.has(p.id))),
    ...groups.filter((g) => g.name.toLowerCase().includes(needle)).map((g) => groupContact(g)),
  ];
}
