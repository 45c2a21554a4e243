import {
  type FeeStatistics,
  indiaDay,
  monthsBetween,
  STATISTICS_DEFAULTERS,
  type StatisticsRangeQuery,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import { defaultersOf, duesByClassMonth } from '../fees/index.js';
import { classesOfInstitute } from '../groups/index.js';
import { feeCollectionsByMonth } from '../payments/index.js';
import type { GroupScope } from '../permissions/index.js';

type DueSums = { due: number; paid: number; discount: number; overdue: number };
const sumOf = (rows: readonly DueSums[]) =>
  rows.reduce(
    (t, r) => ({
      duePaise: t.duePaise + r.due,
      paidPaise: t.paidPaise + r.paid,
      discountPaise: t.discountPaise + r.discount,
      outstandingPaise: t.outstandingPaise + Math.max(0, r.due - r.paid - r.discount),
      overduePaise: t.overduePaise + r.overdue,
    }),
    { duePaise: 0, paidPaise: 0, discountPaise: 0, outstandingPaise: 0, overduePaise: 0 },
  );

/**
 * GET /rest/statistics/fees: the charges falling due in the range against what was paid into
 * them (by class and in all), each month's dues beside each month's collections (as the day book
 * reads them from payments), and the defaulters: students owing charges due before today.
 */
export async function feeStatistics(
  ctx: AppContext,
  scope: GroupScope,
  q: StatisticsRangeQuery,
): Promise<FeeStatistics> {
  const id = scope.instituteId;
  const range = { from: q.from, to: q.to, today: indiaDay(ctx.clock.now()) };
  const [dues, collections, defaulters, classes] = await Promise.all([
    duesByClassMonth(ctx.db, id, range),
    feeCollectionsByMonth(ctx.db, id, q.from, q.to),
    defaultersOf(ctx.db, id, range, STATISTICS_DEFAULTERS),
    classesOfInstitute(ctx.db, id),
  ]);
  const collected = new Map(collections.map((c) => [c.month, c.amount]));
  const withDues = new Set(dues.map((d) => d.classId));
  const { overduePaise, ...totals } = sumOf(dues);
  return {
    from: q.from,
    to: q.to,
    ...totals,
    overduePaise,
    collectedPaise: collections.reduce((t, c) => t + c.amount, 0),
    months: monthsBetween(q.from, q.to).map((month) => ({
      month,
      duePaise: sumOf(dues.filter((d) => d.month === month)).duePaise,
      collectedPaise: collected.get(month) ?? 0,
    })),
    classes: classes
      .filter((c) => withDues.has(c.id))
      .map((c) => {
        const { overduePaise: _, ...sums } = sumOf(dues.filter((d) => d.classId === c.id));
        return { classId: c.id, className: c.name, ...sums };
      }),
    defaulters,
  };
}
