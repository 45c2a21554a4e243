import { CHAT_TEXTS } from '@shala/shared';
import { and, eq, exists, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import {
  chatMessageStatuses,
  chatMessages,
  groups,
  memberships,
  storedFiles,
} from '../../db/schema/index.js';
import { fileStoreOf, inFileTransaction } from '../../files/file-transaction.js';
import { checkFileKind, loadFile, type UploadedFile } from '../../files/uploads.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { mediaUrlOf } from './present.js';
import { CHAT_MEDIA_PURPOSE } from './send-service.js';

/** Chat images: at most this big. */
export const CHAT_MEDIA_MAX_BYTES = 3 * 1_048_576;

/**
 * Spec §5 "Only image files may be attached": an image checked by its bytes, kept under the
 * sender's account (and its institute's quota, within the account's share); the message then
 * names it by its URL. The route caps uploads per account per day (UPLOAD_LIMITS.chatImage);
 * one no message names after a day, or only a deleted one, is swept (jobs/orphan-files.ts).
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
  const instituteId = await uploadInstitute(ctx, me.profileId);
  const [row] = await inFileTransaction(ctx.db, fileStoreOf(ctx), (_tx, stored) =>
    stored.store(ctx.clock.now(), [
      { file, kind, purpose: CHAT_MEDIA_PURPOSE, instituteId, ownerAccountId: me.accountId },
    ]),
  );
  if (!row) throw badRequest(CHAT_TEXTS.uploadFailed);
  return { mediaUrl: mediaUrlOf(row.id) };
}

/**
 * The institute a chat image is charged to (security review 2, M4): the one institute the
 * uploader's profile belongs to, where its chats live. A profile of several institutes (or of
 * none) gives no single one: the image is then charged to the account's own quota
 * (STORAGE_PERSONAL_QUOTA_MB), never to no budget at all.
 */
async function uploadInstitute(ctx: AppContext, profileId: string): Promise<string | null> {
  const rows = await ctx.db
    .selectDistinct({ instituteId: sql<string>`coalesce(${groups.superGroupId}, ${groups.id})` })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .where(eq(memberships.profileId, profileId))
    .limit(2);
  return rows.length === 1 ? (rows[0]?.instituteId ?? null) : null;
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
