import { NOTICE_TEXTS, type NoticeView } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { fileStoreOf, inFileTransaction } from '../../files/file-transaction.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { attachmentsOf, deleteNotice, lockNotice, updateNotice } from './notice-queries.js';
import { mayManage } from './policy.js';
import { NOTICE_FILE_PURPOSE } from './post-service.js';
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
