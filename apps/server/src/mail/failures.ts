import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { mailFailures } from '../db/schema/index.js';

export type MailFailure = typeof mailFailures.$inferSelect;

/** A mail given up after its last retry; a job recorded twice (two processes) is one row. */
export async function recordMailFailure(db: Queryable, row: typeof mailFailures.$inferInsert) {
  await db.insert(mailFailures).values(row).onConflictDoNothing();
}

/** The super admin's list: newest first. */
export async function listMailFailures(db: Queryable, limit: number): Promise<MailFailure[]> {
  return db.select().from(mailFailures).orderBy(desc(mailFailures.failedAt)).limit(limit);
}

/**
 * Marks a failed mail as sent again and returns its content: only once, and only a mail that
 * kept its body (one without a code or link).
 */
export async function claimForResend(db: Queryable, id: string, now: Date) {
  const [row] = await db
    .update(mailFailures)
    .set({ resentAt: now })
    .where(
      and(eq(mailFailures.id, id), isNull(mailFailures.resentAt), isNotNull(mailFailures.text)),
    )
    .returning();
  return row;
}

export async function findMailFailure(db: Queryable, id: string) {
  const [row] = await db.select().from(mailFailures).where(eq(mailFailures.id, id));
  return row;
}
