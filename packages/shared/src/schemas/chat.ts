import { z } from 'zod';
import {
  CHAT_MESSAGE_STATUSES,
  CHAT_MESSAGES,
  CHAT_OWNER_TYPES,
  CHAT_STATUSES,
} from '../constants/chat.js';

export type ChatStatus = (typeof CHAT_STATUSES)[number];

export const chatStatusSchema = z.enum(CHAT_STATUSES, { error: CHAT_MESSAGES.chooseStatus });

/** The body of §7's "change chat online status", and its answer. */
export const chatStatusInputSchema = z.strictObject(
  { chatStatus: chatStatusSchema },
  { error: CHAT_MESSAGES.chooseStatus },
);
export type ChatStatusInput = z.infer<typeof chatStatusInputSchema>;

// ---- messages (spec §3 "Chat message", §4 "Chat", §5 "Chat", §9) ----

export type ChatOwnerType = (typeof CHAT_OWNER_TYPES)[number];
export type ChatMessageStatus = (typeof CHAT_MESSAGE_STATUSES)[number];

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
