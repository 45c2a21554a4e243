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
