import type { AppContext } from '../../context.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { switchSessionProfile } from '../auth/index.js';
import {
  findOwnProfile,
  makeDefaultProfile,
  type ProfileRow,
  profilesOfAccount,
  updateProfile,
} from '../people/index.js';
import { type Caller, findGroupScope } from '../permissions/index.js';

export const PROFILE_MESSAGES = {
  notFound: 'This profile does not exist.',
  notInstituteMember: 'You are not a member of this institute.',
  notClassMember: 'You are not a member of this class.',
} as const;

export async function linkedProfiles(ctx: AppContext, caller: Caller) {
  return profilesOfAccount(ctx.db, caller.accountId);
}

/** One of the account's own profiles; any other id is simply not found. */
export async function ownProfile(ctx: AppContext, caller: Caller, profileId: string) {
  const row = await findOwnProfile(ctx.db, caller.accountId, profileId);
  if (!row) throw notFound(PROFILE_MESSAGES.notFound);
  return row;
}

/** Makes one of the account's profiles its default and continues this session as it. */
export async function setDefaultProfile(
  ctx: AppContext,
  caller: Caller,
  profileId: string,
): Promise<ProfileRow> {
  return ctx.db.transaction(async (tx) => {
    const row = await makeDefaultProfile(tx, caller.accountId, profileId);
    if (!row) throw notFound(PROFILE_MESSAGES.notFound);
    await switchSessionProfile(tx, caller.sessionIdHash, row.id);
    await recordAudit(tx, ctx, caller, {
      action: 'profile.defaultChanged',
      targetType: 'profile',
      targetId: row.id,
    });
    return row;
  });
}

/** The institute the profile opens with; it must be a member (of it or one of its classes). */
export async function setDefaultInstitute(ctx: AppContext, caller: Caller, groupId: string) {
  const profile = await ownProfile(ctx, caller, caller.profileId);
  const scope = await findGroupScope(ctx.db, groupId);
  if (
    scope?.type !== 'INSTITUTE' ||
    !caller.memberships.some((m) => m.instituteId === scope.instituteId)
  ) {
    throw forbidden(PROFILE_MESSAGES.notInstituteMember);
  }
  const classStays =
    profile.defaultClassId !== null &&
    (await findGroupScope(ctx.db, profile.defaultClassId))?.instituteId === scope.instituteId;
  return ctx.db.transaction(async (tx) => {
    const row = await updateProfile(tx, profile.id, {
      defaultInstituteId: scope.id,
      defaultClassId: classStays ? profile.defaultClassId : null,
    });
    if (!row) throw notFound(PROFILE_MESSAGES.notFound);
    await recordAudit(tx, ctx, caller, {
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
export async function setDefaultClass(ctx: AppContext, caller: Caller, groupId: string) {
  const scope = await findGroupScope(ctx.db, groupId);
  if (
    scope?.type !== 'CLASS' ||
    !caller.memberships.some((m) => m.groupId === scope.id || m.groupId === scope.instituteId)
  ) {
    throw forbidden(PROFILE_MESSAGES.notClassMember);
  }
  return ctx.db.transaction(async (tx) => {
    const row = await updateProfile(tx, caller.profileId, {
      defaultInstituteId: scope.instituteId,
      defaultClassId: scope.id,
    });
    if (!row) throw notFound(PROFILE_MESSAGES.notFound);
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'profile.defaultClassChanged',
      targetType: 'profile',
      targetId: row.id,
      detail: { groupId: scope.id },
    });
    return row;
  });
}
