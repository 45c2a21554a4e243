import {
  averageCost,
  isLowStock,
  type StockIssueView,
  type StockItemView,
  type StockMovementView,
} from '@shala/shared';
import type { ItemWithCategory } from './item-queries.js';
import type { MovementWithNames } from './movement-queries.js';

/** An item as the wire shows it, with its average cost and whether it is low. */
export function toItemView(row: ItemWithCategory): StockItemView {
  const i = row.item;
  return {
    id: i.id,
    name: i.name,
    code: i.code,
    categoryId: i.categoryId,
    categoryName: row.categoryName,
    unit: i.unit,
    location: i.location,
    reorderLevel: i.reorderLevel,
    quantity: i.quantity,
    valuePaise: i.valuePaise,
    averageCostPaise: averageCost(i),
    issuedOut: i.issuedOut,
    low: i.active && isLowStock(i.quantity, i.reorderLevel),
    active: i.active,
  };
}

export function toMovementView(row: MovementWithNames): StockMovementView {
  const m = row.movement;
  return {
    id: m.id,
    itemId: m.itemId,
    itemName: row.itemName,
    unit: row.unit,
    kind: m.kind,
    movementDate: m.movementDate,
    quantity: m.quantity,
    valuePaise: m.valuePaise,
    unitCostPaise: Math.round(m.valuePaise / m.quantity),
    balanceQuantity: m.balanceQuantity,
    balanceValuePaise: m.balanceValuePaise,
    party: row.party,
    reference: m.reference,
    note: m.note,
    issueId: m.issueId,
    recordedBy: row.recordedBy,
    recordedAt: m.createdAt.toISOString(),
  };
}

export function toIssueView(row: MovementWithNames): StockIssueView {
  const m = row.movement;
  return {
    id: m.id,
    itemId: m.itemId,
    itemName: row.itemName,
    unit: row.unit,
    movementDate: m.movementDate,
    issuedToKind: m.issuedToKind ?? 'ROOM',
    issuedTo: row.party ?? '',
    quantity: m.quantity,
    returned: m.returnedQuantity,
    outstanding: m.quantity - m.returnedQuantity,
    note: m.note,
  };
}
