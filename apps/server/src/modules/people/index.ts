import type { ServerModule } from '../module.js';

/**
 * People: accounts, their profiles, memberships and guardian links, the single-use links that
 * open an account, and the making of a person an institute adds (provisionPerson). It owns those
 * tables and has no routes: auth, account and profiles are its faces on the web. It imports no
 * other module, so any module may use it.
 */
export const peopleModule: ServerModule = { name: 'people' };

export {
  type AccountRow,
  countProfiles,
  findAccountByEmail,
  findAccountById,
  findAccountByLogin,
  findAccountByUsername,
  findAccountIdByLogin,
  insertAccountWithProfile,
  markEmailVerified,
  replaceEmail,
  setUnverifiedEmail,
  setUserContract,
  signPendingContract,
  superAdminEmails,
  updateChatStatus,
  updatePasswordHash,
} from './account-queries.js';
export { consumeToken, replaceToken, type TokenPurpose } from './link-queries.js';
export {
  addMembershipsOnce,
  deleteClassMemberships,
  deleteMembership,
  findProfileMembership,
  giveRollNo,
  hasInstituteMembership,
  insertMembership,
  institutesOfProfiles,
  linkGuardian,
  type MembershipRow,
  type NewMembership,
  setMembershipRole,
} from './membership-queries.js';
export {
  countRegistrationNo,
  findDefaultProfile,
  findOwnProfile,
  findProfile,
  findProfileNamed,
  findProfileWithAccount,
  findProfileWithEmail,
  insertProfile,
  lockProfilePhoto,
  makeDefaultProfile,
  type ProfileChanges,
  type ProfileRow,
  profilesOfAccount,
  setDefaultsIfNone,
  updateProfile,
} from './profile-queries.js';
export {
  INVITE_VALID_DAYS,
  inviteLink,
  type NewPerson,
  nextFreeUsername,
  PENDING_INVITE_HASH,
  type PersonInput,
  type ProvisionedPerson,
  provisionPerson,
} from './provision.js';
