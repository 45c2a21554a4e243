import type { ServerModule } from '../module.js';
import { inventoryRoutes } from './routes.js';

/**
 * Stock (issue 25 §3): the store's items with units, categories and reorder levels; stock in
 * from a supplier at a cost, issues to a staff member, a class or a room and their returns, and
 * write-offs, each a line of the item's register with the balance after it, valued by weighted
 * average (packages/shared rules/stock.ts); a low-stock alert to those who keep the store
 * (db/schema/inventory.ts).
 */
export const inventoryModule: ServerModule = {
  name: 'inventory',
  routes: inventoryRoutes,
};
