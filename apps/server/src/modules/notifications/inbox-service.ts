import {
  type Deadline,
  NOTIFICATION_TEXTS,
  type Notification,
  type NotificationList,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { ownPeopleOf } from '../people/index.js';
import type { Caller } from '../permissions/index.js';
import { countsOf, findOwn, markAllRead, markRead, pageOf } from './inbox-queries.js';
import { presentNotification } from './present.js';

/** The bell's lists (spec §2.4): School ERP notifications and Upcoming Deadlines. */
export async function notificationList(
  ctx: AppContext,
  caller: Caller,
  page: { page: number; size: number },
): Promise<NotificationList> {
  const [rows, counts, deadlines] = await Promise.all([
    pageOf(ctx.db, caller.profileId, page.page, page.size),
    countsOf(ctx.db, caller.profileId),
    upcomingDeadlines(ctx, caller),
  ]);
  return {
    schoolErpNotifications: rows.map(presentNotification),
    deadlineNotifications: deadlines,
    unreadCount: counts.unread,
    total: counts.total,
  };
}

/**
 * Upcoming Deadlines: what each module declares (ServerModule.deadlines: exams' ends, fees due
 * and overdue …) for the people whose data is the caller's, the acting profile first, soonest
 * first. Notifications know no domain: a module adds its deadlines in its module.ts.
 */
export async function upcomingDeadlines(
  ctx: AppContext,
  caller: Pick<Caller, 'accountId' | 'profileId'>,
): Promise<Deadline[]> {
  const { profileId } = caller;
  const people = [
    profileId,
    ...(await ownPeopleOf(ctx.db, caller.accountId)).filter((id) => id !== profileId),
  ];
  const ask = { profileId, people, now: ctx.clock.now() };
  const lists = await Promise.all(ctx.declared.deadlines.map((deadlines) => deadlines(ctx, ask)));
  return lists.flat().sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt));
}

export async function notificationOf(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<Notification> {
  const row = await findOwn(ctx.db, caller.profileId, id);
  if (!row) throw notFound(NOTIFICATION_TEXTS.notFound);
  return presentNotification(row);
}

export async function readNotification(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<Notification> {
  const row = await markRead(ctx.db, caller.profileId, id, ctx.clock.now());
  if (!row) throw notFound(NOTIFICATION_TEXTS.notFound);
  return presentNotification(row);
}

export async function readAllNotifications(ctx: AppContext, caller: Caller) {
  return { updated: await markAllRead(ctx.db, caller.profileId, ctx.clock.now()) };
}
