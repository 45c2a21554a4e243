import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, userProfiles } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

/** The account and how many profiles it holds; the caller presents it (no secrets leave). */
export async function accountInfo(db: Db, accountId: string) {
  const [account] = await db
    .select({
      username: accounts.username,
      email: accounts.email,
      accountRole: accounts.accountRole,
      emailVerifiedAt: accounts.emailVerifiedAt,
      createdAt: accounts.createdAt,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account) throw notFound('This account does not exist.');
  const [profiles] = await db
    .select({ total: count() })
    .from(userProfiles)
    .where(eq(userProfiles.accountId, accountId));
  return { ...account, linkedProfiles: profiles?.total ?? 0 };
}
