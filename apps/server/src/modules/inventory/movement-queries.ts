import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { personName } from '../../db/person-name.js';
import {
  expenseVendors,
  groups,
  stockItems,
  stockMovements,
  userProfiles,
} from '../../db/schema/index.js';

// The items' registers: movements are written once and never changed, but for an issue's count
// of what has come back. Every read names the institute.

export type MovementRow = typeof stockMovements.$inferSelect;
export type NewMovement = typeof stockMovements.$inferInsert;

export async function insertMovement(db: Queryable, values: NewMovement): Promise<MovementRow> {
  const [row] = await db.insert(stockMovements).values(values).returning();
  if (!row) throw new Error('The stock movement was not written');
  return row;
}

const issue = alias(stockMovements, 'issue');
const recorder = alias(userProfiles, 'recorder');
const holder = alias(userProfiles, 'holder');
const holderClass = alias(groups, 'holder_class');

/**
 * Whom an issue went to (for a return, its issue's), or a receipt's supplier: "Asha Verma",
 * "Class 7 A", "Chemistry lab". A person or class gone from the portal reads as such.
 */
const party = sql<string | null>`case
  when ${stockMovements.kind} = 'IN' then ${expenseVendors.name}
  else case coalesce(${issue.issuedToKind}, ${stockMovements.issuedToKind})
    when 'STAFF' then coalesce(${personName(holder)}, 'A former member')
    when 'CLASS' then coalesce(${holderClass.name}, 'A former class')
    when 'ROOM' then coalesce(${issue.issuedToRoom}, ${stockMovements.issuedToRoom})
  end
end`;

function selectMovements(db: Queryable) {
  return db
    .select({
      movement: stockMovements,
      itemName: stockItems.name,
      unit: stockItems.unit,
      party,
      recordedBy: personName(recorder),
    })
    .from(stockMovements)
    .innerJoin(stockItems, eq(stockItems.id, stockMovements.itemId))
    .leftJoin(issue, eq(issue.id, stockMovements.issueId))
    .leftJoin(expenseVendors, eq(expenseVendors.id, stockMovements.vendorId))
    .leftJoin(
      holder,
      eq(holder.id, sql`coalesce(${issue.issuedToProfileId}, ${stockMovements.issuedToProfileId})`),
    )
    .leftJoin(
      holderClass,
      eq(
        holderClass.id,
        sql`coalesce(${issue.issuedToClassId}, ${stockMovements.issuedToClassId})`,
      ),
    )
    .leftJoin(recorder, eq(recorder.id, stockMovements.recordedByProfileId));
}
export type MovementWithNames = Awaited<
  ReturnType<ReturnType<typeof selectMovements>['execute']>
>[number];

/** An item's latest movements, newest first (one more than asked: is there more?). */
export function latestMovements(db: Queryable, instituteId: string, itemId: string, n: number) {
  return selectMovements(db)
    .where(and(eq(stockMovements.instituteId, instituteId), eq(stockMovements.itemId, itemId)))
    .orderBy(desc(stockMovements.seq))
    .limit(n + 1);
}

/** The movements of a range of days, by day, item and register order. */
export function movementsBetween(
  db: Queryable,
  instituteId: string,
  r: { from: string; to: string; itemId?: string | undefined },
) {
  return selectMovements(db)
    .where(
      and(
        eq(stockMovements.instituteId, instituteId),
        gte(stockMovements.movementDate, r.from),
        lte(stockMovements.movementDate, r.to),
        r.itemId ? eq(stockMovements.itemId, r.itemId) : undefined,
      ),
    )
    .orderBy(stockMovements.movementDate, stockItems.name, stockMovements.seq);
}

/** The issues (of one item, or all), those with units still out unless `open` is false. */
export function issuesOf(
  db: Queryable,
  instituteId: string,
  f: { itemId?: string | undefined; open: boolean },
) {
  return selectMovements(db)
    .where(
      and(
        eq(stockMovements.instituteId, instituteId),
        eq(stockMovements.kind, 'ISSUE'),
        f.itemId ? eq(stockMovements.itemId, f.itemId) : undefined,
        f.open ? sql`${stockMovements.returnedQuantity} < ${stockMovements.quantity}` : undefined,
      ),
    )
    .orderBy(desc(stockMovements.movementDate), desc(stockMovements.createdAt))
    .limit(500);
}

/** An issue under its row lock, for a return. */
export async function lockIssue(db: Queryable, instituteId: string, id: string) {
  const [row] = await db
    .select()
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.instituteId, instituteId),
        eq(stockMovements.id, id),
        eq(stockMovements.kind, 'ISSUE'),
      ),
    )
    .for('update');
  return row;
}

export function countReturned(
  db: Queryable,
  issue: { instituteId: string; id: string },
  p: { quantity: number; valuePaise: number },
) {
  return db
    .update(stockMovements)
    .set({ returnedQuantity: p.quantity, returnedValuePaise: p.valuePaise })
    .where(and(eq(stockMovements.instituteId, issue.instituteId), eq(stockMovements.id, issue.id)));
}

/** Rooms issued to before, for the room field's suggestions. */
export async function roomsIssuedTo(db: Queryable, instituteId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ room: stockMovements.issuedToRoom })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.instituteId, instituteId),
        sql`${stockMovements.issuedToRoom} is not null`,
      ),
    )
    .limit(200);
  return rows.flatMap((r) => (r.room ? [r.room] : []));
}
