import {
  INVITATION_MESSAGES,
  INVITATION_VALID_DAYS,
  invitationSentence,
  type MyInvitation,
  type SentInvitation,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Queryable, Tx } from '../../db/client.js';
import { lockInstitute } from '../../db/locks.js';
import type { InvitationDetail } from '../../db/schema/index.js';
import { conflict, gone, notFound } from '../../lib/errors.js';
import {
  invitationRequestMail,
  invitationWithAccountMail,
} from '../../mail/invitation-templates.js';
import type { Mail } from '../../mail/mailer.js';
import { type AuditCaller, recordAudit } from '../audit/index.js';
import {
  findDefaultProfile,
  INVITE_VALID_DAYS,
  inviteLink,
  type NewPerson,
  type PersonInput,
  type ProvisionedPerson,
  provisionPerson,
} from '../people/index.js';
import type { Caller } from '../permissions/index.js';
import { isExpired, isWaiting } from './policy.js';
import { toMyInvitation, toSentInvitation } from './presenters.js';
import {
  findPendingDuplicate,
  type InvitationRow,
  insertInvitation,
  invitationsOfAccount,
  invitationsOfGroup,
  listedInvitation,
  lockInvitationOfAccount,
  lockInvitationOfGroup,
  setInvitationStatus,
  unclaimedAccountOf,
} from './queries.js';

export type InvitationRequest = {
  instituteId: string;
  groupId: string;
  sessionId: string | null;
  roleId: string;
  kind: InvitationRow['kind'];
  /** Names and e-mail as the institute typed them. */
  email: string;
  firstName: string;
  lastName: string;
  detail?: InvitationDetail;
  /** The account the e-mail has, or the one made for this invitation. */
  person: ProvisionedPerson;
};

/**
 * Records an invitation inside the caller's transaction (with its audit row). It names only
 * what the institute typed; the account learns of it by mail after the commit (mailFor).
 */
export async function createInvitation(
  tx: Tx,
  ctx: Pick<AppContext, 'clock'>,
  caller: AuditCaller | null,
  request: InvitationRequest,
): Promise<InvitationRow> {
  const now = ctx.clock.now();
  const email = request.email.trim().toLowerCase();
  if (
    await findPendingDuplicate(tx, {
      groupId: request.groupId,
      email,
      sessionId: request.sessionId,
      now,
    })
  ) {
    throw conflict(INVITATION_MESSAGES.alreadyPending);
  }
  const row = await insertInvitation(tx, {
    instituteId: request.instituteId,
    groupId: request.groupId,
    sessionId: request.sessionId,
    roleId: request.roleId,
    kind: request.kind,
    accountId: request.person.account.id,
    newAccount: !request.person.existing,
    email,
    firstName: request.firstName.trim(),
    lastName: request.lastName.trim(),
    detail: request.detail ?? {},
    invitedByAccountId: caller?.accountId ?? null,
    invitedByProfileId: caller?.profileId ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * 86_400_000),
  });
  await recordAudit(tx, ctx, caller, {
    instituteId: request.instituteId,
    action: 'invitation.sent',
    targetType: 'invitation',
    targetId: row.id,
    detail: {
      groupId: request.groupId,
      sessionId: request.sessionId,
      kind: request.kind,
      email,
      name: `${row.firstName} ${row.lastName}`,
    },
  });
  return row;
}

/**
 * The mail an invitation sends: to a new account, its set-password link (which accepts); to
 * an existing one, the request to sign in and answer. Read after the commit.
 */
export async function invitationMail(
  db: Queryable,
  publicUrl: string,
  invitation: InvitationRow,
  person: ProvisionedPerson,
): Promise<Mail> {
  const listed = await listedInvitation(db, invitation.id);
  if (!listed) throw new Error('invitation vanished after commit');
  const shown = toMyInvitation(listed);
  const sentence = invitationSentence(shown);
  if (!person.existing) {
    return {
      to: person.account.email,
      ...invitationWithAccountMail({
        firstName: person.profile.firstName,
        username: person.account.username,
        sentence,
        link: inviteLink(publicUrl, person.invite),
        validDays: INVITE_VALID_DAYS,
      }),
    };
  }
  const holder = await findDefaultProfile(db, person.account.id);
  return {
    to: person.account.email,
    ...invitationRequestMail({
      firstName: holder?.firstName ?? person.account.username,
      instituteName: shown.instituteName,
      sentence,
      link: `${publicUrl}/invitations`,
    }),
  };
}

