import {
  type DayCollection,
  indiaDayEnd,
  indiaDayStart,
  PAYMENT_METHOD_GROUPS,
  PAYMENT_METHODS,
} from '@shala/shared';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { financialAccounts, paymentRecords, paymentTransactions } from '../../db/schema/index.js';
import type { GroupScope } from '../permissions/index.js';

/**
 * A day's collection (issue 11 "a day's collection by method and account, with a chart"): the
 * active payments whose date falls on the day in India, totalled by method group, medium,
 * account and hour. From a class, that class's students' part only.
 */

type Cell = {
  methodGroup: string;
  medium: string;
  accountId: string;
  accountName: string;
  hour: number;
  amount: number;
  discount: number;
  count: number;
};

async function dayCells(db: Queryable, scope: GroupScope, day: string): Promise<Cell[]> {
  const hour = sql<number>`extract(hour from ${paymentTransactions.transactionDate} at time zone 'Asia/Kolkata')::int`;
  return db
    .select({
      methodGroup: paymentTransactions.paymentMethod,
      medium: paymentTransactions.paymentMedium,
      accountId: financialAccounts.id,
      accountName: financialAccounts.accountName,
      hour,
      // bigint sums (a day can pass 2^31 paise), read as numbers on pg too (text there).
      amount: sql<number>`sum(${paymentRecords.amountPaise})::bigint`.mapWith(Number),
      discount: sql<number>`sum(${paymentRecords.discountPaise})::bigint`.mapWith(Number),
      count: sql<number>`count(distinct ${paymentTransactions.id})::int`,
    })
    .from(paymentRecords)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, paymentRecords.transactionPk))
    .innerJoin(financialAccounts, eq(financialAccounts.id, paymentTransactions.financialAccountId))
    .where(
      and(
        eq(paymentRecords.instituteId, scope.instituteId),
        scope.type === 'CLASS' ? eq(paymentRecords.classId, scope.id) : undefined,
        eq(paymentTransactions.status, 'ACTIVE'),
        gte(paymentTransactions.transactionDate, indiaDayStart(day)),
        lt(paymentTransactions.transactionDate, indiaDayEnd(day)),
      ),
    )
    .groupBy(
      paymentTransactions.paymentMethod,
      paymentTransactions.paymentMedium,
      financialAccounts.id,
      financialAccounts.accountName,
      hour,
    );
}

type Bucket = { key: string; label: string; amount: number; discount: number; count: number };

/** Cells summed by `keyOf`, in `order` (keys not in it after, by label). */
function totalled(
  cells: readonly Cell[],
  keyOf: (c: Cell) => string,
  labelOf: (c: Cell) => string,
  order: readonly string[] = [],
): Bucket[] {
  const by = new Map<string, Bucket>();
  for (const c of cells) {
    const key = keyOf(c);
    const b = by.get(key) ?? { key, label: labelOf(c), amount: 0, discount: 0, count: 0 };
    b.amount += c.amount;
    b.discount += c.discount;
    b.count += c.count;
    by.set(key, b);
  }
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  return [...by.values()].sort(
    (a, b) => rank(a.key) - rank(b.key) || a.label.localeCompare(b.label),
  );
}

/** GET /rest/payment/collection. */
export async function dayCollection(
  ctx: AppContext,
  scope: GroupScope,
  day: string,
): Promise<DayCollection> {
  const cells = await dayCells(ctx.db, scope, day);
  const byHour = Array.from({ length: 24 }, (_, hour) => {
    const [b] = totalled(
      cells.filter((c) => c.hour === hour),
      () => String(hour),
      () => `${String(hour).padStart(2, '0')}:00`,
    );
    return {
      hour,
      key: String(hour),
      label: `${String(hour).padStart(2, '0')}:00`,
      amount: b?.amount ?? 0,
      discount: b?.discount ?? 0,
      count: b?.count ?? 0,
    };
  });
  const [total] = totalled(
    cells,
    () => 'all',
    () => 'All',
  );
  return {
    date: day,
    total: { amount: total?.amount ?? 0, discount: total?.discount ?? 0, count: total?.count ?? 0 },
    byMethodGroup: totalled(
      cells,
      (c) => c.methodGroup,
      (c) => c.methodGroup,
      PAYMENT_METHOD_GROUPS,
    ),
    byMedium: totalled(
      cells,
      (c) => c.medium,
      (c) => c.medium,
      PAYMENT_METHODS,
    ),
    byAccount: totalled(
      cells,
      (c) => c.accountId,
      (c) => c.accountName,
    ),
    byHour,
  };
}
