import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import { otpCodes } from '../../db/schema/index.js';

const PURPOSE = 'VERIFY_EMAIL' as const;

export type OtpRow = typeof otpCodes.$inferSelect;

/** The account's most recent code, open or not: resend timing counts from the last one sent. */
export async function latestCode(db: Queryable, accountId: string) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.accountId, accountId), eq(otpCodes.purpose, PURPOSE)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
}

/** A new code voids the older ones, in the same transaction. */
export async function replaceCode(
  tx: Tx,
  c: { accountId: string; codeHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await tx
    .update(otpCodes)
    .set({ closedAt: c.now })
    .where(
      and(
        eq(otpCodes.accountId, c.accountId),
        eq(otpCodes.purpose, PURPOSE),
        isNull(otpCodes.closedAt),
      ),
    );
  await tx.insert(otpCodes).values({
    accountId: c.accountId,
    purpose: PURPOSE,
    codeHash: c.codeHash,
    createdAt: c.now,
    expiresAt: c.expiresAt,
  });
}

/**
 * Counts a wrong try atomically and closes the code at the limit. Returns the attempts now
 * counted, or undefined when the code was already closed by a concurrent request.
 */
export async function countWrongTry(
  db: Queryable,
  id: string,
  maxAttempts: number,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(otpCodes)
    .set({
      attempts: sql`${otpCodes.attempts} + 1`,
      closedAt: sql`case when ${otpCodes.attempts} + 1 >= ${maxAttempts} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.closedAt)))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts;
}

/** Uses the code once: true only for the one request that closed it. */
export async function consumeCode(
  tx: Tx,
  id: string,
  maxAttempts: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(otpCodes)
    .set({ closedAt: now })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.closedAt), lt(otpCodes.attempts, maxAttempts)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}
