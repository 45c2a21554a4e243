import {
  CHAT_LIMITS,
  CHAT_TEXTS,
  type ChatMessage,
  type ChatSend,
  chatSendSchema,
} from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { storedFiles } from '../../db/schema/index.js';
import { badRequest, tooManyRequests } from '../../lib/errors.js';
import { chatPlace } from './access.js';
import { insertMessage, insertStatuses } from './message-queries.js';
import { presentMessages } from './present.js';

export const CHAT_MEDIA_PURPOSE = 'chat-media';
const MEDIA_URL = /^\/rest\/chat\/media\/([0-9a-f-]{36})$/i;

/** The sender's own uploaded image named by `mediaUrl`, or 400. */
async function ownMedia(ctx: AppContext, accountId: string, mediaUrl: string) {
  const id = MEDIA_URL.exec(mediaUrl)?.[1];
  const [file] = id
    ? await ctx.db
        .select({ id: storedFiles.id, originalName: storedFiles.originalName })
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.id, id),
            eq(storedFiles.purpose, CHAT_MEDIA_PURPOSE),
            eq(storedFiles.ownerAccountId, accountId),
          ),
        )
    : [];
  if (!file) throw badRequest(CHAT_TEXTS.uploadFailed);
  return file;
}

const MINUTE_MS = 60_000;

/**
 * One send from the account's budget (security review 2, L3), shared by REST and the live
 * channel and kept in the rate-limit counters, so it holds across processes: 30 messages a
 * minute, of which 10 to groups (each is written to every member of a class). Spent before the
 * rules are read, so refused probes count too.
 */
async function spendSendBudget(
  ctx: AppContext,
  accountId: string,
  ownerType: ChatSend['ownerType'],
) {
  const waits = await Promise.all([
    ctx.budgets.spend(`chat-send:${accountId}`, CHAT_LIMITS.sendsPerMinute, MINUTE_MS),
    ownerType === 'GROUP'
      ? ctx.budgets.spend(
          `chat-send-group:${accountId}`,
          CHAT_LIMITS.groupSendsPerMinute,
          MINUTE_MS,
        )
      : 0,
  ]);
  if (waits.some((w) => w > 0)) throw tooManyRequests(CHAT_TEXTS.tooFast);
}

/**
 * Spec §7 "send over a live channel to /app/chat" (and its REST twin): §5's rules (blank not
 * sent; a file with empty text sends the file name), the chat rules, one transaction for the
 * message and its recipients' statuses (DELIVERED at once to those connected), then every
 * recipient's and the sender's other tabs hear of it.
 */
export async function sendChatMessage(
  ctx: AppContext,
  sender: { accountId: string; profileId: string },
  body: unknown,
): Promise<ChatMessage> {
  const parsed = chatSendSchema.safeParse(body);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? CHAT_TEXTS.empty);
  const input: ChatSend = parsed.data;
  await spendSendBudget(ctx, sender.accountId, input.ownerType);
  const media = input.mediaUrl ? await ownMedia(ctx, sender.accountId, input.mediaUrl) : null;
  const text = input.content.trim();
  if (!text && !media) throw badRequest(CHAT_TEXTS.empty);
  const place = await chatPlace(ctx.db, sender.profileId, input);
  const connected = await ctx.live.connected(place.audience);
  const now = ctx.clock.now();
  const message = await ctx.db.transaction(async (tx) => {
    const row = await insertMessage(tx, {
      instituteId: place.instituteId,
      conversation: place.conversation,
      senderProfileId: sender.profileId,
      ownerType: place.ownerType,
      recipientProfileId: place.ownerType === 'USER' ? place.recipientId : null,
      recipientGroupId: place.ownerType === 'GROUP' ? place.recipientId : null,
      content: text || (media?.originalName ?? ''),
      mediaFileId: media?.id ?? null,
      createdAt: now,
    });
    await insertStatuses(
      tx,
      place.audience.map((recipientProfileId) => ({
        messageId: row.id,
        recipientProfileId,
        status: connected.has(recipientProfileId) ? ('DELIVERED' as const) : ('SENT' as const),
        updatedAt: now,
      })),
    );
    return row;
  });
  await ctx.live
    .publish({
      messageType: 'CHAT',
      to: [...place.audience, sender.profileId],
      ref: { kind: 'message', messageId: message.id },
    })
    .catch((err) => ctx.log.error({ err }, 'chat message not announced'));
  const [presented] = await presentMessages(ctx, ctx.db, [message], sender.profileId);
  return presented as ChatMessage;
}
