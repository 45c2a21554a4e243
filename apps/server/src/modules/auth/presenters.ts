import type { UserData } from '@shala/shared';
import type { AccountRow, ProfileRow } from '../people/index.js';

type UserAccount = Pick<
  AccountRow,
  | 'username'
  | 'email'
  | 'resetPasswordRequired'
  | 'unverifiedEmail'
  | 'userContract'
  | 'accountRole'
  | 'chatStatus'
>;
type UserProfile = Pick<
  ProfileRow,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'photoLocation'
  | 'verified'
  | 'defaultInstituteId'
  | 'defaultClassId'
>;

/** The wire shape of the signed-in user (spec §3 "User data"); no other column leaves. */
export function toUserData(account: UserAccount, profile: UserProfile): UserData {
  return {
    userProfileId: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    fullName: `${profile.firstName} ${profile.lastName}`,
    username: account.username,
    email: account.email,
    profileImage: profile.photoLocation,
    photoLocation: profile.photoLocation,
    verified: profile.verified ? 'VERIFIED' : 'UNVERIFIED',
    defaultInstituteId: profile.defaultInstituteId,
    defaultClassId: profile.defaultClassId,
    resetPasswordRequired: account.resetPasswordRequired ? 'true' : 'false',
    unverifiedEmail: account.unverifiedEmail,
    userContract: account.userContract,
    accountRole: account.accountRole,
    // As the holder chose it; whether they are connected now is the live channel's to say.
    chatStatus: account.chatStatus,
  };
}
