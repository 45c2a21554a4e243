import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, contactRequests } from '../../db/schema/index.js';

export type ContactRequestRow = typeof contactRequests.$inferSelect;

export async function insertContactRequest(
  db: Db,
  row: Omit<typeof contactRequests.$inferInsert, 'id' | 'handledAt'>,
): Promise<ContactRequestRow> {
  const [saved] = await db.insert(contactRequests).values(row).returning();
  if (!saved) throw new Error('contact request insert returned nothing');
  return saved;
}

/** Newest first; the id breaks ties so pages never overlap. */
export async function listContactRequests(db: Db, page: number, size: number) {
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(contactRequests)
      .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(contactRequests),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}

export async function superAdminEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.accountRole, 'ROLE_SUPER_ADMIN'));
  return rows.map((r) => r.email);
}
