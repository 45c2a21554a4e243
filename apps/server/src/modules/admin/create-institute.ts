import {
  ADMIN_MESSAGES,
  type AdminCreatedInstitute,
  type AdminCreateInstituteInput,
  wireDateToIso,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { lockInstituteNames } from '../../db/locks.js';
import { badRequest, conflict } from '../../lib/errors.js';
import {
  instituteAdminAddedMail,
  instituteAdminInvitationMail,
} from '../../mail/admin-templates.js';
import { membershipAdded, recordAudit } from '../audit/index.js';
import { findInstituteByName } from '../groups/index.js';
import { createInstituteIn } from '../institutes/index.js';
import {
  findDefaultProfile,
  INVITE_VALID_DAYS,
  insertMembership,
  inviteLink,
  type ProfileChanges,
  provisionPerson,
  setUserContract,
  updateProfile,
} from '../people/index.js';
import type { Caller } from '../permissions/index.js';
import { instituteAdminAgreement } from './institute-agreement.js';

/** One spelling of a name: trimmed, inner runs of spaces made one. */
export const tidyName = (name: string) => name.trim().replace(/\s+/g, ' ');

/**
 * A new institute with its first admin, in ONE transaction: the institute, its first (active)
 * session and built-in roles (`createInstituteIn`, the one way institutes are made), the
 * admin's account and profile (or the existing account's default profile), an Institute
 * Admin membership for all sessions and the admin's default institute, with their audit rows.
 * Any refusal on the way (a duplicate name, an e-mail that may not administer) leaves nothing.
 * The mail goes after the commit: an invitation for a new account, a notice for an existing one.
 */
export function createInstituteWithAdmin(
  ctx: AppContext,
  caller: Caller,
  input: AdminCreateInstituteInput,
): Promise<AdminCreatedInstitute> {
  return ctx.db.transaction((tx) => createInstituteWithAdminIn(tx, ctx, caller, input));
}

/** The same inside a transaction of the caller's (the first run adds its super admin to it). */
export async function createInstituteWithAdminIn(
  tx: Tx,
  ctx: AppContext,
  caller: Caller,
  input: AdminCreateInstituteInput,
): Promise<AdminCreatedInstitute> {
  const name = tidyName(input.name);
  const startDate = wireDateToIso(input.session.startDate);
  const endDate = wireDateToIso(input.session.endDate);
  // The schema has checked both dates; this only narrows the types.
  if (!startDate || !endDate) throw badRequest('The session dates are not valid.');

  await lockInstituteNames(tx);
  if (await findInstituteByName(tx, name)) throw conflict(ADMIN_MESSAGES.duplicateInstitute(name));
  const now = ctx.clock.now();
  const { institute, session, roles } = await createInstituteIn(tx, ctx, caller, {
    name,
    session: { name: input.session.name.trim(), startDate, endDate },
    by: 'superAdmin',
  });
  const admin = await provisionAdmin(tx, now, input.admin);
  const adminRole = roles.find((r) => r.builtinKey === 'INSTITUTE_ADMIN');
  if (!adminRole) throw new Error('the Institute Admin role was not created');
  await insertMembership(tx, {
    profileId: admin.profile.id,
    groupId: institute.id,
    sessionId: null,
    roleId: adminRole.id,
    createdAt: now,
  });
  await recordAudit(
    tx,
    ctx,
    caller,
    membershipAdded({
      instituteId: institute.id,
      profileId: admin.profile.id,
      groupId: institute.id,
      role: adminRole,
      sessionId: null,
      newAccount: admin.invite !== null,
      verifiedNow: !admin.profile.verified,
    }),
  );
  await settleAdminProfile(tx, admin.profile, institute.id);
  // The admin signs the institute's agreement at their next sign-in (spec §4 userContract).
  await setUserContract(tx, admin.account.id, instituteAdminAgreement(name));
  // The first admin's mail is written with the institute: both or neither.
  await ctx.mailer.send({ to: admin.account.email, ...firstAdminMail(ctx, institute, admin) }, tx);

  const { account, profile, invite } = admin;

  return {
    instituteId: institute.id,
    name: institute.name,
    sessionId: session.id,
    admin: {
      accountId: account.id,
      profileId: profile.id,
      username: account.username,
      email: account.email,
      invited: invite !== null,
    },
    message: invite
      ? ADMIN_MESSAGES.created(institute.name, account.email)
      : ADMIN_MESSAGES.createdExisting(institute.name, account.email),
  };
}

/**
 * The first admin: a new verified account with an invitation, or the default profile of the
 * account the e-mail already has. This is the one place an existing account joins without an
 * invitation: the platform's super admin appoints the institute's first admin, and that admin
 * must sign the institute agreement at the next sign-in before the server lets them act. The
 * super admin vouches for the person, so that profile is verified too (an unverified admin
 * would hold only default permissions). A platform super admin's account may not double as a
 * school's admin: the institute needs its own person. The institute becomes the profile's
 * default unless it already has one.
 */
/** The invitation (a new account: its set-password link) or the note of a new place. */
function firstAdminMail(
  ctx: AppContext,
  institute: { id: string; name: string },
  admin: Awaited<ReturnType<typeof provisionAdmin>>,
) {
  const { account, profile, invite } = admin;
  return invite
    ? instituteAdminInvitationMail({
        firstName: profile.firstName,
        username: account.username,
        institute: institute.name,
        link: inviteLink(ctx.config.publicUrl, invite),
        validDays: INVITE_VALID_DAYS,
      })
    : instituteAdminAddedMail({
        firstName: profile.firstName,
        username: account.username,
        institute: institute.name,
        setupLink: `${ctx.config.publicUrl}/quick-setup/institute/${institute.id}`,
      });
}

async function provisionAdmin(tx: Tx, now: Date, admin: AdminCreateInstituteInput['admin']) {
  const person = await provisionPerson(tx, now, {
    email: admin.email,
    firstName: admin.firstName,
    lastName: admin.lastName,
    phone: admin.phone,
    verified: true,
  });
  if (person.account.accountRole === 'ROLE_SUPER_ADMIN') {
    throw conflict(ADMIN_MESSAGES.adminIsSuperAdmin);
  }
  if (!person.existing) return person;
  const profile = await findDefaultProfile(tx, person.account.id);
  if (!profile) throw new Error('an account without a profile');
  return { account: person.account, profile, invite: null };
}

/** Sets the admin profile's default institute (if it has none) and verifies it. */
async function settleAdminProfile(
  tx: Tx,
  profile: { id: string; verified: boolean; defaultInstituteId: string | null },
  instituteId: string,
) {
  const changes: ProfileChanges = {};
  if (!profile.defaultInstituteId) changes.defaultInstituteId = instituteId;
  if (!profile.verified) changes.verified = true;
  if (Object.keys(changes).length === 0) return;
  await updateProfile(tx, profile.id, changes);
}
