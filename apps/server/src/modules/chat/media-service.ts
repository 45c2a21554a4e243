import { CHAT_TEXTS } from '@shala/shared';
import { and, eq, exists, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { chatMessageStatuses, chatMessages, storedFiles } from '../../db/schema/index.js';
import { inFileTransaction } from '../../files/file-transaction.js';
import { checkFileKind, loadFile, type UploadedFile } from '../../files/uploads.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { chatMembershipsOf } from './member-queries.js';
import { mediaUrlOf } from './present.js';
import { CHAT_MEDIA_PURPOSE } from './send-service.js';

/** Chat images: at most this big. */
export const CHAT_MEDIA_MAX_BYTES = 3 * 1_048_576;

/**
 * Spec §5 "Only image files may be attached": an image checked by its bytes, kept under the
 * sender's account (and its institute's quota); the message then names it by its URL.
 */
export async function uploadChatMedia(
  ctx: AppContext,
  me: { accountId: string; profileId: string },
  files: UploadedFile[],
): Promise<{ mediaUrl: string }> {
  const file = files[0];
  if (!file || files.length !== 1) throw badRequest(CHAT_TEXTS.uploadFailed);
  const kind = await checkFileKind(file, ['jpg', 'png', 'webp']).catch((err: unknown) => {
    throw err instanceof AppError ? badRequest(CHAT_TEXTS.onlyImages) : err;
  });
  const mine = await chatMembershipsOf(ctx.db, [me.profileId]);
  const instituteId = mine[0]?.instituteId ?? null;
  const store = { storage: ctx.files, quotaMb: ctx.config.storageQuotaMb };
  const [row] = await inFileTransaction(ctx.db, store, (_tx, stored) =>
    stored.store(ctx.clock.now(), [
      { file, kind, purpose: CHAT_MEDIA_PURPOSE, instituteId, ownerAccountId: me.accountId },
    ]),
  );
  if (!row) throw badRequest(CHAT_TEXTS.uploadFailed);
  return { mediaUrl: mediaUrlOf(row.id) };
}

/** An image of a message the caller sent or received (or its uploader's, before sending). */
export async function chatMedia(
  ctx: AppContext,
  me: { accountId: string; profileId: string },
  fileId: string,
) {
  const [allowed] = await ctx.db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, fileId),
        eq(storedFiles.purpose, CHAT_MEDIA_PURPOSE),
        or(
          eq(storedFiles.ownerAccountId, me.accountId),
          exists(
            ctx.db
              .select({ one: chatMessageStatuses.messageId })
              .from(chatMessages)
              .innerJoin(chatMessageStatuses, eq(chatMessageStatuses.messageId, chatMessages.id))
              .where(
                and(
                  eq(chatMessages.mediaFileId, fileId),
                  isNull(chatMessages.deletedAt),
                  eq(chatMessageStatuses.recipientProfileId, me.profileId),
                ),
              ),
          ),
        ),
      ),
    );
  const file = allowed ? await loadFile(ctx.db, ctx.files, fileId, null) : undefined;
  if (!file) throw notFound(CHAT_TEXTS.notFound);
  return file;
}
