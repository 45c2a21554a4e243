import { z } from 'zod';
import type { LIVE_MESSAGE_TYPES } from '../constants/live.js';

/**
 * The live channel (spec §7 "Live channel"): one WebSocket at /ws per browser tab, opened with
 * the session cookie. The client subscribes to its own profile's queue
 * (`/user/{userProfileId}/queue/messages`) and sends chat to `/app/chat`; the server pushes
 * MESSAGE frames of the seven types below. Frames are JSON text, one object each.
 */

export type LiveMessageType = (typeof LIVE_MESSAGE_TYPES)[number];

// ---- client -> server ----

const isoInstant = z.iso.datetime({ offset: true });

export const subscribeFrameSchema = z.strictObject({
  command: z.literal('SUBSCRIBE'),
  destination: z.string().max(100),
  /**
   * The newest instant the client already saw (the createdAt of the last CHAT or NOTIFICATION it
   * received). The server then sends what was created after it (catch-up after a reconnect).
   */
  since: isoInstant.optional(),
  /** When given, a RECEIPT with it follows once the subscription (and its catch-up) is done. */
  receipt: z.string().max(64).optional(),
});

export const unsubscribeFrameSchema = z.strictObject({
  command: z.literal('UNSUBSCRIBE'),
  destination: z.string().max(100),
});

/** Spec §3 "Chat send payload": ownerType, recipientId, content, mediaUrl. */
export const chatSendSchema = z.strictObject({
  ownerType: z.enum(['USER', 'GROUP']),
  recipientId: z.uuid(),
  content: z.string().max(4000),
  mediaUrl: z.string().max(300).optional(),
});
export type ChatSend = z.infer<typeof chatSendSchema>;

export const sendFrameSchema = z.strictObject({
  command: z.literal('SEND'),
  destination: z.string().max(100),
  /** Echoed in the RECEIPT or ERROR that answers this frame. */
  receipt: z.string().max(64).optional(),
  /** Which of the account's subscribed profiles sends; the first subscribed when absent. */
  userProfileId: z.uuid().optional(),
  body: z.unknown(),
});

export const clientFrameSchema = z.discriminatedUnion('command', [
  subscribeFrameSchema,
  unsubscribeFrameSchema,
  sendFrameSchema,
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

// ---- server -> client ----

export type MessageFrame<T = unknown> = {
  command: 'MESSAGE';
  destination: string;
  messageType: LiveMessageType;
  body: T;
};
export type ReceiptFrame<T = unknown> = { command: 'RECEIPT'; receipt: string; body?: T };
export type ErrorFrame = { command: 'ERROR'; message: string; receipt?: string };
export type ConnectedFrame = { command: 'CONNECTED'; accountId: string; serverTime: string };
export type ServerFrame = MessageFrame | ReceiptFrame | ErrorFrame | ConnectedFrame;

// ---- bodies of the MESSAGE types that are not chat or notification ----

/** PERMISSION: the profile's permissions changed; fetch them again. */
export type PermissionBody = { userProfileId: string };
/** VERIFICATION: the profile became Verified or Unverified; §4 signs the user out after 3 s. */
export type VerificationBody = { userProfileId: string; verified: boolean };
/** ONLINE_STATUS: whether a profile someone chats with is connected and what it chose to show. */
export type OnlineStatusBody = {
  userProfileId: string;
  loginStatus: 'ONLINE' | 'OFFLINE';
  chatStatus: 'ONLINE' | 'OFFLINE';
};
/** AUTHENTICATION: this session ended elsewhere; the socket is closed right after. */
export type AuthenticationBody = { reason: 'signedOut' };
/** PAYMENT_RAZORPAY: an online payment of this payer was confirmed (or failed to record). */
export type PaymentRazorpayBody = {
  orderId: string;
  status: 'PAID' | 'FAILED';
  message: string;
  receiptNumbers?: string[];
};