/** The signed-in account's waiting invitations. */
export async function myInvitations(ctx: AppContext, caller: Caller): Promise<MyInvitation[]> {
  const rows = await invitationsOfAccount(ctx.db, caller.accountId, ctx.clock.now());
  return rows.map(toMyInvitation);
}

/** The group's invitations not accepted yet, as the institute typed them. */
export async function sentInvitations(ctx: AppContext, groupId: string): Promise<SentInvitation[]> {
  const now = ctx.clock.now();
  return (await invitationsOfGroup(ctx.db, groupId)).map((row) => toSentInvitation(row, now));
}

/** One invitation as its institute sees it. */
export async function sentInvitation(ctx: AppContext, invitationId: string) {
  const listed = await listedInvitation(ctx.db, invitationId);
  if (!listed) throw notFound(INVITATION_MESSAGES.notFound);
  return toSentInvitation(listed, ctx.clock.now());
}

/** The holder says no: nothing of the account changes; the institute sees "Declined". */
export async function declineInvitation(ctx: AppContext, caller: Caller, invitationId: string) {
  await ctx.db.transaction(async (tx) => {
    const invitation = await pendingOf(tx, caller.accountId, invitationId, ctx.clock.now());
    // The holder answers: its default profile, whichever profile the browser acts as.
    const holder = await findDefaultProfile(tx, caller.accountId);
    await setInvitationStatus(tx, invitation.instituteId, invitation.id, {
      status: 'DECLINED',
      decidedAt: ctx.clock.now(),
    });
    await recordAudit(
      tx,
      ctx,
      { ...caller, profileId: holder?.id ?? null },
      {
        // The holder's own log only: an institute that was refused learns nothing of the account.
        instituteId: null,
        action: 'invitation.declined',
        targetType: 'invitation',
        targetId: invitation.id,
        detail: { groupId: invitation.groupId, kind: invitation.kind },
      },
    );
  });
}

/** The institute withdraws an invitation that is still waiting. */
export async function cancelInvitation(
  ctx: AppContext,
  caller: Caller,
  scope: { id: string; instituteId: string },
  invitationId: string,
) {
  await ctx.db.transaction(async (tx) => {
    await lockInstitute(tx, scope.instituteId);
    const invitation = await lockInvitationOfGroup(tx, scope.id, invitationId);
    if (!invitation) throw notFound(INVITATION_MESSAGES.notFound);
    if (!isWaiting(invitation)) throw conflict(INVITATION_MESSAGES.alreadyDecided);
    await setInvitationStatus(tx, scope.instituteId, invitation.id, {
      status: 'CANCELLED',
      decidedAt: ctx.clock.now(),
    });
    await recordAudit(tx, ctx, caller, {
      instituteId: invitation.instituteId,
      action: 'invitation.cancelled',
      targetType: 'invitation',
      targetId: invitation.id,
      detail: {
        groupId: invitation.groupId,
        email: invitation.email,
        name: `${invitation.firstName} ${invitation.lastName}`,
      },
    });
  });
}

/** The account's invitation, still waiting and not expired; locked for the answer. */
export async function pendingOf(tx: Tx, accountId: string, invitationId: string, now: Date) {
  const invitation = await lockInvitationOfAccount(tx, accountId, invitationId);
  if (!invitation) throw notFound(INVITATION_MESSAGES.notFound);
  if (!isWaiting(invitation)) throw conflict(INVITATION_MESSAGES.alreadyDecided);
  if (isExpired(invitation, now)) {
    throw gone(INVITATION_MESSAGES.expired);
  }
  return invitation;
}

/**
 * A person an institute adds: one it may add now (a new account, or an account it made itself
 * that nobody has claimed), with its default profile; or an account of someone else, which it
 * may only invite.
 */
export type PersonToAdd =
  | {
      joinsNow: true;
      account: NewPerson['account'];
      profile: NewPerson['profile'];
      /** Set for a new account: mail its set-password link. */
      invite: NewPerson['invite'] | null;
      person: ProvisionedPerson;
    }
  | { joinsNow: false; person: ProvisionedPerson };

export async function personToAdd(
  tx: Tx,
  now: Date,
  instituteId: string,
  input: PersonInput,
): Promise<PersonToAdd> {
  const person = await provisionPerson(tx, now, input);
  if (!person.existing) return { joinsNow: true, ...person, person };
  if (!(await unclaimedAccountOf(tx, person.account.id, instituteId))) {
    return { joinsNow: false, person };
  }
  const profile = await findDefaultProfile(tx, person.account.id);
  if (!profile) return { joinsNow: false, person };
  return { joinsNow: true, account: person.account, profile, invite: null, person };
}
