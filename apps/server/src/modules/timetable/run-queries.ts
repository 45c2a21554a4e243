import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { timetableRuns } from '../../db/schema/index.js';

/** The SQL of the generator's runs (its job's state, polled by the screen). */

export type RunRow = typeof timetableRuns.$inferSelect;

export async function findRun(
  db: Queryable,
  instituteId: string,
  id: string,
): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(timetableRuns)
    .where(and(eq(timetableRuns.instituteId, instituteId), eq(timetableRuns.id, id)))
    .limit(1);
  return row;
}

/** A run of the institute still waiting or under way. */
export async function activeRun(db: Queryable, instituteId: string): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(timetableRuns)
    .where(
      and(
        eq(timetableRuns.instituteId, instituteId),
        inArray(timetableRuns.state, ['QUEUED', 'RUNNING']),
      ),
    )
    .limit(1);
  return row;
}

export async function runById(db: Queryable, id: string): Promise<RunRow | undefined> {
  const [row] = await db.select().from(timetableRuns).where(eq(timetableRuns.id, id)).limit(1);
  return row;
}

export async function insertRun(
  db: Queryable,
  values: typeof timetableRuns.$inferInsert,
): Promise<RunRow> {
  const [row] = await db.insert(timetableRuns).values(values).returning();
  if (!row) throw new Error('run insert returned nothing');
  return row;
}

export async function updateRun(
  db: Queryable,
  id: string,
  changes: Partial<typeof timetableRuns.$inferInsert>,
): Promise<void> {
  await db.update(timetableRuns).set(changes).where(eq(timetableRuns.id, id));
}
