import {
  GRANT_MESSAGES,
  GROUP_MESSAGES,
  INVITATION_MESSAGES,
  type MemberInviteInput,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { lockInstitute } from '../../db/locks.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { findSession } from '../academic/index.js';
import { membershipAdded, membershipRemoved, recordAudit } from '../audit/index.js';
import { assignJoiningStudentFees, todayOf } from '../fees/index.js';
import { createInvitation, invitationMail, sentInvitation } from '../invitations/index.js';
import { announce, raiseNotification } from '../notifications/index.js';
import {
  deleteClassMemberships,
  deleteMembership,
  findAccountById,
  findDefaultProfile,
  findProfileMembership,
  hasInstituteMembership,
  insertMembership,
  provisionPerson,
  setMembershipRole,
} from '../people/index.js';
import { type Caller, findGroupScope, type GroupScope } from '../permissions/index.js';
import { assertMayGrant, findRole, grantorIn } from '../roles/index.js';
import { countInstituteAdmins, findMembership, memberPage } from './member-queries.js';
import { assertMayTouchMember } from './policy.js';
import { findGroupRow } from './queries.js';

export const MEMBERSHIP_MESSAGES = {
  alreadyMember: 'This profile is already a member of this group for this session.',
} as const;

/** A page of the group's members; a session filter must be a session of the group's institute. */
export async function listMembers(
  db: Db,
  scope: GroupScope,
  filter: Parameters<typeof memberPage>[2],
) {
  if (filter.sessionId && !(await findSession(db, scope.instituteId, filter.sessionId))) {
    throw notFound(GROUP_MESSAGES.session);
  }
  return memberPage(db, scope.id, filter);
}

/**
 * Invites a person by e-mail into the group with a role the inviter may give. Nothing joins
 * yet: an invitation is recorded (a new account is made for an address that has none) and
 * mailed after the commit; the person joins when they accept (or, for a new account, set
 * their first password). The answer is the same whether or not the e-mail had an account.
 */
export async function inviteMember(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  input: MemberInviteInput,
) {
  const grantor = grantorIn(caller, scope);
  const email = input.email.trim().toLowerCase();
  const invitation = await ctx.db.transaction(async (tx) => {
    await lockInstitute(tx, scope.instituteId);
    const group = await findGroupRow(tx, scope.instituteId, scope.id);
    if (!group) throw notFound(GROUP_MESSAGES.classNotFound);
    const role = await findRole(tx, scope.instituteId, input.roleId);
    if (!role) throw notFound(GROUP_MESSAGES.roleNotFound);
    assertMayGrant(grantor, role.permissions);
    const sessionId = input.sessionId ?? null;
    if (sessionId && !(await findSession(tx, scope.instituteId, sessionId))) {
      throw notFound(GROUP_MESSAGES.sessionNotFound);
    }
    if ((await findAccountById(tx, grantor.accountId))?.email === email) {
      throw forbidden(GRANT_MESSAGES.inviteSelf);
    }
    const person = await provisionPerson(tx, ctx.clock.now(), {
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      verified: true,
    });
    // Already in this group: what the inviter's own member list shows anyway.
    const holder = person.existing ? await findDefaultProfile(tx, person.account.id) : undefined;
    if (holder && (await findProfileMembership(tx, holder.id, group.id, sessionId))) {
      throw conflict(GROUP_MESSAGES.alreadyMember);
    }
    const invitation = await createInvitation(tx, ctx, caller, {
      instituteId: scope.instituteId,
      groupId: group.id,
      sessionId,
      roleId: role.id,
      kind: 'MEMBER',
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      person,
    });
    // The invitation's mail is written with it: both or neither.
    await ctx.mailer.send(await invitationMail(tx, ctx.config.publicUrl, invitation, person), tx);
    return invitation;
  });
  return {
    invitation: await sentInvitation(ctx, invitation.id),
    message: INVITATION_MESSAGES.sent(email),
  };
}

/** True when taking this institute-level admin membership away leaves the institute without one. */
async function wouldLoseLastAdmin(
  tx: Parameters<typeof countInstituteAdmins>[0],
  scope: GroupScope,
  member: { builtinKey: string | null },
) {
  if (scope.type !== 'INSTITUTE' || member.builtinKey !== 'INSTITUTE_ADMIN') return false;
  return (await countInstituteAdmins(tx, scope.instituteId)) <= 1;
}

/** Gives a membership another role of the institute, one the grantor may give. */
export async function changeMemberRole(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  membershipId: string,
  roleId: string,
) {
  const grantor = grantorIn(caller, scope);
  const raised = await ctx.db.transaction(async (tx) => {
    await lockInstitute(tx, scope.instituteId);
    const member = await findMembership(tx, scope.id, membershipId);
    if (!member) throw notFound(GROUP_MESSAGES.memberNotFound);
    assertMayTouchMember(grantor, member);
    const role = await findRole(tx, scope.instituteId, roleId);
    if (!role) throw notFound(GROUP_MESSAGES.roleNotFound);
    if (role.id === member.roleId) return null;
    assertMayGrant(grantor, role.permissions);
    if (role.builtinKey !== 'INSTITUTE_ADMIN' && (await wouldLoseLastAdmin(tx, scope, member))) {
      throw conflict(GROUP_MESSAGES.lastAdmin);
    }
    await setMembershipRole(tx, scope.id, membershipId, role.id);
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'membership.roleChanged',
      targetType: 'profile',
      targetId: member.profileId,
      detail: {
        groupId: scope.id,
        membershipId,
        from: member.roleName,
        to: role.name,
        roleId: role.id,
        sessionId: member.sessionId,
      },
    });
    return raiseNotification(ctx, tx, {
      kind: 'member.roleChanged',
      profileIds: [member.profileId],
      instituteId: scope.instituteId,
      groupId: scope.id,
      title: 'Your role changed',
      message: `Your role is now ${role.name}.`,
      target: '/groups',
      featureId: membershipId,
      featureAction: 'ROLE_CHANGED',
    });
  });
  if (raised) await announce(ctx, raised);
  const updated = await findMembership(ctx.db, scope.id, membershipId);
  if (!updated) throw notFound(GROUP_MESSAGES.memberNotFound);
  return updated;
}

