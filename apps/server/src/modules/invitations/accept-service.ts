import { INVITATION_MESSAGES } from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { lockInstitute } from '../../db/locks.js';
import { notFound } from '../../lib/errors.js';
import {
  type AuditCaller,
  type AuditEventInput,
  membershipAdded,
  recordAudit,
} from '../audit/index.js';
import { assignJoiningStudentFees, todayOf } from '../fees/index.js';
import { notifyAfter } from '../notifications/index.js';
import {
  addMembershipsOnce,
  countRegistrationNo,
  findDefaultProfile,
  findProfileNamed,
  hasInstituteMembership,
  insertProfile,
  linkGuardian,
  type ProfileRow,
  setDefaultsIfNone,
  updateProfile,
} from '../people/index.js';
import type { Caller } from '../permissions/index.js';
import { findBuiltinRole, findRole } from '../roles/index.js';
import {
  findInvitation,
  groupNameIn,
  type InvitationRow,
  pendingOfNewAccount,
  setInvitationStatus,
} from './queries.js';
import { pendingOf } from './service.js';

type Joining = {
  tx: Tx;
  now: Date;
  invitation: InvitationRow;
  holder: ProfileRow;
  audit: (event: AuditEventInput) => Promise<void>;
};

/**
 * The holder accepts: the memberships (and for a child, the profile) the invitation asked for,
 * in one transaction with the answer and its audit. Answers where the holder has joined.
 */
export async function acceptInvitation(
  ctx: AppContext,
  caller: Caller,
  invitationId: string,
): Promise<{ groupName: string }> {
  const { joined, invitation } = await ctx.db.transaction(async (tx) => {
    const invitation = await pendingOf(tx, caller.accountId, invitationId, ctx.clock.now());
    return { joined: await acceptLocked(tx, ctx, invitation, caller.ip), invitation };
  });
  await tellInviters(ctx, [{ invitation, groupName: joined.groupName }]);
  return joined;
}

/** An invitation accepted, with the name of the group it joined. */
export type AcceptedInvitation = { invitation: InvitationRow; groupName: string };

/**
 * member.added (issue 22 item 12): the inviter hears who joined which group, dated by the
 * acceptance, whichever way it came (the holder's answer, or a new account's first password).
 * A child's invitation is accepted by the guardian and the child joins: the text says so.
 */
export async function tellInviters(
  ctx: AppContext,
  accepted: readonly AcceptedInvitation[],
): Promise<void> {
  for (const { invitation, groupName } of accepted) {
    const inviter = invitation.invitedByProfileId;
    if (!inviter) continue;
    const name = `${invitation.firstName} ${invitation.lastName}`;
    await notifyAfter(ctx, async () => ({
      kind: 'member.added',
      profileIds: [inviter],
      instituteId: invitation.instituteId,
      groupId: invitation.groupId,
      title: 'Invitation accepted',
      message:
        invitation.kind === 'CHILD'
          ? `The guardian of ${name} accepted your invitation; ${name} joined ${groupName}.`
          : `${name} accepted your invitation and joined ${groupName}.`,
      target: `/group/${invitation.groupId}`,
      featureId: invitation.id,
      featureAction: 'MEMBER_ADDED',
    }));
  }
}

/**
 * Setting the first password of an account an invitation made accepts that invitation: the
 * mail said so, and following its link is the holder's answer. Runs in the password's
 * transaction; after it commits, pass the answer to `tellInviters`.
 */
export async function acceptOnFirstPassword(
  tx: Tx,
  ctx: Pick<AppContext, 'clock' | 'hooks'>,
  accountId: string,
  ip: string | null,
): Promise<AcceptedInvitation[]> {
  const accepted: AcceptedInvitation[] = [];
  for (const { id } of await pendingOfNewAccount(tx, accountId, ctx.clock.now())) {
    // Each in a savepoint: an invitation that can no longer be met stays waiting (the holder
    // sees it at /invitations) and never stops the password from being set.
    await tx
      .transaction(async (savepoint) => {
        const invitation = await pendingOf(savepoint, accountId, id, ctx.clock.now());
        const { groupName } = await acceptLocked(savepoint, ctx, invitation, ip);
        accepted.push({ invitation, groupName });
      })
      .catch(() => undefined);
  }
  return accepted;
}

