import { ofB, onA, type TenantCases } from '../platform/tenant-walk.js';

/** The inventory module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const inventoryTenantCases: TenantCases = (w) => ({
  'GET /rest/inventory/setup': () => ({}),
  'GET /rest/inventory/item': () => ({}),
  'GET /rest/inventory/item/id': () => onA({ query: () => ({ id: w.aInventory.itemId }) }),
  // B's item in A's category: refused, nothing added.
  'POST /rest/inventory/item': () =>
    onA({
      payload: ofB(w, { name: 'Taken over', categoryId: w.aInventory.categoryId, unit: 'Piece' }),
    }),
  'PUT /rest/inventory/item': () =>
    onA({
      payload: ofB(w, {
        id: w.aInventory.itemId,
        name: 'Taken over',
        categoryId: w.aInventory.categoryId,
        unit: 'Piece',
        active: false,
      }),
    }),
  'POST /rest/inventory/movement': () =>
    onA({
      payload: ofB(w, {
        itemId: w.aInventory.itemId,
        kind: 'WRITE_OFF',
        quantity: 7,
        note: 'Taken over',
      }),
    }),
  'POST /rest/inventory/return': () =>
    onA({ payload: ofB(w, { issueId: w.aInventory.issueId, quantity: 3 }) }),
  'GET /rest/inventory/issued': () => ({}),
  'GET /rest/inventory/register': () => ({
    query: () => ({ from: '2026-06-01', to: '2026-06-30' }),
  }),
  'GET /rest/inventory/register/csv': () => ({
    query: () => ({ from: '2026-06-01', to: '2026-06-30' }),
  }),
  'POST /rest/inventory/category': () => ({ payload: ofB(w, { name: 'Shelf of B' }) }),
  'PUT /rest/inventory/category': () =>
    onA({
      payload: ofB(w, { id: w.aInventory.categoryId, name: 'Taken over', active: false }),
    }),
});
