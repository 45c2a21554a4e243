import {
  type Deadline,
  deadlineLabel,
  indiaDay,
  indiaDayEnd,
  NOTIFICATION_TEXTS,
  type Notification,
  type NotificationList,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { openExamEnds } from '../exams/index.js';
import { unpaidDueDays } from '../fees/index.js';
import type { Caller } from '../permissions/index.js';
import { countsOf, findOwn, markAllRead, markRead, pageOf } from './inbox-queries.js';
import { presentNotification } from './present.js';
import { childrenOf } from './recipients.js';

const DAY_MS = 86_400_000;
/** Deadlines shown: due within the next 30 days, or over within the last 7. */
const AHEAD_DAYS = 30;
const BEHIND_DAYS = 7;
/** A fee due date is due by the end of that day in India (its last second). */
const endOfIndianDay = (date: string) => new Date(indiaDayEnd(date).getTime() - 1_000);

/** The bell's lists (spec §2.4): School ERP notifications and Upcoming Deadlines. */
export async function notificationList(
  ctx: AppContext,
  caller: Caller,
  page: { page: number; size: number },
): Promise<NotificationList> {
  const [rows, counts, deadlines] = await Promise.all([
    pageOf(ctx.db, caller.profileId, page.page, page.size),
    countsOf(ctx.db, caller.profileId),
    upcomingDeadlines(ctx, caller.profileId),
  ]);
  return {
    schoolErpNotifications: rows.map(presentNotification),
    deadlineNotifications: deadlines,
    unreadCount: counts.unread,
    total: counts.total,
  };
}

/**
 * The profile's own (and, for a parent, the children's) open exams' ends and unpaid fee dues,
 * soonest first, each with the label of rules/deadlines.ts.
 */
export async function upcomingDeadlines(ctx: AppContext, profileId: string): Promise<Deadline[]> {
  const now = ctx.clock.now();
  const from = new Date(now.getTime() - BEHIND_DAYS * DAY_MS);
  const to = new Date(now.getTime() + AHEAD_DAYS * DAY_MS);
  const people = [profileId, ...(await childrenOf(ctx.db, profileId))];
  const [exams, dues] = await Promise.all([
    openExamEnds(ctx.db, people, from, to),
    unpaidDueDays(ctx.db, { from: indiaDay(from), to: indiaDay(to) }, people),
  ]);
  const deadlines: Deadline[] = [
    ...exams.map((e) => ({
      id: `exam:${e.taskId}:${e.profileId}`,
      kind: 'EXAM' as const,
      title: e.title,
      dueAt: e.endAt.toISOString(),
      deadline: deadlineLabel(e.endAt, now),
      target: '/exam',
    })),
    ...dues.map((d) => {
      const dueAt = endOfIndianDay(d.dueDate);
      return {
        id: `fee:${d.profileId}:${d.dueDate}`,
        kind: 'FEE' as const,
        title: `Fees due: ${d.particulars}`,
        dueAt: dueAt.toISOString(),
        deadline: deadlineLabel(dueAt, now),
        target: `/erp/fee-details/${d.profileId}`,
      };
    }),
  ];
  return deadlines.sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt));
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
