import {
  NOTICE_TEXTS,
  type NoticeList,
  type NoticeListQuery,
  type NoticeReaders,
  type NoticeView,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { StoredFileRow } from '../../files/uploads.js';
import { loadFile } from '../../files/uploads.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { type Lister, listNotices, unreadCount } from './list-queries.js';
import { attachmentsOf, findNotice, type NoticeRow, targetNamesOf } from './notice-queries.js';
import { managesAll, mayManage } from './policy.js';
import { toSummary, toView } from './presenters.js';
import { countsOf, markRead, reachOfProfile, readersOf } from './reach-queries.js';

const listerOf = (caller: Caller, scope: GroupScope): Lister => ({
  profileId: caller.profileId,
  instituteId: scope.instituteId,
  managesAll: managesAll(caller, scope),
});

/** GET /rest/notice: a page of the caller's inbox, or of what they posted (or manage). */
export async function listNoticesFor(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  query: NoticeListQuery,
  posts: boolean,
): Promise<NoticeList> {
  if (query.box === 'posted' && !posts) throw forbidden();
  const now = ctx.clock.now();
  const who = listerOf(caller, scope);
  const { rows, total } = await listNotices(ctx.db, who, query, now);
  const ids = rows.map((r) => r.id);
  const targets = await targetNamesOf(ctx.db, ids);
  const manageable = rows.filter((r) => who.managesAll || r.postedBy === caller.profileId);
  const counts = await countsOf(
    ctx.db,
    scope.instituteId,
    manageable.map((r) => r.id),
    now,
  );
  return {
    notices: rows.map((r) =>
      toSummary(r, {
        targets: targets.get(r.id) ?? [],
        counts: manageable.includes(r) ? (counts.get(r.id) ?? { seen: 0, total: 0 }) : null,
        now,
      }),
    ),
    total,
    unread: await unreadCount(ctx.db, who, now),
    page: query.page,
    size: query.size,
  };
}

/**
 * The notice as the caller may see it, else not found: those it reaches (its audience now while
 * open, reach-queries) from its publish time, its poster and the notice managers always
 * (scheduled ones too).
 */
async function visibleNotice(ctx: AppContext, caller: Caller, scope: GroupScope, id: string) {
  const notice = await findNotice(ctx.db, scope.instituteId, id);
  if (!notice) throw notFound(NOTICE_TEXTS.notFound);
  const canManage = mayManage(caller, scope, notice);
  const now = ctx.clock.now();
  const reach = await reachOfProfile(ctx.db, notice, caller.profileId, now);
  const published = notice.publishAt <= now;
  if (!canManage && !(reach.reached && published)) throw notFound(NOTICE_TEXTS.notFound);
  return { notice, canManage, mine: reach.reached && published ? reach : undefined };
}

async function present(
  ctx: AppContext,
  notice: NoticeRow,
  p: { canManage: boolean; readAt: Date | null; recipient: boolean },
): Promise<NoticeView> {
  const [targets, counts, files] = await Promise.all([
    targetNamesOf(ctx.db, [notice.id]),
    p.canManage
      ? countsOf(ctx.db, notice.instituteId, [notice.id], ctx.clock.now())
      : Promise.resolve(null),
    attachmentsOf(ctx.db, [notice.id]),
  ]);
  const poster = notice.postedBy
    ? await ctx.db.query.userProfiles.findFirst({
        where: (u, { eq }) => eq(u.id, notice.postedBy as string),
        columns: { firstName: true, lastName: true },
      })
    : undefined;
  return toView(
    {
      ...notice,
      postedByName: poster ? `${poster.firstName} ${poster.lastName}` : null,
      recipient: p.recipient,
      readAt: p.readAt,
      attachments: files.length,
    },
    {
      targets: targets.get(notice.id) ?? [],
      counts: counts ? (counts.get(notice.id) ?? { seen: 0, total: 0 }) : null,
      now: ctx.clock.now(),
      files: files.map(({ noticeId: _, ...f }) => f),
      canManage: p.canManage,
    },
  );
}

/** The notice as the caller may see it, without marking it read (after a change). */
export async function viewNotice(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
): Promise<NoticeView> {
  const { notice, canManage, mine } = await visibleNotice(ctx, caller, scope, id);
  return present(ctx, notice, { canManage, recipient: !!mine, readAt: mine?.readAt ?? null });
}

/** GET /rest/notice/id (spec §7 "notice by id"): opening it marks it read by its recipient. */
export async function openNotice(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
): Promise<NoticeView> {
  const { notice, canManage, mine } = await visibleNotice(ctx, caller, scope, id);
  let readAt = mine?.readAt ?? null;
  if (mine && !readAt) {
    readAt = ctx.clock.now();
    await markRead(ctx.db, notice, caller.profileId, readAt);
  }
  return present(ctx, notice, { canManage, recipient: !!mine, readAt });
}

/** GET /rest/notice/readers: who has seen the notice, or who has not, for those who manage it. */
export async function noticeReaders(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  p: { id: string; seen: boolean; page: number; size: number },
): Promise<NoticeReaders> {
  const notice = await findNotice(ctx.db, scope.instituteId, p.id);
  if (!notice) throw notFound(NOTICE_TEXTS.notFound);
  if (!mayManage(caller, scope, notice)) throw forbidden(NOTICE_TEXTS.notYours);
  const now = ctx.clock.now();
  const counts = (await countsOf(ctx.db, scope.instituteId, [notice.id], now)).get(notice.id) ?? {
    seen: 0,
    total: 0,
  };
  const people = await readersOf(ctx.db, notice, p, now);
  return {
    ...counts,
    count: p.seen ? counts.seen : counts.total - counts.seen,
    people: people.map((r) => ({
      profileId: r.profileId,
      name: r.name,
      detail: r.detail ?? '',
      readAt: r.readAt?.toISOString() ?? null,
    })),
    page: p.page,
    size: p.size,
  };
}

/** GET /rest/notice/file: an attachment of a notice the caller may see. */
export async function noticeFile(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  p: { id: string; fileId: string },
): Promise<{ row: StoredFileRow; bytes: Buffer }> {
  const { notice } = await visibleNotice(ctx, caller, scope, p.id);
  const attached = (await attachmentsOf(ctx.db, [notice.id])).some((f) => f.id === p.fileId);
  const file = attached
    ? await loadFile(ctx.db, ctx.files, p.fileId, scope.instituteId)
    : undefined;
  if (!file) throw notFound(NOTICE_TEXTS.fileNotFound);
  return file;
}
