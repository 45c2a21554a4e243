import { CHAT_LIMITS } from '../constants/chat.js';
import type { ChatMessageStatus, ChatOwnerType } from '../schemas/chat.js';

/**
 * Spec §4 "Chat" and §9's chat constants, for the browser: displayed status, open sessions,
 * visible bubbles, Read More, what a message sends, Show More.
 */

export type DisplayedStatus = 'Sent' | 'Delivered' | 'Seen';

/** Sent if any recipient is SENT, else Delivered if any is not SEEN, else Seen. */
export function displayedStatus(
  statuses: ReadonlyArray<{ status: ChatMessageStatus }>,
): DisplayedStatus {
  if (statuses.some((s) => s.status === 'SENT')) return 'Sent';
  if (statuses.some((s) => s.status !== 'SEEN')) return 'Delivered';
  return 'Seen';
}

export type ChatKey = { receiverId: string; ownerType: ChatOwnerType };
export const sameChat = (a: ChatKey, b: ChatKey) =>
  a.receiverId === b.receiverId && a.ownerType === b.ownerType;

/**
 * Opening a chat: it becomes the newest of the open sessions (moved there if already open); at
 * most 3 stay, so a fourth drops the oldest.
 */
export function openSession<T extends ChatKey>(open: readonly T[], chat: T): T[] {
  const rest = open.filter((o) => !sameChat(o, chat));
  return [...rest, chat].slice(-CHAT_LIMITS.openSessions);
}

export function closeSession<T extends ChatKey>(open: readonly T[], chat: ChatKey): T[] {
  return open.filter((o) => !sameChat(o, chat));
}

/**
 * The bubbles shown side by side: the newest 2 of the open (not minimised) chats, at 370 px
 * and 670 px from the right, newest nearest the edge.
 */
export function visibleBubbles<T extends ChatKey>(
  open: readonly T[],
): Array<{ chat: T; rightPx: number }> {
  const newestFirst = [...open].reverse().slice(0, CHAT_LIMITS.visibleBubbles);
  return newestFirst.map((chat, i) => ({
    chat,
    rightPx: CHAT_LIMITS.bubbleOffsetsPx[i] as number,
  }));
}

/** Over 100 characters a message shows Read More; this is what shows before it is pressed. */
export function truncatedText(content: string): { text: string; truncated: boolean } {
  if (content.length <= CHAT_LIMITS.truncateAt) return { text: content, truncated: false };
  return { text: `${content.slice(0, CHAT_LIMITS.truncateAt)}…`, truncated: true };
}

/**
 * What the composer sends (spec §5): nothing when blank without a file; a file with empty text
 * sends the file's name as text.
 */
export function outgoingContent(text: string, fileName: string | null): string | null {
  const trimmed = text.trim();
  if (trimmed) return trimmed;
  return fileName ?? null;
}

/** Show More / Show Less beyond 5 chats. */
export function shownChats<T>(chats: readonly T[], expanded: boolean) {
  const more = chats.length > CHAT_LIMITS.recentChats;
  return {
    shown: expanded || !more ? [...chats] : chats.slice(0, CHAT_LIMITS.recentChats),
    toggle: more ? (expanded ? ('Show Less' as const) : ('Show More' as const)) : null,
  };
}
