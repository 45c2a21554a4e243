import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { accounts, sessions } from '../../db/schema/index.js';

/** One profile of the account: what choosing the acting profile and the user data need. */
export type AccountProfile = {
  id: string;
  verified: boolean;
  isDefault: boolean;
  firstName: string;
  lastName: string;
  photoLocation: string | null;
  defaultInstituteId: string | null;
  defaultClassId: string | null;
};

/**
 * A session with its account and all the account's profiles (default first, then oldest), in
 * one statement: what every signed-in call starts from, and all /rest/auth/me answers.
 */
export async function findSessionIdentity(db: Queryable, idHash: string) {
  const [row] = await db
    .select({
      idHash: sessions.idHash,
      publicId: sessions.publicId,
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
        userContract: accounts.userContract,
        resetPasswordRequired: accounts.resetPasswordRequired,
        unverifiedEmail: accounts.unverifiedEmail,
        chatStatus: accounts.chatStatus,
      },
      profiles: sql<AccountProfile[]>`(
        select coalesce(json_agg(json_build_object(
          'id', p.id, 'verified', p.verified, 'isDefault', p.is_default,
          'firstName', p.first_name, 'lastName', p.last_name, 'photoLocation', p.photo_location,
          'defaultInstituteId', p.default_institute_id, 'defaultClassId', p.default_class_id)
          order by p.is_default desc, p.created_at, p.id), '[]'::json)
        from user_profiles p where p.account_id = ${accounts.id})`,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  return row;
}
export type SessionIdentity = NonNullable<Awaited<ReturnType<typeof findSessionIdentity>>>;
