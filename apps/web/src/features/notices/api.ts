import {
  NOTICE_PAGE_SIZE,
  NOTICES_API,
  type NoticeAudienceOptions,
  type NoticeList,
  type NoticePerson,
  type NoticeReaders,
  type NoticeView,
} from '@shala/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, upload } from '../../core/http';

/** Every notices query of a group: a change reads them all again. */
const noticesKey = (groupId: string) => ['notices', groupId] as const;

export type Box = 'inbox' | 'posted';
export type ListState = 'current' | 'scheduled' | 'archived';
type Saved = { message: string; data: NoticeView };

/** The list, page by page ("Show more" on a phone instead of page numbers). */
export function useNoticeList(groupId: string, box: Box, state: ListState, q: string) {
  return useInfiniteQuery({
    queryKey: [...noticesKey(groupId), 'list', box, state, q],
    enabled: !!groupId,
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      http<NoticeList>('GET', NOTICES_API.notices, undefined, {
        query: { groupId, box, state, q: q || undefined, page: pageParam, size: NOTICE_PAGE_SIZE },
      }),
    getNextPageParam: (last) =>
      (last.page + 1) * last.size < last.total ? last.page + 1 : undefined,
  });
}

/**
 * The dashboard's first page of the inbox's current notices (pinned first, then the unread):
 * under the lists' key, so opening a notice reads it again.
 */
export function useLatestNotices(groupId: string) {
  return useQuery({
    queryKey: [...noticesKey(groupId), 'list', 'latest'],
    enabled: !!groupId,
    queryFn: () =>
      http<NoticeList>('GET', NOTICES_API.notices, undefined, {
        query: { groupId, box: 'inbox', state: 'current', page: 0, size: 10 },
      }),
  });
}

/** One notice (spec §7 "notice by id"): opening it marks it read, so the lists are read again. */
export function useNotice(groupId: string, id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...noticesKey(groupId), 'one', id],
    enabled: !!groupId && !!id,
    queryFn: async () => {
      const notice = await http<NoticeView>('GET', NOTICES_API.byId, undefined, {
        query: { groupId, id },
      });
      void queryClient.invalidateQueries({ queryKey: [...noticesKey(groupId), 'list'] });
      return notice;
    },
  });
}

export function useNoticeReaders(groupId: string, id: string, seen: boolean, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...noticesKey(groupId), 'readers', id, seen],
    enabled: enabled && !!groupId,
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      http<NoticeReaders>('GET', NOTICES_API.readers, undefined, {
        query: { groupId, id, seen: String(seen), page: pageParam, size: 50 },
      }),
    getNextPageParam: (last) =>
      (last.page + 1) * last.size < last.count ? last.page + 1 : undefined,
  });
}

export function useAudienceOptions(groupId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...noticesKey(groupId), 'audience'],
    enabled: enabled && !!groupId,
    queryFn: () =>
      http<NoticeAudienceOptions>('GET', NOTICES_API.audience, undefined, {
        query: { groupId },
      }),
  });
}

export function usePeople(groupId: string, q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...noticesKey(groupId), 'people', q],
    enabled: enabled && !!groupId,
    queryFn: () =>
      http<NoticePerson[]>('GET', NOTICES_API.people, undefined, { query: { groupId, q } }),
  });
}

/** The address of an attachment (a plain link: the session cookie is enough). */
export const attachmentHref = (groupId: string, id: string, fileId: string) =>
  `${NOTICES_API.file}?${new URLSearchParams({ groupId, id, fileId })}`;

export type NoticeInput = {
  title: string;
  body: string;
  audience: NoticeView['audience'];
  targetIds: string[];
  publishAt: string | null;
  expiresAt: string | null;
  pinned: boolean;
};

export function useNoticeChanges(groupId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: noticesKey(groupId) });
  return {
    post: useMutation({
      mutationFn: ({ input, files }: { input: NoticeInput; files: File[] }) => {
        const form = new FormData();
        form.append('groupId', groupId);
        form.append('title', input.title);
        form.append('body', input.body);
        form.append('audience', input.audience);
        form.append('targetIds', JSON.stringify(input.targetIds));
        if (input.publishAt) form.append('publishAt', input.publishAt);
        if (input.expiresAt) form.append('expiresAt', input.expiresAt);
        form.append('pinned', String(input.pinned));
        for (const file of files) form.append('files', file, file.name);
        return upload<Saved>(NOTICES_API.notices, form);
      },
      onSuccess,
    }),
    change: useMutation({
      mutationFn: ({ id, input }: { id: string; input: NoticeInput }) =>
        http<Saved>('PUT', NOTICES_API.notices, { ...input, groupId, id }),
      onSuccess,
    }),
    pin: useMutation({
      mutationFn: ({ id, pinned }: { id: string; pinned: boolean }) =>
        http<Saved>('PUT', NOTICES_API.pin, { groupId, id, pinned }),
      onSuccess,
    }),
    archive: useMutation({
      mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
        http<Saved>('PUT', NOTICES_API.archive, { groupId, id, archived }),
      onSuccess,
    }),
    addFiles: useMutation({
      mutationFn: ({ id, files }: { id: string; files: File[] }) => {
        const form = new FormData();
        form.append('groupId', groupId);
        form.append('id', id);
        for (const file of files) form.append('files', file, file.name);
        return upload<Saved>(NOTICES_API.file, form);
      },
      onSuccess,
    }),
    removeFile: useMutation({
      mutationFn: ({ id, fileId }: { id: string; fileId: string }) =>
        http<Saved>('DELETE', NOTICES_API.file, undefined, { query: { groupId, id, fileId } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        http<{ message: string }>('DELETE', NOTICES_API.notices, undefined, {
          query: { groupId, id },
        }),
      onSuccess,
    }),
  };
}
