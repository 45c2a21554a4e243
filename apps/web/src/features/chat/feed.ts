import type { ChatKey, ChatLiveBody, ChatMessage, ChatPage } from '@shala/shared';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useLiveMessage } from '../../core/live';

// The chats in the browser's cache and the live channel's CHAT messages landing in them. The
// shell keeps the feed while signed in (shell/ShellLayout.tsx), once, so the chat page, the quick
// panel's list and the bubbles all show what arrives. It loads with the shell: kept light.

/** Under the prefix the live session re-reads after a reconnect (shell/live-session.ts). */
export const CHAT_KEY = ['chat'] as const;
export const CHAT_LIST_KEY = [...CHAT_KEY, 'list'] as const;
export const pagesKey = (chat: ChatKey) =>
  [...CHAT_KEY, 'pages', chat.ownerType, chat.receiverId] as const;

export type ChatPages = InfiniteData<ChatPage, number>;

/** The newest page with this message added once (a live copy and the sender's answer meet). */
export function withMessage(
  pages: ChatPages | undefined,
  message: ChatMessage,
): ChatPages | undefined {
  if (!pages || pages.pages.length === 0) return pages;
  if (pages.pages.some((p) => p.chatMessageOutputDtoList.some((m) => m.id === message.id))) {
    return mapMessages(pages, (m) => (m.id === message.id ? message : m));
  }
  const [newest, ...older] = pages.pages as [ChatPage, ...ChatPage[]];
  return {
    ...pages,
    pages: [
      { ...newest, chatMessageOutputDtoList: [...newest.chatMessageOutputDtoList, message] },
      ...older,
    ],
  };
}

function mapMessages(pages: ChatPages, f: (m: ChatMessage) => ChatMessage): ChatPages {
  return {
    ...pages,
    pages: pages.pages.map((p) => ({
      ...p,
      chatMessageOutputDtoList: p.chatMessageOutputDtoList.map(f),
    })),
  };
}

/** Which chat of mine a message belongs to: the other person, or the group. */
export function chatOfMessage(message: ChatMessage, myProfileId: string): ChatKey {
  if (message.ownerType === 'GROUP') return { ownerType: 'GROUP', receiverId: message.recipientId };
  const other =
    message.senderProfileDto.id === myProfileId ? message.recipientId : message.senderProfileDto.id;
  return { ownerType: 'USER', receiverId: other };
}

/** Applies a CHAT body to the cached pages it touches. */
export function applyLiveBody(
  body: ChatLiveBody,
  myProfileId: string,
  update: (
    chat: ChatKey | null,
    f: (pages: ChatPages | undefined) => ChatPages | undefined,
  ) => void,
) {
  if (body.kind === 'message') {
    update(chatOfMessage(body.message, myProfileId), (pages) => withMessage(pages, body.message));
  } else if (body.kind === 'status') {
    const ids = new Set(body.messageIds);
    update(null, (pages) =>
      pages
        ? mapMessages(pages, (m) =>
            ids.has(m.id)
              ? {
                  ...m,
                  status: m.status.map((s) =>
                    s.userProfileId === body.userProfileId ? { ...s, status: body.status } : s,
                  ),
                }
              : m,
          )
        : pages,
    );
  } else {
    update(null, (pages) =>
      pages
        ? mapMessages(pages, (m) =>
            m.id === body.messageId ? { ...m, deleted: true, content: '', mediaUrl: null } : m,
          )
        : pages,
    );
  }
}

/** Live chat: messages, statuses and deletions land in the open chats; the list is re-read. */
export function useChatFeed(myProfileId: string): void {
  const queryClient = useQueryClient();
  useLiveMessage<ChatLiveBody>('CHAT', (body) => {
    applyLiveBody(body, myProfileId, (chat, f) => {
      if (chat) queryClient.setQueryData<ChatPages>(pagesKey(chat), f);
      else
        for (const [key] of queryClient.getQueriesData<ChatPages>({
          queryKey: [...CHAT_KEY, 'pages'],
        }))
          queryClient.setQueryData<ChatPages>(key, f);
    });
    if (body.kind !== 'status') void queryClient.invalidateQueries({ queryKey: CHAT_LIST_KEY });
  });
  useLiveMessage('ONLINE_STATUS', () => {
    void queryClient.invalidateQueries({ queryKey: CHAT_LIST_KEY });
  });
}
