import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import { passwordTokens } from '../../db/schema/index.js';

// The password_tokens table: single-use links that open an account (reset, change, invitation).

export type TokenPurpose = (typeof passwordTokens.$inferSelect)['purpose'];

/** Issues a link token; older unused links of the same purpose stop working. */
export async function replaceToken(
  tx: Tx,
  t: { accountId: string; purpose: TokenPurpose; tokenHash: string; now: Date; expiresAt: Date },
): Promise<string> {
  await tx
    .update(passwordTokens)
    .set({ usedAt: t.now })
    .where(
      and(
        eq(passwordTokens.accountId, t.accountId),
        eq(passwordTokens.purpose, t.purpose),
        isNull(passwordTokens.usedAt),
      ),
    );
  const [row] = await tx
    .insert(passwordTokens)
    .values({
      accountId: t.accountId,
      purpose: t.purpose,
      tokenHash: t.tokenHash,
      createdAt: t.now,
      expiresAt: t.expiresAt,
    })
    .returning({ id: passwordTokens.id });
  if (!row) throw new Error('token insert returned nothing');
  return row.id;
}

/**
 * Marks the link used, once: returns its account and purpose only for the one request that did
 * so, and only while unexpired. `id` narrows the lookup when the link carries it (set-password
 * links do).
 */
export async function consumeToken(
  db: Queryable,
  t: { tokenHash: string; purposes: TokenPurpose[]; id?: string; now: Date },
): Promise<{ accountId: string; purpose: TokenPurpose } | undefined> {
  const rows = await db
    .update(passwordTokens)
    .set({ usedAt: t.now })
    .where(
      and(
        eq(passwordTokens.tokenHash, t.tokenHash),
        inArray(passwordTokens.purpose, t.purposes),
        t.id ? eq(passwordTokens.id, t.id) : undefined,
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, t.now),
      ),
    )
    .returning({ accountId: passwordTokens.accountId, purpose: passwordTokens.purpose });
  return rows[0];
}
