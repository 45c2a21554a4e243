import { titleCase, usernameFromNames } from '@shala/shared';
import type { Queryable, Tx } from '../../db/client.js';
import { randomToken, sha256Hex } from '../../lib/tokens.js';
import {
  type AccountRow,
  findAccountByEmail,
  insertAccountWithProfile,
  usernamesLike,
} from './account-queries.js';
import { replaceToken } from './link-queries.js';
import { type ProfileRow, updateProfile } from './profile-queries.js';

/** ravi_kumar, then ravi_kumar1, ravi_kumar2 ...: the first one nobody has. */
export async function nextFreeUsername(db: Queryable, base: string): Promise<string> {
  const taken = new Set(await usernamesLike(db, base));
  if (!taken.has(base)) return base;
  for (let n = 1; ; n += 1) {
    if (!taken.has(`${base}${n}`)) return `${base}${n}`;
  }
}

/** An invitation link stays usable this long: staff and parents may not read mail every day. */
export const INVITE_VALID_DAYS = 7;

/**
 * Stored instead of a hash until the invitation link sets the first password: it is not an
 * argon2 string, so no password ever matches it.
 */
export const PENDING_INVITE_HASH = 'invitation-pending';

export type PersonInput = {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  /** Extra profile fields (gender, parents' names, registration number ...). */
  profile?: Partial<
    Pick<
      ProfileRow,
      'gender' | 'dateOfBirth' | 'address' | 'fatherName' | 'motherName' | 'registrationNo'
    >
  >;
  /** People the institute vouches for start verified. */
  verified: boolean;
};

/**
 * A person an institute adds: a new account it has just made (mail the invite link), or an
 * account the e-mail already has, left untouched. An existing account is never attached to an
 * institute, and never given a profile, without its holder's consent: the caller sends an
 * invitation (modules/invitations) instead.
 */
export type ProvisionedPerson =
  | {
      existing: false;
      account: AccountRow;
      profile: ProfileRow;
      /** Mail `${publicUrl}/auth/setpassword/${id}/${token}`. */
      invite: { id: string; token: string };
    }
  | { existing: true; account: AccountRow };
export type NewPerson = Extract<ProvisionedPerson, { existing: false }>;

/**
 * Makes the account and profile of a person an institute adds (an admitted student, invited
 * staff, an imported parent, a new institute's first admin) when the e-mail has none, inside
 * the caller's transaction so that the membership and audit rows land with it or not at all.
 * A new account gets no password, only a single-use INVITE link valid for INVITE_VALID_DAYS.
 */
export async function provisionPerson(
  tx: Tx,
  now: Date,
  input: PersonInput,
): Promise<ProvisionedPerson> {
  const email = input.email.trim().toLowerCase();
  const firstName = titleCase(input.firstName.trim());
  const lastName = titleCase(input.lastName.trim());
  const existing = await findAccountByEmail(tx, email);
  if (existing) return { existing: true, account: existing };
  const username = await nextFreeUsername(tx, usernameFromNames(firstName, lastName));
  const created = await insertAccountWithProfile(tx, {
    username,
    email,
    passwordHash: PENDING_INVITE_HASH,
    emailVerifiedAt: null,
    firstName,
    lastName,
    phone: input.phone ?? null,
    profileVerified: input.verified,
    now,
  });
  let profile = created.profile;
  if (input.profile && Object.keys(input.profile).length > 0) {
    profile = (await updateProfile(tx, profile.id, input.profile)) ?? profile;
  }
  const token = randomToken(32);
  const id = await replaceToken(tx, {
    accountId: created.account.id,
    purpose: 'INVITE',
    tokenHash: sha256Hex(token),
    now,
    expiresAt: new Date(now.getTime() + INVITE_VALID_DAYS * 86_400_000),
  });
  return { existing: false, account: created.account, profile, invite: { id, token } };
}

/** The link a new account's invitation mail carries (the public set-password page). */
export function inviteLink(publicUrl: string, invite: { id: string; token: string }): string {
  return `${publicUrl}/auth/setpassword/${invite.id}/${invite.token}`;
}
