import {
  CHAT_API,
  CHAT_LIVE_API,
  type ChatContact,
  type ChatKey,
  type ChatList,
  type ChatLiveBody,
  type ChatMessage,
  type ChatPage,
  type ChatSend,
  type ChatStatus,
} from '@shala/shared';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { http, upload } from '../../core/http';
import { sendChat, useLiveMessage } from '../../core/live';

/** Under the prefix the live session re-reads after a reconnect (shell/live-session.ts). */
export const CHAT_KEY = ['chat'] as const;
const LIST_KEY = [...CHAT_KEY, 'list'] as const;
export const pagesKey = (chat: ChatKey) =>
  [...CHAT_KEY, 'pages', chat.ownerType, chat.receiverId] as const;

export function useChatList() {
  return useQuery({
    queryKey: LIST_KEY,
    queryFn: () => http<ChatList>('GET', CHAT_LIVE_API.list),
  });
}

export function useChatSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: [...CHAT_KEY, 'search', q],
    queryFn: () =>
      http<ChatContact[]>('GET', `${CHAT_LIVE_API.search}?query=${encodeURIComponent(q)}`),
    enabled: q.length > 0,
  });
}

type Pages = InfiniteData<ChatPage, number>;

/** A chat's messages by index from the newest (§4); `messages` runs oldest to newest. */
export function useChatMessages(chat: ChatKey) {
  const query = useInfiniteQuery({
    queryKey: pagesKey(chat),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      http<ChatPage>(
        'GET',
        `${CHAT_LIVE_API.messages}?receiverId=${chat.receiverId}&ownerType=${chat.ownerType}&index=${pageParam}`,
      ),
    getNextPageParam: (last) => (last.hasMore ? last.index + 1 : undefined),
  });
  const messages = (query.data?.pages ?? [])
    .slice()
    .reverse()
    .flatMap((p) => p.chatMessageOutputDtoList);
  return { ...query, messages };
}

export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chat: ChatKey) => http<{ seen: number }>('PUT', CHAT_LIVE_API.seen, chat),
    onSuccess: (done) => {
      if (done.seen > 0) void queryClient.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
}

export function useSendChat(chat: ChatKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: ChatSend) => sendChat(message),
    onSuccess: (sent) => {
      queryClient.setQueryData<Pages>(pagesKey(chat), (pages) => withMessage(pages, sent));
      void queryClient.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
}

export function useDeleteMessage() {
  return useMutation({
    mutationFn: (id: string) => http<{ deleted: true }>('DELETE', CHAT_LIVE_API.message(id)),
  });
}

export function uploadChatImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return upload<{ mediaUrl: string }>(CHAT_LIVE_API.media, form);
}

export function useChatStatus() {
  return useMutation({
    mutationFn: (chatStatus: ChatStatus) =>
      http<{ chatStatus: ChatStatus }>('PUT', CHAT_API.status, { chatStatus }),
  });
}

/** The newest page with this message added once (a live copy and the sender's answer meet). */
export function withMessage(pages: Pages | undefined, message: ChatMessage): Pages | undefined {
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

function mapMessages(pages: Pages, f: (m: ChatMessage) => ChatMessage): Pages {
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
  update: (chat: ChatKey | null, f: (pages: Pages | undefined) => Pages | undefined) => void,
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
      if (chat) queryClient.setQueryData<Pages>(pagesKey(chat), f);
      else
        for (const [key] of queryClient.getQueriesData<Pages>({ queryKey: [...CHAT_KEY, 'pages'] }))
          queryClient.setQueryData<Pages>(key, f);
    });
    if (body.kind !== 'status') void queryClient.invalidateQueries({ queryKey: LIST_KEY });
  });
  useLiveMessage('ONLINE_STATUS', () => {
    void queryClient.invalidateQueries({ queryKey: LIST_KEY });
  });
}
