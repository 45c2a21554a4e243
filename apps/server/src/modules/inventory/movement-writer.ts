import {
  afterMovement,
  isLowStock,
  INVENTORY_TEXTS as M,
  returnValue,
  STOCK_QUANTITY_MAX,
} from '@shala/shared';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { type ItemRow, saveBalance } from './item-queries.js';
import {
  countReturned,
  insertMovement,
  type MovementRow,
  type NewMovement,
} from './movement-queries.js';

/** A movement as its caller knows it: the balances and the register's place are the writer's. */
export type MovementInput = Omit<
  NewMovement,
  | 'instituteId'
  | 'itemId'
  | 'seq'
  | 'createdAt'
  | 'valuePaise'
  | 'balanceQuantity'
  | 'balanceValuePaise'
> & {
  /** What the units coming in are worth (IN, RETURN); going out, the average decides. */
  inwardValuePaise?: number;
};

/**
 * Writes one line of an item's register and its new balance, by the shared weighted-average rule
 * (rules/stock.ts), on the item read under its row lock. Answers the line, what it moved, the
 * item as it now stands, and whether it fell to its reorder level (the caller tells the keepers).
 */
export async function writeMovement(tx: Tx, now: Date, item: ItemRow, m: MovementInput) {
  const inward = m.kind === 'IN' || m.kind === 'RETURN';
  const { inwardValuePaise, ...columns } = m;
  const balance = inward
    ? afterMovement(item, { kind: 'IN', quantity: m.quantity, valuePaise: inwardValuePaise ?? 0 })
    : afterMovement(item, { kind: 'OUT', quantity: m.quantity });
  if (!balance) throw inward ? badRequest(M.quantity) : conflict(M.notEnough(item.quantity));
  if (balance.quantity > STOCK_QUANTITY_MAX) throw badRequest(M.tooMuch);
  const valuePaise = inward ? (inwardValuePaise ?? 0) : item.valuePaise - balance.valuePaise;
  const seq = item.movementCount + 1;
  const issuedOut =
    item.issuedOut + (m.kind === 'ISSUE' ? m.quantity : m.kind === 'RETURN' ? -m.quantity : 0);
  const row = await insertMovement(tx, {
    ...columns,
    instituteId: item.instituteId,
    itemId: item.id,
    seq,
    valuePaise,
    balanceQuantity: balance.quantity,
    balanceValuePaise: balance.valuePaise,
    createdAt: now,
  });
  await saveBalance(tx, item, {
    ...balance,
    issuedOut,
    movementCount: seq,
    day: row.movementDate,
    now,
  });
  const fell =
    item.active &&
    !isLowStock(item.quantity, item.reorderLevel) &&
    isLowStock(balance.quantity, item.reorderLevel);
  const moved: ItemRow = {
    ...item,
    ...balance,
    issuedOut,
    movementCount: seq,
    lastMovementDate: row.movementDate,
    updatedAt: now,
  };
  return { id: row.id, valuePaise, item: moved, fell };
}

/**
 * Units of an issue come back at the issue's own cost (rules/stock.ts returnValue), never more
 * than are still out; the issue counts them. Both rows are read under their locks by the caller.
 */
export async function writeReturn(
  tx: Tx,
  now: Date,
  issue: MovementRow,
  item: ItemRow,
  p: {
    quantity: number;
    movementDate: string;
    note: string | null;
    recordedByProfileId: string | null;
  },
) {
  const returned = { quantity: issue.returnedQuantity, valuePaise: issue.returnedValuePaise };
  const valuePaise = returnValue(issue, returned, p.quantity);
  if (valuePaise === null) throw conflict(M.returnTooMany(issue.quantity - returned.quantity));
  // Stock coming back never makes an item low: nobody is told.
  const written = await writeMovement(tx, now, item, {
    ...p,
    kind: 'RETURN',
    inwardValuePaise: valuePaise,
    issueId: issue.id,
  });
  await countReturned(tx, issue, {
    quantity: returned.quantity + p.quantity,
    valuePaise: returned.valuePaise + valuePaise,
  });
  return written;
}
