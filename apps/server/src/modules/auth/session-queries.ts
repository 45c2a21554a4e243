import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { accounts, sessions } from '../../db/schema/index.js';

export async function findSessionWithAccount(db: Db, idHash: string) {
  const [row] = await db
    .select({
      idHash: sessions.idHash,
      profileId: sessions.profileId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      account: {
        id: accounts.id,
        username: accounts.username,
        email: accounts.email,
        accountRole: accounts.accountRole,
        contractPending: sql<boolean>`${accounts.userContract} is not null`,
      },
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  return row;
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function touchSession(db: Db, idHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
}

/**
 * Opens a session for a fresh sign-in in one transaction: the browser's previous session (if
 * any) and the account's dead sessions go, so ids are never reused and the table stays small.
 */
export async function replaceSession(
  db: Db,
  s: {
    idHash: string;
    previousIdHash: string | undefined;
    accountId: string;
    profileId: string | null;
    now: Date;
    expiresAt: Date;
    idleCutoff: Date;
    ip: string;
    userAgent: string | null;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (s.previousIdHash) await tx.delete(sessions).where(eq(sessions.idHash, s.previousIdHash));
    await tx
      .delete(sessions)
      .where(
        and(
          eq(sessions.accountId, s.accountId),
          or(lte(sessions.expiresAt, s.now), lte(sessions.lastSeenAt, s.idleCutoff)),
        ),
      );
    await tx.insert(sessions).values({
      idHash: s.idHash,
      accountId: s.accountId,
      profileId: s.profileId,
      createdAt: s.now,
      lastSeenAt: s.now,
      expiresAt: s.expiresAt,
      ip: s.ip,
      userAgent: s.userAgent,
    });
  });
}

/** After a password reset or change every signed-in browser must sign in again. */
export async function deleteAccountSessions(db: Db | Tx, accountId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.accountId, accountId));
}