/** The holder's account accepts with its default profile (the one that joins), from `ip`. */
async function acceptLocked(
  tx: Tx,
  ctx: Pick<AppContext, 'clock' | 'hooks'>,
  invitation: InvitationRow,
  ip: string | null,
): Promise<{ groupName: string }> {
  await lockInstitute(tx, invitation.instituteId);
  const groupName = await groupNameIn(tx, invitation.instituteId, invitation.groupId);
  const holder = await findDefaultProfile(tx, invitation.accountId);
  if (groupName === undefined || !holder) throw notFound(INVITATION_MESSAGES.notFound);
  const by: AuditCaller = { accountId: invitation.accountId, profileId: holder.id, ip };
  const now = ctx.clock.now();
  const joining: Joining = {
    tx,
    now,
    invitation,
    holder,
    audit: (event) => recordAudit(tx, ctx, by, event),
  };
  const joined = await JOIN[invitation.kind](joining);
  // The modules that act on an acceptance (admission: the application's student), in this
  // transaction, so that a failure leaves nothing of it written.
  await ctx.hooks.invitationAccepted(tx, {
    instituteId: invitation.instituteId,
    profileId: joined,
    applicationId: invitation.detail.applicationId ?? null,
  });
  await setInvitationStatus(tx, invitation.instituteId, invitation.id, {
    status: 'ACCEPTED',
    decidedAt: now,
    acceptedProfileId: joined,
  });
  await recordAudit(tx, ctx, by, {
    instituteId: invitation.instituteId,
    action: 'invitation.accepted',
    targetType: 'profile',
    targetId: joined,
    detail: { invitationId: invitation.id, groupId: invitation.groupId, kind: invitation.kind },
  });
  return { groupName };
}

/** Each kind's writes; each returns the profile that joined. */
const JOIN: Record<InvitationRow['kind'], (j: Joining) => Promise<string>> = {
  async MEMBER(j) {
    const { invitation: i } = j;
    await join(j, j.holder.id, i.groupId, i.roleId);
    const isClass = i.groupId !== i.instituteId;
    if (isClass) {
      // A class member belongs to the institute too, with the minimal Member role only.
      const member = await findBuiltinRole(j.tx, i.instituteId, 'MEMBER');
      if (!member) throw new Error('institute has no Member role');
      await join(j, j.holder.id, i.instituteId, member.id, { onlyIfNotMember: true });
    }
    await setDefaultsIfNone(j.tx, [j.holder.id], i.instituteId, isClass ? i.groupId : null);
    await giveRegistrationNo(j, j.holder, i.detail.registrationNo ?? null);
    return j.holder.id;
  },

  async STUDENT(j) {
    await joinClassAndInstitute(j, j.holder.id, j.invitation.roleId);
    await giveRegistrationNo(j, j.holder, j.invitation.detail.registrationNo ?? null);
    const parent = await counterpartProfile(j);
    if (parent) await link(j, parent, j.holder.id);
    return j.holder.id;
  },

  async PARENT(j) {
    await joinClassAndInstitute(j, j.holder.id, j.invitation.roleId);
    const student = await counterpartProfile(j);
    if (student) await link(j, j.holder.id, student);
    return j.holder.id;
  },

  async CHILD(j) {
    const { invitation: i } = j;
    const child = await childProfile(j);
    await joinClassAndInstitute(j, child, i.roleId);
    const parentRoleId = i.detail.parentRoleId;
    if (parentRoleId && (await findRole(j.tx, i.instituteId, parentRoleId))) {
      await joinClassAndInstitute(j, j.holder.id, parentRoleId);
      await link(j, j.holder.id, child);
    }
    return child;
  },
};

