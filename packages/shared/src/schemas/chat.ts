import { z } from 'zod';

/**
 * Spec §3 "User data" chatStatus: OFFLINE or ONLINE, as the account last chose it through §7's
 * "change chat online status". Whether the person is connected right now (presence) is the live
 * channel's to tell, not this.
 */
export const CHAT_STATUSES = ['OFFLINE', 'ONLINE'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export const CHAT_MESSAGES = {
  chooseStatus: 'Please choose ONLINE or OFFLINE.',
} as const;

export const chatStatusSchema = z.enum(CHAT_STATUSES, { error: CHAT_MESSAGES.chooseStatus });

/** The body of §7's "change chat online status", and its answer. */
export const chatStatusInputSchema = z.strictObject(
  { chatStatus: chatStatusSchema },
  { error: CHAT_MESSAGES.chooseStatus },
);
export type ChatStatusInput = z.infer<typeof chatStatusInputSchema>;

/** §7 lists the call without its method and path; these are the portal's. */
export const CHAT_API = {
  /** PUT { chatStatus }: the signed-in account's chat status; answers { chatStatus }. */
  status: '/rest/chat/status',
} as const;

// ---- messages (spec §3 "Chat message", §4 "Chat", §5 "Chat", §9) ----

export const CHAT_OWNER_TYPES = ['USER', 'GROUP'] as const;
export type ChatOwnerType = (typeof CHAT_OWNER_TYPES)[number];
/** Per recipient; spec §3 "SENT, SEEN or other/delivered". */
export const CHAT_MESSAGE_STATUSES = ['SENT', 'DELIVERED', 'SEEN'] as const;
export type ChatMessageStatus = (typeof CHAT_MESSAGE_STATUSES)[number];

export const CHAT_LIMITS = {
  /** Chats shown in each list before Show More. */
  recentChats: 5,
  /** Longer messages show Read More / Read Less. */
  truncateAt: 100,
  /** Chat sessions kept open; opening another drops the oldest. */
  openSessions: 3,
  /** Bubbles side by side, at these right offsets. */
  visibleBubbles: 2,
  bubbleOffsetsPx: [370, 670],
  /** Messages per page when loading by index (0 is the newest page). */
  pageSize: 20,
  contentMax: 4000,
} as const;

export const CHAT_TEXTS = {
  uploadFailed: 'File Upload Failed. Please Retry!',
  onlyImages: 'Only image files may be attached.',
  empty: 'Write a message or attach an image.',
  notAllowed: 'You cannot chat with this person or group.',
  notFound: 'This message does not exist.',
  notYours: 'You can delete only your own messages.',
  visitChat: 'Visit Chat page',
  friendsChats: 'Friends Chats',
  groupChats: 'Group Chats',
  searchResults: 'Search results',
  showMore: 'Show More',
  showLess: 'Show Less',
  readMore: 'Read More',
  readLess: 'Read Less',
} as const;

export const CHAT_LIVE_API = {
  /** GET ?receiverId&ownerType&index=0: { index, chatMessageOutputDtoList (oldest first), hasMore }. */
  messages: '/rest/chat/messages',
  /** POST chatSendSchema: the same as a SEND to /app/chat, for when the socket is down. */
  send: '/rest/chat/message',
  /** PUT { receiverId, ownerType }: mark what was delivered to the caller in this chat seen. */
  seen: '/rest/chat/seen',
  /** DELETE: one of the caller's own messages. */
  message: (id: string) => `/rest/chat/message/${id}`,
  /** GET: { friendsChats, groupChats } with each chat's last message, unread count and status. */
  list: '/rest/chat/list',
  /** GET ?query=: people and groups the caller may chat with, by name. */
  search: '/rest/chat/search',
  /** POST multipart `file` (an image, checked by content): { mediaUrl }. */
  media: '/rest/chat/media',
} as const;

export const loginStatusSchema = z.enum(['ONLINE', 'OFFLINE']);

export const chatSenderSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  photoLocation: z.string().nullable(),
  loginStatus: loginStatusSchema,
  chatStatus: chatStatusSchema,
});

export const chatMessageSchema = z.object({
  id: z.uuid(),
  content: z.string(),
  mediaUrl: z.string().nullable(),
  status: z.array(z.object({ userProfileId: z.uuid(), status: z.enum(CHAT_MESSAGE_STATUSES) })),
  senderProfileDto: chatSenderSchema,
  ownerType: z.enum(CHAT_OWNER_TYPES),
  recipientId: z.uuid(),
  recipientName: z.string(),
  recipientImage: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Deleted by its sender: content and media are no longer shown. */
  deleted: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** What a CHAT live message carries: a new message, a status change, or a deletion. */
export type ChatLiveBody =
  | { kind: 'message'; message: ChatMessage }
  | {
      kind: 'status';
      messageIds: string[];
      userProfileId: string;
      status: ChatMessageStatus;
    }
  | { kind: 'deleted'; messageId: string; ownerType: ChatOwnerType; recipientId: string };

export const chatPageSchema = z.object({
  index: z.number().int(),
  chatMessageOutputDtoList: z.array(chatMessageSchema),
  hasMore: z.boolean(),
});
export type ChatPage = z.infer<typeof chatPageSchema>;

export const chatPageQuerySchema = z.object({
  receiverId: z.uuid(),
  ownerType: z.enum(CHAT_OWNER_TYPES),
  index: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const chatSeenSchema = z.strictObject({
  receiverId: z.uuid(),
  ownerType: z.enum(CHAT_OWNER_TYPES),
});

/** One entry of the chat list (and spec §3 "Chat session" without its messages). */
export const chatContactSchema = z.object({
  receiverId: z.uuid(),
  ownerType: z.enum(CHAT_OWNER_TYPES),
  receiverName: z.string(),
  photoLocation: z.string().nullable(),
  chatStatus: chatStatusSchema,
  loginStatus: loginStatusSchema,
  lastMessage: chatMessageSchema.nullable(),
  unread: z.number().int(),
});
export type ChatContact = z.infer<typeof chatContactSchema>;

export const chatListSchema = z.object({
  friendsChats: z.array(chatContactSchema),
  groupChats: z.array(chatContactSchema),
});
export type ChatList = z.infer<typeof chatListSchema>;

export const chatSearchQuerySchema = z.object({ query: z.string().trim().min(1).max(100) });
