import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import { otpCodes } from '../../db/schema/index.js';

// The otp_codes table: six-digit codes mailed to prove an e-mail, one series per purpose
// (VERIFY_EMAIL at sign-up, CHANGE_EMAIL for a new address in the account settings).

export type OtpRow = typeof otpCodes.$inferSelect;
export type OtpPurpose = OtpRow['purpose'];

/** The account's most recent code of the purpose, open or not: resend timing counts from it. */
export async function latestCode(db: Queryable, accountId: string, purpose: OtpPurpose) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.accountId, accountId), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
}

/** Voids the account's open codes of the purpose. */
export async function closeCodes(db: Queryable, accountId: string, purpose: OtpPurpose, now: Date) {
  await db
    .update(otpCodes)
    .set({ closedAt: now })
    .where(
      and(
        eq(otpCodes.accountId, accountId),
        eq(otpCodes.purpose, purpose),
        isNull(otpCodes.closedAt),
      ),
    );
}

/** A new code voids the older ones of its purpose, in the same transaction. */
export async function replaceCode(
  tx: Tx,
  c: { accountId: string; purpose: OtpPurpose; codeHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await closeCodes(tx, c.accountId, c.purpose, c.now);
  await tx.insert(otpCodes).values({
    accountId: c.accountId,
    purpose: c.purpose,
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
