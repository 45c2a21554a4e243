import { type Deadline, deadlineLabel, formatRupees, indiaDay, indiaDayEnd } from '@shala/shared';
import type { AppContext, DeadlineAsk } from '../../context.js';
import { type UnpaidDueDay, unpaidDueDays } from './due-days-queries.js';

const DAY_MS = 86_400_000;
/** Each due day of the next 30 days is shown; past it, only a student's next one. */
const AHEAD_DAYS = 30;
/** A fee due date is due by the end of that day in India (its last second). */
const endOfIndianDay = (date: string) => new Date(indiaDayEnd(date).getTime() - 1_000);

/**
 * Fees in Upcoming Deadlines (issue 22): what is overdue, however long ago, as one deadline per
 * student with its total; each due day of the next 30 days; and a student's next due day when
 * none falls within them, so a family always sees what comes next.
 */
export async function feeDeadlines(ctx: AppContext, ask: DeadlineAsk): Promise<Deadline[]> {
  const { now } = ask;
  const today = indiaDay(now);
  const horizon = indiaDay(new Date(now.getTime() + AHEAD_DAYS * DAY_MS));
  const dues = await unpaidDueDays(ctx.db, {}, [...ask.people]);
  const whose = (d: { profileId: string; firstName: string }) =>
    d.profileId === ask.profileId ? '' : `${d.firstName}: `;
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
  return fees;
}
