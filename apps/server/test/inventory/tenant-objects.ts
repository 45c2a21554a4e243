import { asc, eq } from 'drizzle-orm';
import { stockCategories, stockItems, stockMovements } from '../../src/db/schema/index.js';
import type { TestContext } from '../support/app.js';

/**
 * Stock objects of an institute for the cross-tenant walk (platform/cross-tenant-objects.test.ts):
 * a category, an item holding ten units, their receipt and an issue of three to a staff member.
 * Named from another institute, each must be refused there, and nothing of them shown or changed.
 */
export async function inventoryObjectsOf(
  t: TestContext,
  p: { instituteId: string; staffProfileId: string },
) {
  const db = t.app.deps.database.db;
  const now = t.clock.now();
  const [category] = await db
    .insert(stockCategories)
    .values({ instituteId: p.instituteId, name: 'Their Secret Shelf', createdAt: now })
    .returning();
  if (!category) throw new Error('stock category not created');
  const [item] = await db
    .insert(stockItems)
    .values({
      instituteId: p.instituteId,
      categoryId: category.id,
      name: 'Their secret microscope',
      code: 'SECRET-1',
      unit: 'Piece',
      quantity: 7,
      valuePaise: 70_700,
      issuedOut: 3,
      movementCount: 2,
      lastMovementDate: '2026-06-01',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!item) throw new Error('stock item not created');
  const line = {
    instituteId: p.instituteId,
    itemId: item.id,
    movementDate: '2026-06-01',
    createdAt: now,
  };
  await db.insert(stockMovements).values({
    ...line,
    seq: 1,
    kind: 'IN',
    quantity: 10,
    valuePaise: 101_000,
    balanceQuantity: 10,
    balanceValuePaise: 101_000,
  });
  const [issue] = await db
    .insert(stockMovements)
    .values({
      ...line,
      seq: 2,
      kind: 'ISSUE',
      quantity: 3,
      valuePaise: 30_300,
      balanceQuantity: 7,
      balanceValuePaise: 70_700,
      issuedToKind: 'STAFF',
      issuedToProfileId: p.staffProfileId,
      note: 'Their secret issue',
    })
    .returning();
  if (!issue) throw new Error('stock issue not created');
  return {
    categoryId: category.id,
    itemId: item.id,
    issueId: issue.id,
    /** What no answer to another institute may show. */
    markers: [
      category.id,
      item.id,
      issue.id,
      'Their Secret Shelf',
      'Their secret microscope',
      'SECRET-1',
      'Their secret issue',
    ],
  };
}

/** The institute's stock rows, to compare before and after the walk. */
export async function inventoryRowsOf(t: TestContext, instituteId: string) {
  const db = t.app.deps.database.db;
  return {
    categories: await db
      .select()
      .from(stockCategories)
      .where(eq(stockCategories.instituteId, instituteId))
      .orderBy(asc(stockCategories.id)),
    items: await db
      .select()
      .from(stockItems)
      .where(eq(stockItems.instituteId, instituteId))
      .orderBy(asc(stockItems.id)),
    movements: await db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.instituteId, instituteId))
      .orderBy(asc(stockMovements.id)),
  };
}
