import {
  CHAT_API,
  CHAT_LIVE_API,
  type ChatContact,
  type ChatKey,
  type ChatList,
  type ChatPage,
  type ChatSend,
  type ChatStatus,
} from '@shala/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, upload } from '../../core/http';
import { sendChat } from '../../core/live';
import { CHAT_KEY, CHAT_LIST_KEY, type ChatPages, pagesKey, withMessage } from './feed';

export function useChatList() {
  return useQuery({
    queryKey: CHAT_LIST_KEY,
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
      if (done.seen > 0) void queryClient.invalidateQueries({ queryKey: CHAT_LIST_KEY });
    },
  });
}

export function useSendChat(chat: ChatKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: ChatSend) => sendChat(message),
    onSuccess: (sent) => {
      queryClient.setQueryData<ChatPages>(pagesKey(chat), (pages) => withMessage(pages, sent));
      void queryClient.invalidateQueries({ queryKey: CHAT_LIST_KEY });
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
