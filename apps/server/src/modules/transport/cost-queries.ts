import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { transportationCosts } from '../../db/schema/index.js';

/** The SQL of transportation costs: every read by id names the institute too. */

export type CostRow = typeof transportationCosts.$inferSelect;

const byDue = [
  asc(transportationCosts.dueDate),
  asc(transportationCosts.name),
  asc(transportationCosts.id),
] as const;

/** The institute's instalments in the session, by stop and due date. */
export function costsOfSession(
  db: Queryable,
  instituteId: string,
  sessionId: string,
): Promise<CostRow[]> {
  return db
    .select()
    .from(transportationCosts)
    .where(
      and(
        eq(transportationCosts.instituteId, instituteId),
        eq(transportationCosts.sessionId, sessionId),
      ),
    )
    .orderBy(asc(transportationCosts.stopId), ...byDue);
}

/** The stop's instalments in the session, by due date. */
export function costsOfStop(db: Queryable, stopId: string, sessionId: string): Promise<CostRow[]> {
  return db
    .select()
    .from(transportationCosts)
    .where(
      and(eq(transportationCosts.stopId, stopId), eq(transportationCosts.sessionId, sessionId)),
    )
    .orderBy(...byDue);
}

export async function findCost(
  db: Queryable,
  instituteId: string,
  id: string,
): Promise<CostRow | undefined> {
  const [row] = await db
    .select()
    .from(transportationCosts)
    .where(and(eq(transportationCosts.instituteId, instituteId), eq(transportationCosts.id, id)))
    .limit(1);
  return row;
}

export async function insertCosts(
  db: Queryable,
  values: (typeof transportationCosts.$inferInsert)[],
): Promise<void> {
  if (values.length > 0) await db.insert(transportationCosts).values(values);
}

/** Updates and deletes keep to the institute in the statement itself (defence in depth). */
export async function updateCost(
  db: Queryable,
  instituteId: string,
  id: string,
  changes: Pick<CostRow, 'name' | 'amountPaise' | 'dueDate'>,
): Promise<void> {
  await db
    .update(transportationCosts)
    .set(changes)
    .where(and(eq(transportationCosts.instituteId, instituteId), eq(transportationCosts.id, id)));
}

export async function deleteCosts(
  db: Queryable,
  instituteId: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length > 0) {
    await db
      .delete(transportationCosts)
      .where(
        and(
          eq(transportationCosts.instituteId, instituteId),
          inArray(transportationCosts.id, [...ids]),
        ),
      );
  }
}
