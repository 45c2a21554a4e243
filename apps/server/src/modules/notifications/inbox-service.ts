import {
  type Deadline,
  deadlineLabel,
  formatRupees,
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
import { ownPeopleOf } from '../people/index.js';
import type { Caller } from '../permissions/index.js';
import { countsOf, findOwn, markAllRead, markRead, pageOf } from './inbox-queries.js';
import { presentNotification } from './present.js';

type UnpaidDueDay = Awaited<ReturnType<typeof unpaidDueDays>>[number];

const DAY_MS = 86_400_000;
/** Exam deadlines shown: ending within the next 30 days, or over within the last 7; fee dues within the next 30 days. */
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
 * The profile's own (and, for a parent, the children's) open exams' ends and unpaid fees,
 * soonest first, each with the label of rules/deadlines.ts. Fees (issue 22): what is overdue,
 * however long ago, as one deadline per student with its total; each due day of the next 30
 * days; and a student's next due day when none falls within them, so a family always sees what
 * comes next.
 */
export async function upcomingDeadlines(
  ctx: AppContext,
  caller: Pick<Caller, 'accountId' | 'profileId'>,
): Promise<Deadline[]> {
  const { profileId } = caller;
  const now = ctx.clock.now();
  const today = indiaDay(now);
  const from = new Date(now.getTime() - BEHIND_DAYS * DAY_MS);
  const to = new Date(now.getTime() + AHEAD_DAYS * DAY_MS);
  const horizon = indiaDay(to);
  // The caller's own first, then the rest of whose data is theirs (people's one rule).
  const people = [
    profileId,
    ...(await ownPeopleOf(ctx.db, caller.accountId)).filter((id) => id !== profileId),
  ];
  const [exams, dues] = await Promise.all([
    openExamEnds(ctx.db, people, from, to),
    unpaidDueDays(ctx.db, {}, people),
  ]);
  const whose = (d: { profileId: string; firstName: string }) =>
    d.profileId === profileId ? '' : `${d.firstName}: `;
  const fees: Deadline[] = [];
  const overdue = new Map<string, { first: UnpaidDueDay; owed: number }>();
  const upcoming = new Map<string, number>();
  for (const d of dues) {
    if (d.dueDate < today) {
      const seen = overdue.get(d.profileId);
      overdue.set(d.profileId, { first: seen?.first ?? d, owed: (seen?.owed ?? 0) + d.owed });
      continue;
    }
    const shown = upcoming.get(d.profileId) ?? 0;
    if (d.dueDate > horizon && shown > 0) continue;
    upcoming.set(d.profileId, shown + 1);
    const dueAt = endOfIndianDay(d.dueDate);
    fees.push({
      id: `fee:${d.profileId}:${d.dueDate}`,
      kind: 'FEE',
      title: `${whose(d)}Fees due: ${d.particulars} (${formatRupees(d.owed)})`,
      dueAt: dueAt.toISOString(),
      deadline: deadlineLabel(dueAt, now),
      target: `/erp/fee-details/${d.profileId}`,
    });
  }
  for (const [id, { first, owed }] of overdue) {
    const dueAt = endOfIndianDay(first.dueDate);
    fees.push({
      id: `fee-overdue:${id}`,
      kind: 'FEE',
      title: `${whose(first)}Fees overdue: ${formatRupees(owed)}`,
      dueAt: dueAt.toISOString(),
      deadline: deadlineLabel(dueAt, now),
      target: `/erp/fee-details/${id}`,
    });
  }
  const deadlines: Deadline[] = [
    ...exams.map((e) => ({
      id: `exam:${e.taskId}:${e.profileId}`,
      kind: 'EXAM' as const,
      title: e.title,
      dueAt: e.endAt.toISOString(),
      deadline: deadlineLabel(e.endAt, now),
      target: '/exam',
    })),
    ...fees,
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
