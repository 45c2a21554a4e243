import { ADMIN_MESSAGES, type AdminAccountPage, type AdminInstitutePage } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { findInstitute, updateInstitute } from '../groups/index.js';
import { findProfile, institutesOfProfiles, updateProfile } from '../people/index.js';
import type { Caller } from '../permissions/index.js';
import { toAdminAccount, toAdminInstitute } from './presenters.js';
import {
  instituteAdmins,
  listAccounts,
  listInstitutes,
  type Paging,
  profilesOfAccounts,
} from './queries.js';

export async function institutePage(
  ctx: AppContext,
  q: Paging & { verified?: boolean | undefined },
): Promise<AdminInstitutePage> {
  const { items, total } = await listInstitutes(ctx.db, q);
  const admins = await instituteAdmins(
    ctx.db,
    items.map((i) => i.id),
  );
  return {
    items: items.map((row) => toAdminInstitute(row, admins)),
    page: q.page,
    pageSize: q.pageSize,
    total,
  };
}

export async function accountPage(ctx: AppContext, q: Paging): Promise<AdminAccountPage> {
  const { items, total } = await listAccounts(ctx.db, q);
  const profiles = await profilesOfAccounts(
    ctx.db,
    items.map((a) => a.id),
  );
  const institutes = await institutesOfProfiles(
    ctx.db,
    profiles.map((p) => p.id),
  );
  return {
    items: items.map((row) => toAdminAccount(row, profiles, institutes)),
    page: q.page,
    pageSize: q.pageSize,
    total,
  };
}

/** groups.verified of an institute; a change is recorded in the institute's audit log. */
export async function verifyInstitute(
  ctx: AppContext,
  caller: Caller,
  instituteId: string,
  verified: boolean,
) {
  return ctx.db.transaction(async (tx) => {
    const found = await findInstitute(tx, instituteId);
    if (!found) throw notFound(ADMIN_MESSAGES.instituteNotFound);
    if (found.verified === verified) return { id: found.id, verified };
    await updateInstitute(tx, instituteId, { verified });
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: verified ? 'institute.verified' : 'institute.unverified',
      targetType: 'group',
      targetId: instituteId,
      detail: { name: found.name },
    });
    return { id: found.id, verified };
  });
}

/**
 * user_profiles.verified. An unverified profile keeps only the default permissions (spec §4);
 * the permission check every 5 s picks the change up. The live VERIFICATION message that signs
 * the person out after 3 s comes with the live-channel issue.
 */
export async function verifyProfile(
  ctx: AppContext,
  caller: Caller,
  profileId: string,
  verified: boolean,
) {
  return ctx.db.transaction(async (tx) => {
    const found = await findProfile(tx, profileId);
    if (!found) throw notFound(ADMIN_MESSAGES.profileNotFound);
    if (found.verified === verified) return { id: found.id, verified };
    await updateProfile(tx, profileId, { verified });
    await recordAudit(tx, ctx, caller, {
      action: verified ? 'profile.verified' : 'profile.unverified',
      targetType: 'profile',
      targetId: profileId,
      detail: { accountId: found.accountId, name: `${found.firstName} ${found.lastName}` },
    });
    return { id: found.id, verified };
  });
}
