import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import { accounts, userProfiles } from '../../db/schema/index.js';

export type AccountRow = typeof accounts.$inferSelect;
export type ProfileRow = typeof userProfiles.$inferSelect;

/** By username or e-mail: both are stored in lower case, so the caller lower-cases `login`. */
export async function findAccountByLogin(db: Queryable, login: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(or(eq(accounts.username, login), eq(accounts.email, login)))
    .limit(1);
  return row;
}

/** The id alone, for the rate limits, which key a name on its account before the route runs. */
export async function findAccountIdByLogin(db: Queryable, login: string) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(or(eq(accounts.username, login), eq(accounts.email, login)))
    .limit(1);
  return row?.id;
}

export async function findAccountByEmail(db: Queryable, email: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  return row;
}

export async function findAccountById(db: Queryable, id: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}

export async function findAccountByUsername(db: Queryable, username: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.username, username)).limit(1);
  return row;
}

/** The account's default profile, else its oldest. */
export async function findDefaultProfile(db: Queryable, accountId: string) {
  const [row] = await db
    .select()
    .from(userProfiles)
    .where(eq(userProfiles.accountId, accountId))
    .orderBy(desc(userProfiles.isDefault), asc(userProfiles.createdAt))
    .limit(1);
  return row;
}

/**
 * The account with the session's profile (when it still belongs to the account), else its
 * default profile, in one query: /rest/auth/me runs on every page load.
 */
export async function findAccountWithProfile(
  db: Queryable,
  accountId: string,
  profileId: string | null,
): Promise<{ account: AccountRow; profile: ProfileRow } | undefined> {
  const [row] = await db
    .select({ account: accounts, profile: userProfiles })
    .from(accounts)
    .innerJoin(userProfiles, eq(userProfiles.accountId, accounts.id))
    .where(eq(accounts.id, accountId))
    .orderBy(
      desc(profileId ? sql`${userProfiles.id} = ${profileId}` : sql`false`),
      desc(userProfiles.isDefault),
      asc(userProfiles.createdAt),
    )
    .limit(1);
  return row;
}

/** Usernames `base` and `base` followed by digits that are already taken. */
export async function usernamesLike(db: Queryable, base: string): Promise<string[]> {
  const rows = await db
    .select({ username: accounts.username })
    .from(accounts)
    .where(sql`starts_with(${accounts.username}, ${base})`);
  return rows.map((r) => r.username);
}

export async function insertAccountWithProfile(
  tx: Tx,
  a: {
    username: string;
    email: string;
    passwordHash: string;
    accountRole?: AccountRow['accountRole'];
    emailVerifiedAt: Date | null;
    firstName: string;
    lastName: string;
    phone: string | null;
    profileVerified: boolean;
    now: Date;
  },
): Promise<{ account: AccountRow; profile: ProfileRow }> {
  const [account] = await tx
    .insert(accounts)
    .values({
      username: a.username,
      email: a.email,
      passwordHash: a.passwordHash,
      accountRole: a.accountRole ?? 'ROLE_USER',
      emailVerifiedAt: a.emailVerifiedAt,
      createdAt: a.now,
    })
    .returning();
  if (!account) throw new Error('account insert returned nothing');
  const [profile] = await tx
    .insert(userProfiles)
    .values({
      accountId: account.id,
      firstName: a.firstName,
      lastName: a.lastName,
      phone: a.phone,
      verified: a.profileVerified,
      isDefault: true,
      createdAt: a.now,
    })
    .returning();
  if (!profile) throw new Error('profile insert returned nothing');
  return { account, profile };
}

export async function markEmailVerified(db: Queryable, accountId: string, now: Date) {
  await db
    .update(accounts)
    .set({ emailVerifiedAt: now })
    .where(and(eq(accounts.id, accountId), sql`${accounts.emailVerifiedAt} is null`));
}

/** A new password also clears a pending "must change password" flag. */
export async function updatePasswordHash(db: Queryable, accountId: string, passwordHash: string) {
  await db
    .update(accounts)
    .set({ passwordHash, resetPasswordRequired: false })
    .where(eq(accounts.id, accountId));
}

/** Another profile in an account (a child); the caller decides whether it may be added. */
export async function insertProfile(db: Queryable, values: typeof userProfiles.$inferInsert) {
  const [row] = await db.insert(userProfiles).values(values).returning({ id: userProfiles.id });
  if (!row) throw new Error('profile insert returned nothing');
  return row.id;
}

/** The chat status the holder chose (spec §7 "change chat online status"). */
export async function updateChatStatus(
  db: Queryable,
  accountId: string,
  chatStatus: AccountRow['chatStatus'],
) {
  await db.update(accounts).set({ chatStatus }).where(eq(accounts.id, accountId));
}
