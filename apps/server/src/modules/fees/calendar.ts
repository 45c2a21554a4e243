import {
  type CalendarEntry,
  formatRupees,
  indiaDay,
  indiaDayEnd,
  indiaDayStart,
} from '@shala/shared';
import type { AppContext, CalendarAsk } from '../../context.js';
import { unpaidDueDays } from './due-days-queries.js';

/**
 * Fees on a calendar (issue 24 §4): each day something is still owed by the people asked, as an
 * all-day entry with what and how much, named after the child when it is not the profile's own.
 * A paid day leaves the calendar (and the .ics feeds that follow it).
 */
export async function feeCalendar(ctx: AppContext, ask: CalendarAsk): Promise<CalendarEntry[]> {
  const last = indiaDay(new Date(ask.to.getTime() - 1));
  const dues = await unpaidDueDays(ctx.db, { from: indiaDay(ask.from), to: last }, [...ask.people]);
  return dues.map((d) => ({
    id: `fee:${d.profileId}:${d.dueDate}`,
    kind: 'FEE' as const,
    title: `${d.profileId === ask.profileId ? '' : `${d.firstName}: `}Fees due: ${d.particulars} (${formatRupees(d.owed)})`,
    description: null,
    location: null,
    startAt: indiaDayStart(d.dueDate).toISOString(),
    endAt: indiaDayEnd(d.dueDate).toISOString(),
    allDay: true,
    target: `/erp/fee-details/${d.profileId}`,
    editableId: null,
  }));
}
