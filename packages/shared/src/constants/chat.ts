/** Chat's statuses, limits, calls and texts (spec §3, §4, §9); its shapes are schemas/chat. */

/**
 * Spec §3 "User data" chatStatus: OFFLINE or ONLINE, as the account last chose it through §7's
 * "change chat online status". Whether the person is connected right now (presence) is the live
 * channel's to tell, not this.
 */
export const CHAT_STATUSES = ['OFFLINE', 'ONLINE'] as const;

export const CHAT_MESSAGES = {
  chooseStatus: 'Please choose ONLINE or OFFLINE.',
} as const;

/** §7 lists the call without its method and path; these are the portal's. */
export const CHAT_API = {
  /** PUT { chatStatus }: the signed-in account's chat status; answers { chatStatus }. */
  status: '/rest/chat/status',
} as const;

export const CHAT_OWNER_TYPES = ['USER', 'GROUP'] as const;

/** Per recipient; spec §3 "SENT, SEEN or other/delivered". */
export const CHAT_MESSAGE_STATUSES = ['SENT', 'DELIVERED', 'SEEN'] as const;

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
  /** Messages one account may send a minute (REST and the live channel together)... */
  sendsPerMinute: 30,
  /** ...of which to groups, each written to every member of a class. */
  groupSendsPerMinute: 10,
} as const;

export const CHAT_TEXTS = {
  uploadFailed: 'File Upload Failed. Please Retry!',
  onlyImages: 'Only image files may be attached.',
  empty: 'Write a message or attach an image.',
  notAllowed: 'You cannot chat with this person or group.',
  notFound: 'This message does not exist.',
  notYours: 'You can delete only your own messages.',
  tooFast: 'You are sending messages too fast. Please wait a minute and try again.',
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
