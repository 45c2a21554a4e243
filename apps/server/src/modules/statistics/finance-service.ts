import { type FinanceStatistics, monthsBetween, type StatisticsRangeQuery } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { entrySumsBetween } from '../expenses/index.js';
import { feeCollectionsByMonth } from '../payments/index.js';
import type { GroupScope } from '../permissions/index.js';

/**
 * GET /rest/statistics/finance: income against expenses as the day book counts them (fee
 * collections read from payments, reverted ones out; approved entries of the expenses), by
 * month, and the range's categories.
 */
export async function financeStatistics(
  ctx: AppContext,
  scope: GroupScope,
  q: StatisticsRangeQuery,
): Promise<FinanceStatistics> {
  const id = scope.instituteId;
  const [fees, sums] = await Promise.all([
    feeCollectionsByMonth(ctx.db, id, q.from, q.to),
    entrySumsBetween(ctx.db, id, q.from, q.to),
  ]);
  const feesOf = new Map(fees.map((f) => [f.month, f.amount]));
  const months = monthsBetween(q.from, q.to).map((month) => {
    const of = (kind: 'INCOME' | 'EXPENSE') =>
      sums.filter((s) => s.month === month && s.kind === kind).reduce((t, s) => t + s.amount, 0);
    const feesPaise = feesOf.get(month) ?? 0;
    const incomePaise = of('INCOME');
    const expensePaise = of('EXPENSE');
    return {
      month,
      feesPaise,
      incomePaise,
      expensePaise,
      netPaise: feesPaise + incomePaise - expensePaise,
    };
  });
  const categories = new Map<
    string,
    { kind: 'INCOME' | 'EXPENSE'; name: string; amountPaise: number }
  >();
  for (const s of sums) {
    const key = `${s.kind}:${s.name}`;
    const entry = categories.get(key) ?? { kind: s.kind, name: s.name, amountPaise: 0 };
    entry.amountPaise += s.amount;
    categories.set(key, entry);
  }
  const total = (key: 'feesPaise' | 'incomePaise' | 'expensePaise' | 'netPaise') =>
    months.reduce((t, m) => t + m[key], 0);
  return {
    from: q.from,
    to: q.to,
    feesPaise: total('feesPaise'),
    incomePaise: total('incomePaise'),
    expensePaise: total('expensePaise'),
    netPaise: total('netPaise'),
    months,
    categories: [...categories.values()].sort(
      (a, b) =>
        a.kind.localeCompare(b.kind) ||
        b.amountPaise - a.amountPaise ||
        a.name.localeCompare(b.name),
    ),
  };
}
