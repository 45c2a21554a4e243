import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { personName } from '../../db/person-name.js';
import { userProfiles, visitors } from '../../db/schema/index.js';

// The visitor log; every read and write names the institute.

export type VisitorRow = typeof visitors.$inferSelect;
const host = alias(userProfiles, 'host');
const recorder = alias(userProfiles, 'recorder');

function selectVisitors(db: Queryable) {
  return db
    .select({ visitor: visitors, hostName: personName(host), recordedBy: personName(recorder) })
    .from(visitors)
    .leftJoin(host, eq(host.id, visitors.hostProfileId))
    .leftJoin(recorder, eq(recorder.id, visitors.recordedByProfileId));
}
export type VisitorWithNames = Awaited<
  ReturnType<ReturnType<typeof selectVisitors>['execute']>
>[number];

/** A day's visitors, latest in first. */
export function visitorsOfDay(
  db: Queryable,
  instituteId: string,
  f: { day: string; q?: string | undefined; inside: boolean; hostProfileId?: string },
) {
  const like = f.q ? `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return selectVisitors(db)
    .where(
      and(
        eq(visitors.instituteId, instituteId),
        eq(visitors.day, f.day),
        f.inside ? isNull(visitors.outAt) : undefined,
        f.hostProfileId ? eq(visitors.hostProfileId, f.hostProfileId) : undefined,
        like ? or(ilike(visitors.name, like), ilike(visitors.phone, like)) : undefined,
      ),
    )
    .orderBy(sql`${visitors.inAt} desc`, asc(visitors.number));
}

export async function findVisitor(db: Queryable, instituteId: string, id: string) {
  const [row] = await selectVisitors(db).where(
    and(eq(visitors.instituteId, instituteId), eq(visitors.id, id)),
  );
  return row;
}

export async function insertVisitor(db: Queryable, values: typeof visitors.$inferInsert) {
  const [row] = await db.insert(visitors).values(values).returning({ id: visitors.id });
  if (!row) throw new Error('visitor not written');
  return row.id;
}

/** The visitor leaves; answers whether they were still inside. */
export async function checkOutVisitor(db: Queryable, instituteId: string, id: string, at: Date) {
  const rows = await db
    .update(visitors)
    .set({ outAt: at })
    .where(and(eq(visitors.instituteId, instituteId), eq(visitors.id, id), isNull(visitors.outAt)))
    .returning({ id: visitors.id });
  return rows.length > 0;
}
