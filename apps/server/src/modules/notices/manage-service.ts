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

type Locked = Awaited<ReturnType<typeof manageable>>;
type NoticeChange = Parameters<typeof updateNotice>[3];

/**
 * One of a notice's flags changed by someone who may manage it, audited as notice.updated with
 * what changed, in one transaction; answers the notice as the caller now sees it.
 */
async function changeFlag(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
  change: (notice: Locked, now: Date) => { values: NoticeChange; detail: Record<string, boolean> },
): Promise<NoticeView> {
  await ctx.db.transaction(async (tx) => {
    const notice = await manageable(tx, caller, scope, id);
    const now = ctx.clock.now();
    const { values, detail } = change(notice, now);
    await updateNotice(tx, scope.instituteId, id, { ...values, updatedAt: now });
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'notice.updated',
      targetType: 'notice',
      targetId: notice.id,
      detail: { name: notice.title, ...detail },
    });
  });
  return viewNotice(ctx, caller, scope, id);
}

/** PUT /rest/notice/pin: pinned notices stay at the top of every list. */
export function pinNotice(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  p: { id: string; pinned: boolean },
): Promise<NoticeView> {
  return changeFlag(ctx, caller, scope, p.id, () => ({
    values: { pinned: p.pinned },
    detail: { pinned: p.pinned },
  }));
}

/** PUT /rest/notice/archive: archived notices leave the current list for the archive. */
export function archiveNotice(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  p: { id: string; archived: boolean },
): Promise<NoticeView> {
  return changeFlag(ctx, caller, scope, p.id, (notice, now) => ({
    values: { archivedAt: p.archived ? (notice.archivedAt ?? now) : null },
    detail: { archived: p.archived },
  }));
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
