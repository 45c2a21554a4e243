import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { type AuditSource, recordAudit } from '../audit/record.js';
import { findGroupScope, profileMemberships } from '../permissions/queries.js';
import {
  findOwnProfile,
  makeDefaultProfile,
  type ProfileRow,
  profilesOfAccount,
  switchSessionProfile,
  updateProfileDefaults,
} from './queries.js';

export const PROFILE_MESSAGES = {
  notFound: 'This profile does not exist.',
  notInstituteMember: 'You are not a member of this institute.',
  notClassMember: 'You are not a member of this class.',
} as const;

type Caller = { accountId: string; profileId: string; sessionIdHash: string };
/** The clock and the address the change came from; the actor is the caller. */
type AuditFrom = Pick<AuditSource, 'clock' | 'ip'>;

const auditSource = (caller: Caller, from: AuditFrom): AuditSource => ({
  ...from,
  actorAccountId: caller.accountId,
  actorProfileId: caller.profileId,
});

export async function linkedProfiles(db: Db, caller: Pick<Caller, 'accountId'>) {
  return profilesOfAccount(db, caller.accountId);
}

/** One of the account's own profiles; any other id is simply not found. */
export async function ownProfile(db: Db, caller: Pick<Caller, 'accountId'>, profileId: string) {
  const row = await findOwnProfile(db, caller.accountId, profileId);
  if (!row) throw notFound(PROFILE_MESSAGES.notFound);
  return row;
}

/** Makes one of the account's profiles its default and continues this session as it. */
export async function setDefaultProfile(
  db: Db,
  caller: Caller,
  profileId: string,
  from: AuditFrom,
): Promise<ProfileRow> {
  return db.transaction(async (tx) => {
    const row = await makeDefaultProfile(tx, caller.accountId, profileId);
    if (!row) throw notFound(PROFILE_MESSAGES.notFound);
    await switchSessionProfile(tx, caller.sessionIdHash, row.id);
    await recordAudit(tx, auditSource(caller, from), {
      action: 'profile.defaultChanged',
      targetType: 'profile',
      targetId: row.id,
    });
    return row;
  });
}

/** The institute the profile opens with; it must be a member (of it or one of its classes). */
export async function setDefaultInstitute(
  db: Db,
  caller: Caller,
  groupId: string,
  from: AuditFrom,
) {
  const profile = await ownProfile(db, caller, caller.profileId);
  const scope = await findGroupScope(db, groupId);
  const memberships = await profileMemberships(db, caller.profileId);
  if (
    scope?.type !== 'INSTITUTE' ||
    !memberships.some((m) => m.instituteId === scope.instituteId)
  ) {
    throw forbidden(PROFILE_MESSAGES.notInstituteMember);
  }
  const classStays =
    profile.defaultClassId !== null &&
    (await findGroupScope(db, profile.defaultClassId))?.instituteId === scope.instituteId;
  return db.transaction(async (tx) => {
    const row = await updateProfileDefaults(tx, profile.id, {
      defaultInstituteId: scope.id,
      defaultClassId: classStays ? profile.defaultClassId : null,
    });
    if (!row) throw notFound(PROFILE_MESSAGES.notFound);
    await recordAudit(tx, auditSource(caller, from), {
      instituteId: scope.instituteId,
      action: 'profile.defaultInstituteChanged',
      targetType: 'profile',
      targetId: row.id,
      detail: { groupId: scope.id },
    });
    return row;
  });
}

/**
 * The class the profile opens with; its institute becomes the default institute. A member of
 * the class, or of its institute (staff), may choose it.
 */
export async function setDefaultClass(db: Db, caller: Caller, groupId: string, from: AuditFrom) {
  const scope = await findGroupScope(db, groupId);
  const memberships = await profileMemberships(db, caller.profileId);
  if (
    scope?.type !== 'CLASS' ||
    !memberships.some((m) => m.groupId === scope.id || m.groupId === scope.instituteId)
  ) {
    throw forbidden(PROFILE_MESSAGES.notClassMember);
  }
  return db.transaction(async (tx) => {
    const row = await updateProfileDefaults(tx, caller.profileId, {
      defaultInstituteId: scope.instituteId,
      defaultClassId: scope.id,
    });
    if (!row) throw notFound(PROFILE_MESSAGES.notFound);
    await recordAudit(tx, auditSource(caller, from), {
      instituteId: scope.instituteId,
      action: 'profile.defaultClassChanged',
      targetType: 'profile',
      targetId: row.id,
      detail: { groupId: scope.id },
    });
    return row;
  });
}
