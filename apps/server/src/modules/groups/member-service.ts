import { GROUP_MESSAGES, type MemberInviteInput } from '@shala/shared';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../http/errors.js';
import { addedToGroupMail, invitationMail } from '../../mail/templates.js';
import { type AuditSource, recordAudit } from '../audit/record.js';
import type { ServiceDeps } from '../auth/deps.js';
import { INVITE_VALID_DAYS, inviteLink, provisionPerson } from '../auth/provision-service.js';
import { uniqueViolation } from '../auth/unique-violation.js';
import { findRole, findSession, insertMembership } from '../institutes/queries.js';
import type { GroupScope } from '../permissions/queries.js';
import {
  countInstituteAdmins,
  deleteClassMemberships,
  deleteMembership,
  findGroupRow,
  findMembership,
  findProfileMembership,
  hasInstituteMembership,
  lockInstitute,
  memberPage,
  setMembershipRole,
  settleDefaultGroups,
} from './queries.js';

type Actor = Omit<AuditSource, 'clock'>;

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
 * Invites a person by e-mail into the group: a new account (with a 7-day set-password link) or
 * the existing account's default profile; the membership (and, for a class, the institute
 * membership when missing) and the audit rows in one transaction; the mail after the commit.
 */
export async function inviteMember(
  deps: ServiceDeps,
  scope: GroupScope,
  input: MemberInviteInput,
  actor: Actor,
) {
  const source = { ...actor, clock: deps.clock };
  const result = await deps.db
    .transaction(async (tx) => {
      await lockInstitute(tx, scope.instituteId);
      const group = await findGroupRow(tx, scope.instituteId, scope.id);
      const institute = await findGroupRow(tx, scope.instituteId, scope.instituteId);
      if (!group || !institute) throw notFound(GROUP_MESSAGES.classNotFound);
      const role = await findRole(tx, scope.instituteId, input.roleId);
      if (!role) throw notFound(GROUP_MESSAGES.roleNotFound);
      const sessionId = input.sessionId ?? null;
      if (sessionId && !(await findSession(tx, scope.instituteId, sessionId))) {
        throw notFound(GROUP_MESSAGES.sessionNotFound);
      }
      const now = deps.clock.now();
      const person = await provisionPerson(tx, now, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        existingAccount: 'default',
        verified: true,
      });
      const profileId = person.profile.id;
      if (await findProfileMembership(tx, profileId, group.id, sessionId)) {
        throw conflict(GROUP_MESSAGES.alreadyMember);
      }
      const add = async (groupId: string) => {
        const membership = await insertMembership(tx, {
          profileId,
          groupId,
          sessionId,
          roleId: role.id,
          createdAt: now,
        });
        await recordAudit(tx, source, {
          instituteId: scope.instituteId,
          action: 'membership.added',
          targetType: 'profile',
          targetId: profileId,
          detail: {
            groupId,
            roleId: role.id,
            roleName: role.name,
            sessionId,
            invited: person.invite !== null,
            email: person.account.email,
          },
        });
        return membership;
      };
      // A class member belongs to the institute too (it lists the institute in their panel).
      if (group.type === 'CLASS' && !(await hasInstituteMembership(tx, profileId, institute.id))) {
        await add(institute.id);
      }
      const membership = await add(group.id);
      await settleDefaultGroups(
        tx,
        profileId,
        institute.id,
        group.type === 'CLASS' ? group.id : null,
      );
      return { person, group, institute, membershipId: membership.id };
    })
    .catch((error: unknown) => {
      if (uniqueViolation(error) === 'memberships_profile_group_session_uq') {
        throw conflict(GROUP_MESSAGES.alreadyMember);
      }
      throw error;
    });

  const { person, group, institute } = result;
  const where = group.type === 'CLASS' ? `${group.name} of ${institute.name}` : institute.name;
  const content = person.invite
    ? invitationMail({
        firstName: person.profile.firstName,
        username: person.account.username,
        link: inviteLink(deps.config.publicUrl, person.invite),
        reason: `You were invited to ${where} on Shala.`,
        validDays: INVITE_VALID_DAYS,
      })
    : addedToGroupMail({
        firstName: person.profile.firstName,
        username: person.account.username,
        reason: `You were added to ${where}`,
        link: `${deps.config.publicUrl}/auth`,
      });
  await deps.mailer.send({ to: person.account.email, ...content });
  const membership = await findMembership(deps.db, group.id, result.membershipId);
  if (!membership) throw new Error('membership vanished after commit');
  return {
    membership,
    invited: person.invite !== null,
    message: person.invite
      ? GROUP_MESSAGES.invited(person.account.email)
      : GROUP_MESSAGES.addedExisting(person.account.email),
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

/** Gives a membership another role of the institute. */
export async function changeMemberRole(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  scope: GroupScope,
  membershipId: string,
  roleId: string,
  actor: Actor,
) {
  await deps.db.transaction(async (tx) => {
    await lockInstitute(tx, scope.instituteId);
    const member = await findMembership(tx, scope.id, membershipId);
    if (!member) throw notFound(GROUP_MESSAGES.memberNotFound);
    const role = await findRole(tx, scope.instituteId, roleId);
    if (!role) throw notFound(GROUP_MESSAGES.roleNotFound);
    if (role.id === member.roleId) return;
    if (role.builtinKey !== 'INSTITUTE_ADMIN' && (await wouldLoseLastAdmin(tx, scope, member))) {
      throw conflict(GROUP_MESSAGES.lastAdmin);
    }
    await setMembershipRole(tx, membershipId, role.id);
    await recordAudit(
      tx,
      { ...actor, clock: deps.clock },
      {
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
      },
    );
  });
  const updated = await findMembership(deps.db, scope.id, membershipId);
  if (!updated) throw notFound(GROUP_MESSAGES.memberNotFound);
  return updated;
}

/**
 * Removes a membership; the institute's last Institute Admin stays. Removing someone from the
 * institute also removes them from its classes for the same session (all sessions for null).
 */
export async function removeMember(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  scope: GroupScope,
  membershipId: string,
  actor: Actor,
) {
  await deps.db.transaction(async (tx) => {
    await lockInstitute(tx, scope.instituteId);
    const member = await findMembership(tx, scope.id, membershipId);
    if (!member) throw notFound(GROUP_MESSAGES.memberNotFound);
    if (await wouldLoseLastAdmin(tx, scope, member)) throw conflict(GROUP_MESSAGES.lastAdmin);
    await deleteMembership(tx, membershipId);
    // Leaving the institute means leaving its classes too (for that session, or all of them).
    const classMemberships =
      scope.type === 'INSTITUTE'
        ? await deleteClassMemberships(tx, member.profileId, scope.instituteId, member.sessionId)
        : 0;
    await recordAudit(
      tx,
      { ...actor, clock: deps.clock },
      {
        instituteId: scope.instituteId,
        action: 'membership.removed',
        targetType: 'profile',
        targetId: member.profileId,
        detail: {
          groupId: scope.id,
          membershipId,
          roleName: member.roleName,
          sessionId: member.sessionId,
          classMemberships,
        },
      },
    );
  });
}