/**
 * Removes a membership; the institute's last Institute Admin stays. Removing someone from the
 * institute also removes them from its classes for the same session (all sessions for null).
 */
export async function removeMember(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  membershipId: string,
) {
  const grantor = grantorIn(caller, scope);
  await ctx.db.transaction(async (tx) => {
    await lockInstitute(tx, scope.instituteId);
    const member = await findMembership(tx, scope.id, membershipId);
    if (!member) throw notFound(GROUP_MESSAGES.memberNotFound);
    assertMayTouchMember(grantor, member);
    if (await wouldLoseLastAdmin(tx, scope, member)) throw conflict(GROUP_MESSAGES.lastAdmin);
    await deleteMembership(tx, scope.id, membershipId);
    // Leaving the institute means leaving its classes too (for that session, or all of them).
    const classMemberships =
      scope.type === 'INSTITUTE'
        ? await deleteClassMemberships(tx, member.profileId, scope.instituteId, member.sessionId)
        : 0;
    // Out of the institute altogether: what other modules hang on the person there (the
    // subjects they teach) goes with them.
    if (
      scope.type === 'INSTITUTE' &&
      !(await hasInstituteMembership(tx, member.profileId, scope.instituteId))
    ) {
      await ctx.hooks.memberLeftInstitute(tx, {
        instituteId: scope.instituteId,
        profileId: member.profileId,
      });
    }
    await recordAudit(
      tx,
      ctx,
      caller,
      memberRemovedAudit(scope, membershipId, member, classMemberships),
    );
  });
}

/** The audit line of a member taken out of the group (removed, or moved to another class). */
export function memberRemovedAudit(
  scope: GroupScope,
  membershipId: string,
  member: { profileId: string; roleName: string; sessionId: string | null },
  classMemberships: number,
) {
  return membershipRemoved({
    instituteId: scope.instituteId,
    profileId: member.profileId,
    groupId: scope.id,
    membershipId,
    roleName: member.roleName,
    sessionId: member.sessionId,
    classMemberships,
  });
}

/**
 * A profile joins a group with a role of the group's institute, for one of that institute's
 * sessions or (sessionId null) for all of them; anything from another institute is not found.
 * The seed and the tests add members this way (`caller` null: the system).
 */
export async function addMember(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  caller: Caller | null,
  input: { profileId: string; groupId: string; roleId: string; sessionId?: string | null },
) {
  const scope = await findGroupScope(ctx.db, input.groupId);
  if (!scope) throw notFound('This group does not exist.');
  const role = await findRole(ctx.db, scope.instituteId, input.roleId);
  if (!role) throw notFound('This role does not exist.');
  const sessionId = input.sessionId ?? null;
  if (sessionId && !(await findSession(ctx.db, scope.instituteId, sessionId))) {
    throw notFound('This session does not exist.');
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      const membership = await insertMembership(tx, {
        profileId: input.profileId,
        groupId: scope.id,
        sessionId,
        roleId: role.id,
        createdAt: ctx.clock.now(),
      });
      // A student joining a class owes its fees from today, by the institute's join rule.
      if (scope.type === 'CLASS' && role.builtinKey === 'STUDENT' && sessionId) {
        await assignJoiningStudentFees(tx, {
          instituteId: scope.instituteId,
          classId: scope.id,
          profileId: input.profileId,
          joinedOn: todayOf(ctx.clock.now()),
          sessionId,
          now: ctx.clock.now(),
        });
      }
      await recordAudit(
        tx,
        ctx,
        caller,
        membershipAdded({
          instituteId: scope.instituteId,
          profileId: input.profileId,
          groupId: scope.id,
          role,
          sessionId,
        }),
      );
      return membership;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'memberships_profile_group_session_uq') {
      throw conflict(MEMBERSHIP_MESSAGES.alreadyMember);
    }
    throw error;
  }
}
