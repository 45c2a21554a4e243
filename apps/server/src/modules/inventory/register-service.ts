import {
  daysSpanned,
  INVENTORY_TEXTS as M,
  STOCK_REGISTER_MAX_DAYS,
  type StockIssueView,
  type StockMovementView,
  type StockRegister,
  type StockRegisterQuery,
  safeCsv,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { calendarDay, rupeesCell } from '../../lib/shown-format.js';
import type { GroupScope } from '../permissions/index.js';
import { findItem } from './item-queries.js';
import { issuesOf, movementsBetween } from './movement-queries.js';
import { toIssueView, toMovementView } from './presenters.js';

/** The stock register of a range (issue 25 §3), on screen and as CSV, and the issues still out. */

const INWARD = new Set(['IN', 'RETURN']);

/** GET /rest/inventory/register: every movement of the range with the balance after it. */
export async function stockRegister(
  ctx: AppContext,
  scope: GroupScope,
  q: StockRegisterQuery,
): Promise<StockRegister> {
  if (q.to < q.from || daysSpanned(q.from, q.to) > STOCK_REGISTER_MAX_DAYS) {
    throw badRequest(M.range);
  }
  if (q.itemId && !(await findItem(ctx.db, scope.instituteId, q.itemId))) {
    throw notFound(M.notFound);
  }
  const movements = (await movementsBetween(ctx.db, scope.instituteId, q)).map(toMovementView);
  const sum = (inward: boolean) =>
    movements
      .filter((m) => INWARD.has(m.kind) === inward)
      .reduce((total, m) => total + m.valuePaise, 0);
  return { from: q.from, to: q.to, movements, inValuePaise: sum(true), outValuePaise: sum(false) };
}

const KIND_WORDS: Record<StockMovementView['kind'], string> = {
  IN: 'Stock in',
  ISSUE: 'Issued',
  RETURN: 'Returned',
  WRITE_OFF: 'Written off',
};

/** GET /rest/inventory/register/csv: the same lines, opened in a spreadsheet. */
export async function stockRegisterCsv(
  ctx: AppContext,
  scope: GroupScope,
  q: StockRegisterQuery,
): Promise<{ filename: string; csv: string }> {
  const register = await stockRegister(ctx, scope, q);
  const rows: (string | number)[][] = [
    [`Stock register ${calendarDay(register.from)} to ${calendarDay(register.to)}`],
    [
      'Date',
      'Item',
      'Unit',
      'Movement',
      'Supplier or issued to',
      'Quantity in',
      'Quantity out',
      'Unit cost',
      'Value',
      'Balance quantity',
      'Balance value',
      'Reference',
      'Note',
      'Recorded by',
    ],
    ...register.movements.map((m) => {
      const inward = INWARD.has(m.kind);
      return [
        calendarDay(m.movementDate),
        m.itemName,
        m.unit,
        KIND_WORDS[m.kind],
        m.party ?? '',
        inward ? m.quantity : '',
        inward ? '' : m.quantity,
        rupeesCell(m.unitCostPaise),
        rupeesCell(m.valuePaise),
        m.balanceQuantity,
        rupeesCell(m.balanceValuePaise),
        m.reference ?? '',
        m.note ?? '',
        m.recordedBy ?? '',
      ];
    }),
    [],
    ['Received and returned', rupeesCell(register.inValuePaise)],
    ['Issued and written off', rupeesCell(register.outValuePaise)],
  ];
  return {
    filename: `stock-register-${register.from}-to-${register.to}.csv`,
    csv: safeCsv(rows),
  };
}

/** GET /rest/inventory/issued */
export async function issuedStock(
  ctx: AppContext,
  scope: GroupScope,
  q: { itemId?: string | undefined; open: boolean },
): Promise<{ issues: StockIssueView[] }> {
  return { issues: (await issuesOf(ctx.db, scope.instituteId, q)).map(toIssueView) };
}
