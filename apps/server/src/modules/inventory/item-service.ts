import {
  indiaDay,
  INVENTORY_TEXTS as M,
  STOCK_ITEM_REGISTER_LINES,
  type StockItemBody,
  type StockItemDetail,
  type StockItemList,
  type StockItemListQuery,
  type StockItemUpdate,
  type StockSetup,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { staffOf } from '../attendance/index.js';
import { recordAudit } from '../audit/index.js';
import { vendorsOf } from '../expenses/index.js';
import { classesOfInstitute } from '../groups/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { roomsOf } from '../timetable/index.js';
import {
  categoriesOf,
  categoryNameTaken,
  findCategory,
  findItem,
  insertCategory,
  insertItem,
  itemsOf,
  takenBy,
  updateCategory,
  updateItem,
} from './item-queries.js';
import { latestMovements, roomsIssuedTo } from './movement-queries.js';
import { mayManageStock } from './policy.js';
import { toItemView, toMovementView } from './presenters.js';

/** GET /rest/inventory/setup: what the forms choose from, and whether the caller keeps the store. */
export async function stockSetup(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
): Promise<StockSetup> {
  const id = scope.instituteId;
  const [categories, vendors, staff, classes, rooms, issuedRooms] = await Promise.all([
    categoriesOf(ctx.db, id),
    vendorsOf(ctx.db, id),
    staffOf(ctx.db, id),
    classesOfInstitute(ctx.db, id),
    roomsOf(ctx.db, id),
    roomsIssuedTo(ctx.db, id),
  ]);
  const roomNames = [...new Set([...rooms.map((r) => r.name), ...issuedRooms])];
  return {
    categories: categories.map((c) => ({ id: c.id, name: c.name, active: c.active })),
    suppliers: vendors.filter((v) => v.active).map((v) => ({ id: v.id, name: v.name })),
    staff: staff
      .map((s) => ({ id: s.profileId, name: s.name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en-IN')),
    classes: classes.map((c) => ({ id: c.id, name: c.name })),
    rooms: roomNames.sort((a, b) => a.localeCompare(b, 'en-IN')),
    manages: mayManageStock(caller, scope),
    today: indiaDay(ctx.clock.now()),
  };
}

/** GET /rest/inventory/item: the items with their balances, the store's value and how many are low. */
export async function listItems(
  ctx: AppContext,
  scope: GroupScope,
  q: StockItemListQuery,
): Promise<StockItemList> {
  const items = (await itemsOf(ctx.db, scope.instituteId, q)).map(toItemView);
  return {
    items,
    totalValuePaise: items.reduce((sum, i) => sum + i.valuePaise, 0),
    lowCount: items.filter((i) => i.low).length,
  };
}

/** GET /rest/inventory/item/id: the item and its latest register lines. */
export async function itemDetail(
  ctx: AppContext,
  scope: GroupScope,
  id: string,
): Promise<StockItemDetail> {
  const row = await findItem(ctx.db, scope.instituteId, id);
  if (!row) throw notFound(M.notFound);
  const lines = await latestMovements(ctx.db, scope.instituteId, id, STOCK_ITEM_REGISTER_LINES);
  return {
    item: toItemView(row),
    movements: lines.slice(0, STOCK_ITEM_REGISTER_LINES).map(toMovementView),
    moreMovements: lines.length > STOCK_ITEM_REGISTER_LINES,
  };
}

/**
 * A new or changed category must be the institute's and in use (an item may keep a category
 * disabled since), the name and code free; else a 4xx.
 */
async function checkItem(
  db: Queryable,
  instituteId: string,
  body: StockItemBody,
  current: { id: string; categoryId: string } | null,
) {
  if (current?.categoryId !== body.categoryId) {
    const category = await findCategory(db, instituteId, body.categoryId);
    if (!category) throw notFound(M.categoryNotFound);
    if (!category.active) throw conflict(M.categoryInactive);
  }
  const taken = await takenBy(db, {
    instituteId,
    name: body.name,
    code: body.code,
    exceptId: current?.id ?? null,
  });
  if (taken.name) throw conflict(M.itemTaken);
  if (taken.code) throw conflict(M.codeTaken);
}

const itemValues = (b: StockItemBody) => ({
  name: b.name,
  code: b.code,
  categoryId: b.categoryId,
  unit: b.unit,
  location: b.location,
  reorderLevel: b.reorderLevel,
});

/** POST /rest/inventory/item: a new item, holding nothing until stock comes in. */
export async function createItem(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: StockItemBody,
): Promise<string> {
  const instituteId = scope.instituteId;
  return ctx.db.transaction(async (tx) => {
    await checkItem(tx, instituteId, body, null);
    const id = await insertItem(tx, { instituteId, ...itemValues(body), now: ctx.clock.now() });
    if (!id) throw conflict(M.itemTaken);
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'inventory.itemSaved',
      targetType: 'stockItem',
      targetId: id,
      detail: { name: body.name, active: true },
    });
    return id;
  });
}

/** PUT /rest/inventory/item: changed, disabled (its register stays) or enabled again. */
export async function changeItem(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: StockItemUpdate,
): Promise<void> {
  const instituteId = scope.instituteId;
  await ctx.db.transaction(async (tx) => {
    const row = await findItem(tx, instituteId, body.id);
    if (!row) throw notFound(M.notFound);
    await checkItem(tx, instituteId, body, row.item);
    await updateItem(tx, instituteId, body.id, {
      ...itemValues(body),
      active: body.active,
      updatedAt: ctx.clock.now(),
    });
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'inventory.itemSaved',
      targetType: 'stockItem',
      targetId: body.id,
      detail: { name: body.name, active: body.active },
    });
  });
}

/** POST /rest/inventory/category */
export async function createCategory(
  ctx: AppContext,
  scope: GroupScope,
  p: { name: string },
): Promise<string> {
  const id = await insertCategory(ctx.db, {
    instituteId: scope.instituteId,
    name: p.name,
    now: ctx.clock.now(),
  });
  if (!id) throw conflict(M.categoryTaken);
  return id;
}

/** PUT /rest/inventory/category: renamed, disabled (its items keep it) or enabled again. */
export async function changeCategory(
  ctx: AppContext,
  scope: GroupScope,
  p: { id: string; name: string; active: boolean },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await findCategory(tx, scope.instituteId, p.id))) throw notFound(M.categoryNotFound);
    const taken = await categoryNameTaken(tx, {
      instituteId: scope.instituteId,
      name: p.name,
      exceptId: p.id,
    });
    if (taken) throw conflict(M.categoryTaken);
    await updateCategory(tx, scope.instituteId, p.id, { name: p.name, active: p.active });
  });
}
