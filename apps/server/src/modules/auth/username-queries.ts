import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { reservedUsernames } from '../../db/schema/index.js';
import { findAccountIdByLogin, nextFreeUsername } from '../people/index.js';

const r = reservedUsernames;

async function reservedLike(db: Queryable, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ username: r.username })
    .from(r)
    .where(sql`starts_with(${r.username}, ${base})`);
  return new Set(rows.map((row) => row.username));
}

/**
 * The first of `base`, `base1`, `base2` ... that is neither an account's username nor one a
 * sign-up was already told (reserved_usernames).
 */
export async function unclaimedUsername(db: Queryable, base: string): Promise<string> {
  const reserved = await reservedLike(db, base);
  let candidate = await nextFreeUsername(db, base);
  let n = candidate === base ? 0 : Number(candidate.slice(base.length));
  while (reserved.has(candidate) || (await findAccountIdByLogin(db, candidate))) {
    n += 1;
    candidate = `${base}${n}`;
  }
  return candidate;
}

/** A username told to a sign-up that created nothing: no later sign-up is told it again. */
export async function reserveUsername(db: Queryable, username: string, now: Date): Promise<void> {
  await db.insert(r).values({ username, reservedAt: now }).onConflictDoNothing();
}
