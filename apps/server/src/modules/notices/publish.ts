import { NOTICE_EXCERPT_CHARS } from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { announce, type Raised, raiseNotification } from '../notifications/index.js';
import { recipientsOf } from './audience-queries.js';
import {
  duePublications,
  lockNotice,
  type NoticeRow,
  recipientIdsOf,
  setRecipients,
  targetIdsOf,
  updateNotice,
} from './notice-queries.js';

/**
 * Publishing: a notice's recipients are told once, when it publishes: at once when posted for
 * now, else by the publish job sent for its publish time (and the hourly reminder sweep, which
 * catches one whose job a stopped portal missed). The app's bell hears it over the live
 * channel; e-mail and web push follow each recipient's settings (notifications' raise).
 */
export const NOTICE_PUBLISH_JOB = 'notices.publish';

/** Tells the notice's recipients, in the caller's transaction; announce the answer after it. */
export async function notifyRecipients(
  ctx: AppContext,
  tx: Tx,
  notice: NoticeRow,
): Promise<Raised> {
  await updateNotice(tx, notice.instituteId, notice.id, { notifiedAt: ctx.clock.now() });
  const flat = notice.body.replace(/\s+/g, ' ').trim();
  return raiseNotification(ctx, tx, {
    kind: 'notice.published',
    profileIds: await recipientIdsOf(tx, notice.id),
    instituteId: notice.instituteId,
    groupId: notice.instituteId,
    title: `New notice: ${notice.title}`,
    message:
      flat.length > NOTICE_EXCERPT_CHARS ? `${flat.slice(0, NOTICE_EXCERPT_CHARS - 1)}…` : flat,
    target: `/notice?id=${notice.id}`,
    featureId: notice.id,
    featureAction: 'NOTICE_PUBLISHED',
    dedupeKey: `notice:${notice.id}`,
  });
}

/** Sends the publish job for a scheduled notice's time, with the transaction that scheduled it. */
export function schedulePublication(ctx: AppContext, tx: Tx, notice: NoticeRow): Promise<void> {
  return ctx.jobs.send(NOTICE_PUBLISH_JOB, { id: notice.id }, { startAfter: notice.publishAt }, tx);
}

/**
 * Publishes every scheduled notice whose time has come and whose recipients were not told yet,
 * each in its own transaction: its audience is settled again (who joined since it was posted
 * gets it too) and its recipients told. A notice moved later, archived or told already is left.
 */
export async function publishDueNotices(ctx: AppContext): Promise<number> {
  let published = 0;
  for (const due of await duePublications(ctx.db, ctx.clock.now())) {
    const raised = await ctx.db.transaction(async (tx) => {
      const notice = await lockNotice(tx, due.instituteId, due.id);
      const now = ctx.clock.now();
      if (!notice || notice.notifiedAt || notice.archivedAt || notice.publishAt > now) return null;
      const targets = await targetIdsOf(tx, notice.id);
      const recipients = await recipientsOf(tx, notice.instituteId, notice.audience, targets);
      await setRecipients(
        tx,
        notice,
        recipients.filter((id) => id !== notice.postedBy),
      );
      return notifyRecipients(ctx, tx, notice);
    });
    if (raised) {
      published += 1;
      await announce(ctx, raised);
    }
  }
  return published;
}
