import { and, desc, eq, gt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Several sessions' last requests in one statement (never moving a time back). */
export async function touchSessions(db: Db, seen: ReadonlyArray<[idHash: string, at: Date]>) {
  if (seen.length === 0) return;
  const rows = sql.join(
    seen.map(([idHash, at]) => sql`(${idHash}, ${at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await db.execute(sql`update sessions set last_seen_at = v.at
    from (values ${rows}) as v(id_hash, at)
    where sessions.id_hash = v.id_hash and sessions.last_seen_at < v.at`);
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

/** The account's live sessions (not expired, not idle past `idleCutoff`), the latest active first. */
export async function liveSessionsOf(db: Db, accountId: string, now: Date, idleCutoff: Date) {
  return db
    .select({
      idHash: sessions.idHash,
      publicId: sessions.publicId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.accountId, accountId),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleCutoff),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends one of the account's sessions other than `keepIdHash`; what it was, or undefined. */
export async function deleteOtherSession(
  tx: Db | Tx,
  s: { accountId: string; publicId: string; keepIdHash: string },
) {
  const [row] = await tx
    .delete(sessions)
    .where(
      and(
        eq(sessions.accountId, s.accountId),
        eq(sessions.publicId, s.publicId),
        ne(sessions.idHash, s.keepIdHash),
      ),
    )
    .returning({ publicId: sessions.publicId, ip: sessions.ip, userAgent: sessions.userAgent });
  return row;
}

/** Ends every session of the account but `keepIdHash`; the ended rows (dead ones included). */
export async function deleteOtherSessions(tx: Db | Tx, accountId: string, keepIdHash: string) {
  return tx
    .delete(sessions)
    .where(and(eq(sessions.accountId, accountId), ne(sessions.idHash, keepIdHash)))
    .returning({ expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt });
}

/** This browser's session continues as the given profile (a profile switch). */
export async function switchSessionProfile(db: Db | Tx, sessionIdHash: string, profileId: string) {
  await db.update(sessions).set({ profileId }).where(eq(sessions.idHash, sessionIdHash));
}
