import { unitsText } from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { holdersOf, type Raised, raiseNotification } from '../notifications/index.js';
import type { ItemRow } from './item-queries.js';

/**
 * The low-stock alert (issue 25 §3): when a movement takes an item down to its reorder level or
 * under, everyone who keeps the store hears of it, the one who moved it too (it is a reminder
 * to reorder, not news of someone else's doing). It opens the item on the Stock screen.
 */
export async function tellStockLow(ctx: AppContext, tx: Tx, item: ItemRow): Promise<Raised> {
  const keepers = await holdersOf(tx, item.instituteId, 'manageStock');
  return raiseNotification(ctx, tx, {
    kind: 'inventory.low',
    profileIds: keepers,
    instituteId: item.instituteId,
    groupId: item.instituteId,
    title: `Low stock: ${item.name}`,
    message: `${unitsText(item.quantity, item.unit)} left; the reorder level is ${(item.reorderLevel ?? 0).toLocaleString('en-IN')}.`,
    target: `/inventory?item=${item.id}`,
    featureId: item.id,
    featureAction: 'STOCK_LOW',
  });
}
