import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { stockCategories, stockItems } from '../../db/schema/index.js';

// The store's categories and items; every read by id names the institute too.

export type ItemRow = typeof stockItems.$inferSelect;

export function categoriesOf(db: Queryable, instituteId: string) {
  return db
    .select()
    .from(stockCategories)
    .where(eq(stockCategories.instituteId, instituteId))
    .orderBy(asc(stockCategories.name));
}

export async function findCategory(db: Queryable, instituteId: string, id: string) {
  const [row] = await db
    .select()
    .from(stockCategories)
    .where(and(eq(stockCategories.instituteId, instituteId), eq(stockCategories.id, id)));
  return row;
}

/** The new category's id, or undefined when its name is taken. */
export async function insertCategory(
  db: Queryable,
  p: { instituteId: string; name: string; now: Date },
): Promise<string | undefined> {
  const [row] = await db
    .insert(stockCategories)
    .values({ instituteId: p.instituteId, name: p.name, createdAt: p.now })
    .onConflictDoNothing()
    .returning({ id: stockCategories.id });
  return row?.id;
}

export async function categoryNameTaken(
  db: Queryable,
  p: { instituteId: string; name: string; exceptId: string },
) {
  const [row] = await db
    .select({ id: stockCategories.id })
    .from(stockCategories)
    .where(
      and(
        eq(stockCategories.instituteId, p.instituteId),
        sql`lower(${stockCategories.name}) = lower(${p.name})`,
        ne(stockCategories.id, p.exceptId),
      ),
    );
  return !!row;
}

export function updateCategory(
  db: Queryable,
  instituteId: string,
  id: string,
  values: { name: string; active: boolean },
) {
  return db
    .update(stockCategories)
    .set(values)
    .where(and(eq(stockCategories.instituteId, instituteId), eq(stockCategories.id, id)));
}

function selectItems(db: Queryable) {
  return db
    .select({ item: stockItems, categoryName: stockCategories.name })
    .from(stockItems)
    .innerJoin(stockCategories, eq(stockCategories.id, stockItems.categoryId));
}
export type ItemWithCategory = Awaited<
  ReturnType<ReturnType<typeof selectItems>['execute']>
>[number];

/** The institute's items by name, filtered as the list asks. */
export function itemsOf(
  db: Queryable,
  instituteId: string,
  f: { q?: string | undefined; categoryId?: string | undefined; low: boolean; inactive: boolean },
) {
  const like = f.q ? `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return selectItems(db)
    .where(
      and(
        eq(stockItems.instituteId, instituteId),
        f.inactive ? undefined : eq(stockItems.active, true),
        f.categoryId ? eq(stockItems.categoryId, f.categoryId) : undefined,
        f.low
          ? sql`${stockItems.reorderLevel} is not null and ${stockItems.quantity} <= ${stockItems.reorderLevel}`
          : undefined,
        like ? or(ilike(stockItems.name, like), ilike(stockItems.code, like)) : undefined,
      ),
    )
    .orderBy(asc(stockItems.name));
}

export async function findItem(db: Queryable, instituteId: string, id: string) {
  const [row] = await selectItems(db).where(
    and(eq(stockItems.instituteId, instituteId), eq(stockItems.id, id)),
  );
  return row;
}

/** The item under its row lock: a movement reads and writes its balance one at a time. */
export async function lockItem(db: Queryable, instituteId: string, id: string) {
  const [row] = await db
    .select()
    .from(stockItems)
    .where(and(eq(stockItems.instituteId, instituteId), eq(stockItems.id, id)))
    .for('update');
  return row;
}

/** Which of the item's name and code another item of the institute has. */
export async function takenBy(
  db: Queryable,
  p: { instituteId: string; name: string; code: string | null; exceptId: string | null },
) {
  const rows = await db
    .select({ name: stockItems.name, code: stockItems.code })
    .from(stockItems)
    .where(
      and(
        eq(stockItems.instituteId, p.instituteId),
        p.exceptId ? ne(stockItems.id, p.exceptId) : undefined,
        or(
          sql`lower(${stockItems.name}) = lower(${p.name})`,
          p.code ? eq(stockItems.code, p.code) : undefined,
        ),
      ),
    );
  return {
    name: rows.some((r) => r.name.toLowerCase() === p.name.toLowerCase()),
    code: !!p.code && rows.some((r) => r.code === p.code),
  };
}

type ItemValues = {
  name: string;
  code: string | null;
  categoryId: string;
  unit: ItemRow['unit'];
  location: string | null;
  reorderLevel: number | null;
};

export async function insertItem(
  db: Queryable,
  p: ItemValues & { instituteId: string; now: Date },
): Promise<string | undefined> {
  const { now, ...values } = p;
  const [row] = await db
    .insert(stockItems)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: stockItems.id });
  return row?.id;
}

export function updateItem(
  db: Queryable,
  instituteId: string,
  id: string,
  values: ItemValues & { active: boolean; updatedAt: Date },
) {
  return db
    .update(stockItems)
    .set(values)
    .where(and(eq(stockItems.instituteId, instituteId), eq(stockItems.id, id)));
}

/** A movement's new balance, its place in the register and its day, on the locked item. */
export function saveBalance(
  db: Queryable,
  item: { instituteId: string; id: string },
  p: {
    quantity: number;
    valuePaise: number;
    issuedOut: number;
    movementCount: number;
    day: string;
    now: Date;
  },
) {
  return db
    .update(stockItems)
    .set({
      quantity: p.quantity,
      valuePaise: p.valuePaise,
      issuedOut: p.issuedOut,
      movementCount: p.movementCount,
      lastMovementDate: p.day,
      updatedAt: p.now,
    })
    .where(and(eq(stockItems.instituteId, item.instituteId), eq(stockItems.id, item.id)));
}
