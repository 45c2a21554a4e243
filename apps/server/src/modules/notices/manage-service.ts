import { NOTICE_FILES_MAX, NOTICE_TEXTS, type NoticeView } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { fileStoreOf, inFileTransaction } from '../../files/file-transaction.js';
import { checkFileKind, type FileKind, type UploadedFile } from '../../files/uploads.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import {
  attachFiles,
  attachmentsOf,
  deleteNotice,
  lockNotice,
  updateNotice,
} from './notice-queries.js';
import { mayManage } from './policy.js';
import { NOTICE_FILE_KINDS, NOTICE_FILE_PURPOSE } from './post-service.js';
import { viewNotice } from './read-service.js';

/** The institute's notice the caller may manage, held for the change; else 404 or 403. */
async function manageable(
  tx: Parameters<typeof lockNotice>[0],
  caller: Caller,
  scope: GroupScope,
  id: string,
) {
  const notice = await lockNotice(tx, scope.instituteId, id);
  if (!notice) throw notFound(NOTICE_TEXTS.notFound);
  if (!mayManage(caller, scope, notice)) throw forbidden(NOTICE_TEXTS.notYours);
  return notice;
}

/** PUT /rest/notice/pin: pinned notices stay at the top of every list. */
export async function pinNotice(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  p: { id: string; pinned: boolean },
): Promise<NoticeView> {
  await ctx.db.transaction(async (tx) => {
    const notice = await manageable(tx, caller, scope, p.id);
    await updateNotice(tx, scope.instituteId, p.id, {
      pinned: p.pinned,
      updatedAt: ctx.clock.now(),
    });
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'notice.updated',
      targetType: 'notice',
      targetId: notice.id,
      detail: { name: notice.title, pinned: p.pinned },
    });
  });
  return viewNotice(ctx, caller, scope, p.id);
}

/** PUT /rest/notice/archive: archived notices leave the current list for the archive. */
export async function archiveNotice(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  p: { id: string; archived: boolean },
): Promise<NoticeView> {
  await ctx.db.transaction(async (tx) => {
    const notice = await manageable(tx, caller, scope, p.id);
    const now = ctx.clock.now();
    await updateNotice(tx, scope.instituteId, p.id, {
      archivedAt: p.archived ? (notice.archivedAt ?? now) : null,
      updatedAt: now,
    });
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'notice.updated',
      targetType: 'notice',
      targetId: notice.id,
      detail: { name: notice.title, archived: p.archived },
    });
  });
  return viewNotice(ctx, caller, scope, p.id);
}

/** DELETE /rest/notice: the notice, what it named, its read marks and its attachments' files. */
export async function removeNotice(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
): Promise<void> {
  await inFileTransaction(ctx.db, fileStoreOf(ctx), async (tx, files) => {
    const notice = await manageable(tx, caller, scope, id);
    const attached = await attachmentsOf(tx, [notice.id]);
    await files.release(
      attached.map((f) => f.id),
      NOTICE_FILE_PURPOSE,
      { instituteId: scope.instituteId },
    );
    await deleteNotice(tx, scope.instituteId, notice.id);
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'notice.deleted',
      targetType: 'notice',
      targetId: notice.id,
      detail: { name: notice.title },
    });
  });
}

/**
 * POST /rest/notice/file: more attachments (checked by content, within the institute's storage
 * quota; at most NOTICE_FILES_MAX in all), after the ones it has.
 */
export async function addNoticeFiles(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
  files: UploadedFile[],
): Promise<NoticeView> {
  const kinds: FileKind[] = [];
  for (const file of files) kinds.push(await checkFileKind(file, NOTICE_FILE_KINDS));
  await inFileTransaction(ctx.db, fileStoreOf(ctx), async (tx, store) => {
    const notice = await manageable(tx, caller, scope, id);
    if (files.length === 0) throw badRequest(NOTICE_TEXTS.noFiles);
    const had = await attachmentsOf(tx, [notice.id]);
    if (had.length + files.length > NOTICE_FILES_MAX) throw badRequest(NOTICE_TEXTS.files);
    const stored = await store.store(
      ctx.clock.now(),
      files.map((file, i) => ({
        file,
        kind: kinds[i] ?? 'pdf',
        purpose: NOTICE_FILE_PURPOSE,
        instituteId: scope.instituteId,
        ownerAccountId: caller.accountId,
      })),
    );
    await attachFiles(
      tx,
      notice.id,
      stored.map((f) => f.id),
      had.length,
    );
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'notice.updated',
      targetType: 'notice',
      targetId: notice.id,
      detail: { name: notice.title },
    });
  });
  return viewNotice(ctx, caller, scope, id);
}

/** DELETE /rest/notice/file: one attachment, its file deleted once the change commits. */
export async function removeNoticeFile(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  p: { id: string; fileId: string },
): Promise<NoticeView> {
  await inFileTransaction(ctx.db, fileStoreOf(ctx), async (tx, files) => {
    const notice = await manageable(tx, caller, scope, p.id);
    const had = await attachmentsOf(tx, [notice.id]);
    if (!had.some((f) => f.id === p.fileId)) throw notFound(NOTICE_TEXTS.fileNotFound);
    await files.release([p.fileId], NOTICE_FILE_PURPOSE, { instituteId: scope.instituteId });
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'notice.updated',
      targetType: 'notice',
      targetId: notice.id,
      detail: { name: notice.title },
    });
  });
  return viewNotice(ctx, caller, scope, p.id);
}
