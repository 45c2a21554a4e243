import { eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { accounts, sessions } from '../../db/schema/index.js';
import type { ProfileMembership } from './queries.js';

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

/** The memberships of the profile that acts when no other is selected, read with the session. */
type ActingMemberships = { profileId: string; rows: ProfileMembership[] };
type ActingMembershipsJson = {
  profileId: string;
  rows: (Omit<ProfileMembership, 'setupCompletedAt'> & { setupCompletedAt: string | null })[];
};

/**
 * Sessions with their accounts and all each account's profiles (default first, then oldest),
 * and the memberships of the profile acting by default (the session's, else the default one), in
 * one statement for many sessions: what every signed-in call starts from, and all /rest/auth/me
 * answers. The memberships are read as membershipsOfProfiles (queries.ts) reads them. Keyed by
 * the session id's hash; an unknown hash is absent.
 */
export async function findSessionIdentities(db: Queryable, idHashes: readonly string[]) {
  const rows = await db
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
      actingMemberships: sql<ActingMembershipsJson | null>`(
        select json_build_object('profileId', acting.id, 'rows', coalesce((
          select json_agg(json_build_object(
            'groupId', m.group_id, 'groupType', g.type, 'groupName', g.name,
            'instituteId', gi.id, 'instituteName', gi.name, 'instituteVerified', gi.verified,
            'setupCompletedAt', gi.setup_completed_at, 'sessionId', m.session_id,
            'activeSessionId', gi.active_session_id, 'roleName', r.name,
            'builtinKey', r.builtin_key, 'permissions', r.permissions))
          from memberships m
          join groups g on g.id = m.group_id
          join groups gi on gi.id = coalesce(g.super_group_id, g.id)
          join roles r on r.id = m.role_id and r.institute_id = gi.id
          where m.profile_id = acting.id), '[]'::json))
        from user_profiles acting
        where acting.account_id = ${accounts.id}
        order by (acting.id = ${sessions.profileId}) is true desc, acting.is_default desc,
          acting.created_at, acting.id
        limit 1)`,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(inArray(sessions.idHash, [...idHashes]));
  return new Map(
    rows.map(({ actingMemberships, ...identity }) => [
      identity.idHash,
      { ...identity, actingMemberships: actingMembershipsOf(actingMemberships) },
    ]),
  );
}
type SessionIdentityRow =
  Awaited<ReturnType<typeof findSessionIdentities>> extends Map<string, infer V> ? V : never;
export type SessionIdentity = Omit<SessionIdentityRow, 'actingMemberships'> & {
  actingMemberships?: ActingMemberships | null;
};

/** JSON gives the institute's set-up time as text; the memberships read elsewhere give a Date. */
function actingMembershipsOf(json: ActingMembershipsJson | null): ActingMemberships | null {
  if (!json) return null;
  return {
    profileId: json.profileId,
    rows: json.rows.map((r) => ({
      ...r,
      setupCompletedAt: r.setupCompletedAt === null ? null : new Date(r.setupCompletedAt),
    })),
  };
}