async function join(
  j: Joining,
  profileId: string,
  groupId: string,
  roleId: string,
  opts: { onlyIfNotMember?: boolean } = {},
) {
  const { invitation: i } = j;
  // The institute membership of a class member: for any session it already has, none more.
  if (opts.onlyIfNotMember && (await hasInstituteMembership(j.tx, profileId, groupId))) return;
  const added = await addMembershipsOnce(
    j.tx,
    [{ profileId, groupId, roleId, sessionId: i.sessionId }],
    j.now,
  );
  for (const row of added) {
    await j.audit(
      membershipAdded({
        instituteId: i.instituteId,
        profileId,
        groupId,
        role: { id: row.roleId },
        sessionId: i.sessionId,
        invitationId: i.id,
      }),
    );
  }
  // A student joining a class owes its fees from today, by the institute's join rule.
  if (added.length > 0 && groupId !== i.instituteId && i.sessionId) {
    const role = await findRole(j.tx, i.instituteId, roleId);
    if (role?.builtinKey === 'STUDENT') {
      await assignJoiningStudentFees(j.tx, {
        instituteId: i.instituteId,
        classId: groupId,
        profileId,
        joinedOn: todayOf(j.now),
        sessionId: i.sessionId,
        now: j.now,
      });
    }
  }
}

/** A student or parent of a class is a member of the class and of its institute. */
async function joinClassAndInstitute(j: Joining, profileId: string, roleId: string) {
  const { invitation: i } = j;
  await join(j, profileId, i.groupId, roleId);
  await join(j, profileId, i.instituteId, roleId);
  await setDefaultsIfNone(j.tx, [profileId], i.instituteId, i.groupId);
}

async function link(j: Joining, parentProfileId: string, studentProfileId: string) {
  const relation = j.invitation.detail.relation ?? 'Guardian';
  await linkGuardian(j.tx, { parentProfileId, studentProfileId, relation }, j.now);
  await j.audit({
    instituteId: j.invitation.instituteId,
    action: 'guardian.linked',
    targetType: 'profile',
    targetId: studentProfileId,
    detail: { parentProfileId, relation },
  });
}

/** The other side of a guardian link: a profile now, or one its own invitation brought. */
async function counterpartProfile(j: Joining): Promise<string | null> {
  const other = j.invitation.detail.counterpart;
  if (other?.profileId) return other.profileId;
  if (!other?.invitationId) return null;
  const invitation = await findInvitation(j.tx, other.invitationId);
  return invitation?.status === 'ACCEPTED' ? invitation.acceptedProfileId : null;
}

/** The child's profile in the holder's account: one of the same names, else a new one. */
async function childProfile(j: Joining): Promise<string> {
  const { invitation: i, holder } = j;
  const named = await findProfileNamed(j.tx, i.accountId, i.firstName, i.lastName);
  if (named && named.id !== holder.id) return named.id;
  const child = i.detail.child;
  const registrationNo = await freeRegistrationNo(j, child?.registrationNo ?? null);
  return insertProfile(j.tx, {
    accountId: i.accountId,
    firstName: i.firstName,
    lastName: i.lastName,
    phone: child?.phone ?? null,
    gender: child?.gender ?? null,
    dateOfBirth: child?.dateOfBirth ?? null,
    fatherName: child?.fatherName ?? null,
    motherName: child?.motherName ?? null,
    registrationNo,
    verified: true,
    isDefault: false,
    createdAt: j.now,
  });
}

/** The institute's registration number, when no one of the institute carries it already. */
async function freeRegistrationNo(j: Joining, registrationNo: string | null) {
  if (!registrationNo) return null;
  const taken = await countRegistrationNo(j.tx, j.invitation.instituteId, registrationNo);
  return taken > 0 ? null : registrationNo;
}

async function giveRegistrationNo(j: Joining, profile: ProfileRow, registrationNo: string | null) {
  if (profile.registrationNo) return;
  const free = await freeRegistrationNo(j, registrationNo);
  if (!free) return;
  await updateProfile(j.tx, profile.id, { registrationNo: free });
}
