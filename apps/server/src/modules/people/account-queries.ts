import { and, count, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import { accounts, userProfiles } from '../../db/schema/index.js';
import type { ProfileRow } from './profile-queries.js';

// The accounts table: who signs in. Only the people module writes it.

export type AccountRow = typeof accounts.$inferSelect;

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

/** The chat status the holder chose (spec §7 "change chat online status"). */
export async function updateChatStatus(
  db: Queryable,
  accountId: string,
  chatStatus: AccountRow['chatStatus'],
) {
  await db.update(accounts).set({ chatStatus }).where(eq(accounts.id, accountId));
}

/** A new e-mail waiting for its code (null: none waiting). */
export async function setUnverifiedEmail(db: Queryable, accountId: string, email: string | null) {
  await db.update(accounts).set({ unverifiedEmail: email }).where(eq(accounts.id, accountId));
}

/** The confirmed e-mail replaces the old one and counts as verified. */
export async function replaceEmail(db: Queryable, accountId: string, email: string, now: Date) {
  await db
    .update(accounts)
    .set({ email, unverifiedEmail: null, emailVerifiedAt: now })
    .where(eq(accounts.id, accountId));
}

/** The agreement the account must sign at its next sign-in (spec §4 userContract). */
export async function setUserContract(db: Queryable, accountId: string, text: string) {
  await db.update(accounts).set({ userContract: text }).where(eq(accounts.id, accountId));
}

/** Signs the waiting contract, once: false when none was waiting (signed meanwhile). */
export async function signPendingContract(db: Queryable, accountId: string, now: Date) {
  const rows = await db
    .update(accounts)
    .set({ contractSignedAt: now, userContract: null })
    .where(and(eq(accounts.id, accountId), isNotNull(accounts.userContract)))
    .returning({ id: accounts.id });
  return rows.length > 0;
}

/** How many profiles the account holds. */
export async function countProfiles(db: Queryable, accountId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(userProfiles)
    .where(eq(userProfiles.accountId, accountId));
  return row?.total ?? 0;
}

/** The e-mails of the platform's super admins (told of contact requests). */
export async function superAdminEmails(db: Queryable): Promise<string[]> {
  const rows = await db
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.accountRole, 'ROLE_SUPER_ADMIN'));
  return rows.map((r) => r.email);
}
