import { NOTICE_TEXTS, type NoticeForm, type NoticeUpdate, type NoticeView } from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { fileStoreOf, inFileTransaction } from '../../files/file-transaction.js';
import { checkFileKind, type FileKind, type UploadedFile } from '../../files/uploads.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { announce, type Raised } from '../notifications/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { settleAudience } from './audience-service.js';
import {
  attachFiles,
  insertNotice,
  lockNotice,
  setRecipients,
  setTargets,
  targetIdsOf,
  updateNotice,
} from './notice-queries.js';
import { mayManage } from './policy.js';
import { notifyRecipients, schedulePublication } from './publish.js';
import { viewNotice } from './read-service.js';

/** What a notice's attachments may be, by their bytes. */
export const NOTICE_FILE_KINDS: readonly FileKind[] = ['pdf', 'jpg', 'png', 'webp'];
/** stored_files.purpose of a notice's attachment: the school's own file, in its quota. */
export const NOTICE_FILE_PURPOSE = 'notice-attachment';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === a.length;

/**
 * POST /rest/notice: the notice with its attachments (checked by content, within the institute's
 * storage), its audience settled; published now (its recipients told at once) or scheduled (the
 * publish job tells them at its time). All of it or nothing.
 */
export async function postNotice(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  form: NoticeForm,
  files: UploadedFile[],
): Promise<NoticeView> {
  const now = ctx.clock.now();
  const publishAt = form.publishAt ? new Date(form.publishAt) : now;
  const expiresAt = form.expiresAt ? new Date(form.expiresAt) : null;
  if (expiresAt && expiresAt <= now) throw badRequest(NOTICE_TEXTS.expiryPast);
  const kinds: FileKind[] = [];
  for (const file of files) kinds.push(await checkFileKind(file, NOTICE_FILE_KINDS));
  const { id, raised } = await inFileTransaction(
    ctx.db,
    fileStoreOf(ctx),
    async (tx, store): Promise<{ id: string; raised: Raised | null }> => {
      const recipients = await settleAudience(tx, caller, scope, {
        audience: form.audience,
        targetIds: form.targetIds,
        postedBy: caller.profileId,
      });
      const notice = await insertNotice(tx, {
        instituteId: scope.instituteId,
        title: form.title,
        body: form.body,
        audience: form.audience,
        publishAt: new Date(Math.max(publishAt.getTime(), now.getTime())),
        expiresAt,
        pinned: form.pinned,
        postedBy: caller.profileId,
        createdAt: now,
        updatedAt: now,
      });
      await setTargets(tx, notice.id, form.targetIds);
      await setRecipients(tx, notice, recipients);
      const stored = await store.store(
        now,
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
      );
      await recordAudit(tx, ctx, caller, {
        instituteId: scope.instituteId,
        action: 'notice.posted',
        targetType: 'notice',
        targetId: notice.id,
        detail: {
          name: notice.title,
          audience: notice.audience,
          recipients: recipients.length,
          scheduled: notice.publishAt > now,
        },
      });
      if (notice.publishAt > now) {
        await schedulePublication(ctx, tx, notice);
        return { id: notice.id, raised: null };
      }
      return { id: notice.id, raised: await notifyRecipients(ctx, tx, notice) };
    },
  );
  if (raised) await announce(ctx, raised);
  return viewNotice(ctx, caller, scope, id);
}

/**
 * PUT /rest/notice: its title, text and expiry at any time; its audience and publish time only
 * while it is scheduled (a published notice's readers were told already).
 */
export async function changeNotice(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: NoticeUpdate,
): Promise<NoticeView> {
  const now = ctx.clock.now();
  const audited = (tx: Tx, name: string) =>
    recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'notice.updated',
      targetType: 'notice',
      targetId: body.id,
      detail: { name },
    });
  const raised = await ctx.db.transaction(async (tx) => {
    const notice = await lockNotice(tx, scope.instituteId, body.id);
    if (!notice) throw notFound(NOTICE_TEXTS.notFound);
    if (!mayManage(caller, scope, notice)) throw forbidden(NOTICE_TEXTS.notYours);
    const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
    const scheduled = notice.publishAt > now && !notice.notifiedAt;
    const targets = await targetIdsOf(tx, notice.id);
    if (!scheduled) {
      const moved = body.publishAt && Date.parse(body.publishAt) !== notice.publishAt.getTime();
      if (moved || body.audience !== notice.audience || !sameSet(body.targetIds, targets)) {
        throw conflict(NOTICE_TEXTS.alreadyPublished);
      }
      if (expiresAt && expiresAt <= notice.publishAt) {
        throw badRequest(NOTICE_TEXTS.expiryBeforePublish);
      }
      await updateNotice(tx, scope.instituteId, notice.id, {
        title: body.title,
        body: body.body,
        expiresAt,
        updatedAt: now,
      });
      await audited(tx, body.title);
      return null;
    }
    const publishAt = body.publishAt ? new Date(body.publishAt) : now;
    if (expiresAt && expiresAt <= now) throw badRequest(NOTICE_TEXTS.expiryPast);
    const recipients = await settleAudience(tx, caller, scope, {
      audience: body.audience,
      targetIds: body.targetIds,
      postedBy: notice.postedBy,
    });
    const row = await updateNotice(tx, scope.instituteId, notice.id, {
      title: body.title,
      body: body.body,
      audience: body.audience,
      publishAt: new Date(Math.max(publishAt.getTime(), now.getTime())),
      expiresAt,
      updatedAt: now,
    });
    await setTargets(tx, notice.id, body.targetIds);
    await setRecipients(tx, row, recipients);
    await audited(tx, row.title);
    if (row.publishAt > now) {
      await schedulePublication(ctx, tx, row);
      return null;
    }
    return notifyRecipients(ctx, tx, row);
  });
  if (raised) await announce(ctx, raised);
  return viewNotice(ctx, caller, scope, body.id);
}
