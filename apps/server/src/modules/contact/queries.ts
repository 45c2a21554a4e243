import { and, count, desc, eq, gt, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { likePattern } from '../../db/like.js';
import { contactRequests } from '../../db/schema/index.js';

export type ContactRequestRow = typeof contactRequests.$inferSelect;

export async function insertContactRequest(
  db: Db | Tx,
  row: Omit<typeof contactRequests.$inferInsert, 'id' | 'handledAt'>,
): Promise<ContactRequestRow> {
  const [saved] = await db.insert(contactRequests).values(row).returning();
  if (!saved) throw new Error('contact request insert returned nothing');
  return saved;
}

export type ContactRequestFilter = { search?: string | undefined; handled?: boolean | undefined };

function contactWhere(filter: ContactRequestFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.search) {
    const like = likePattern(filter.search);
    parts.push(
      or(
        ilike(contactRequests.contactPerson, like),
        ilike(contactRequests.email, like),
        ilike(contactRequests.subject, like),
        ilike(contactRequests.content, like),
      ),
    );
  }
  if (filter.handled === true) parts.push(isNotNull(contactRequests.handledAt));
  if (filter.handled === false) parts.push(isNull(contactRequests.handledAt));
  return parts.length > 0 ? and(...parts) : undefined;
}

/** Newest first; the id breaks ties so pages never overlap. */
export async function listContactRequests(
  db: Db,
  page: number,
  size: number,
  filter: ContactRequestFilter = {},
) {
  const where = contactWhere(filter);
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(contactRequests)
      .where(where)
      .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(contactRequests).where(where),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}

/** Marks a request handled at `handledAt`, or not handled (null); undefined when none has the id. */
export async function setContactRequestHandled(db: Db | Tx, id: string, handledAt: Date | null) {
  const [row] = await db
    .update(contactRequests)
    .set({ handledAt })
    .where(eq(contactRequests.id, id))
    .returning();
  return row;
}

export async function findContactRequest(db: Db | Tx, id: string) {
  const [row] = await db.select().from(contactRequests).where(eq(contactRequests.id, id)).limit(1);
  return row;
}

/** How many requests gave this address since `since` (the acknowledgement allowance). */
export async function countRequestsFrom(db: Db | Tx, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contactRequests)
    .where(and(eq(contactRequests.email, email), gt(contactRequests.createdAt, since)));
  return row?.total ?? 0;
}
