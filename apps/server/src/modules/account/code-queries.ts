import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import { otpCodes } from '../../db/schema/index.js';

/** Codes of the e-mail change; the sign-up codes (VERIFY_EMAIL) stay in modules/auth. */
const PURPOSE = 'CHANGE_EMAIL' as const;

export async function latestChangeCode(db: Queryable, accountId: string) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.accountId, accountId), eq(otpCodes.purpose, PURPOSE)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
}

export async function closeChangeCodes(tx: Queryable, accountId: string, now: Date) {
  await tx
    .update(otpCodes)
    .set({ closedAt: now })
    .where(
      and(
        eq(otpCodes.accountId, accountId),
        eq(otpCodes.purpose, PURPOSE),
        isNull(otpCodes.closedAt),
      ),
    );
}

export async function insertChangeCode(
  tx: Tx,
  c: { accountId: string; codeHash: string; now: Date; expiresAt: Date },
) {
  await closeChangeCodes(tx, c.accountId, c.now);
  await tx.insert(otpCodes).values({
    accountId: c.accountId,
    purpose: PURPOSE,
    codeHash: c.codeHash,
    createdAt: c.now,
    expiresAt: c.expiresAt,
  });
}
