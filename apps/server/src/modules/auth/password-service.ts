import { type AuditAction, CHANGE_TP, RESET_LINK_TTL_MINUTES } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { badRequest, unauthorized } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { randomToken, sha256Hex } from '../../lib/tokens.js';
import type { Mail } from '../../mail/mailer.js';
import { changeLinkMail, passwordChangedMail, resetLinkMail } from '../../mail/templates.js';
import { recordAudit } from '../audit/index.js';
import {
  type AcceptedInvitation,
  acceptOnFirstPassword,
  tellInviters,
} from '../invitations/index.js';
import {
  type AccountRow,
  consumeToken,
  findAccountByEmail,
  findAccountById,
  findDefaultProfile,
  markEmailVerified,
  replaceToken,
  type TokenPurpose,
  updatePasswordHash,
} from '../people/index.js';
import { refuseCommonPassword } from './password-policy.js';
import { deleteAccountSessions } from './session-queries.js';

export const PASSWORD_MESSAGES = {
  resetSent:
    'If an account exists for this email, we have sent it a link to reset the password. The link works for 30 minutes.',
  changeSent: 'We have sent a link to change your password to your email.',
  linkInvalid: 'This link is not valid or has expired.',
  passwordSet: 'Your password has been changed. Please sign in with the new password.',
} as const;

const TTL_MS = RESET_LINK_TTL_MINUTES * 60_000;

/**
 * A new link of `purpose` for the account (voiding its older ones) and its mail, written in one
 * transaction: the mail exists if and only if the link does. `mailOf` renders the mail.
 */
async function issueLink(
  ctx: AppContext,
  account: AccountRow,
  purpose: TokenPurpose,
  mailOf: (link: { id: string; token: string; firstName: string }) => Omit<Mail, 'to'>,
) {
  const token = randomToken(32);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const id = await replaceToken(tx, {
      accountId: account.id,
      purpose,
      tokenHash: sha256Hex(token),
      now,
      expiresAt: new Date(now.getTime() + TTL_MS),
    });
    const firstName = (await findDefaultProfile(tx, account.id))?.firstName ?? account.username;
    await ctx.mailer.send({ to: account.email, ...mailOf({ id, token, firstName }) }, tx);
  });
}

/**
 * Forgot password: the same answer whether or not the e-mail has an account, and in about the
 * same time: the link's mail is written with the link and delivered after the answer, since an
 * SMTP round trip would tell that the account exists. An unknown e-mail writes nothing at all.
 */
export async function requestPasswordReset(ctx: AppContext, email: string) {
  const account = await findAccountByEmail(ctx.db, email.trim().toLowerCase());
  if (account) {
    await issueLink(ctx, account, 'RESET', ({ id, token, firstName }) =>
      resetLinkMail({ firstName, link: `${ctx.config.publicUrl}/auth/setpassword/${id}/${token}` }),
    );
  }
  return { message: PASSWORD_MESSAGES.resetSent };
}

/** A signed-in user asks for a link to /auth/changePassword/enableTp/{token}. */
export async function requestPasswordChangeLink(ctx: AppContext, accountId: string) {
  const account = await findAccountById(ctx.db, accountId);
  if (!account) throw unauthorized();
  await issueLink(ctx, account, 'CHANGE', ({ token, firstName }) =>
    changeLinkMail({
      firstName,
      link: `${ctx.config.publicUrl}/auth/changePassword/${CHANGE_TP}/${token}`,
    }),
  );
  return { message: PASSWORD_MESSAGES.changeSent };
}

/** What the account's log calls a password set through each kind of link. */
const LINK_ACTIONS = {
  RESET: 'account.passwordReset',
  INVITE: 'account.passwordSet',
  CHANGE: 'account.passwordChanged',
} as const satisfies Record<TokenPurpose, AuditAction>;

/**
 * Uses a link once to set a new password, in one transaction: the link is spent, the password
 * replaced, the e-mail counts as verified (the link proved it), every session ends and the
 * account's log records it with the caller's address.
 */
async function setPasswordWithLink(
  ctx: AppContext,
  link: { token: string; id?: string; purposes: TokenPurpose[] },
  newPassword: string,
  ip: string,
) {
  // Before the link is spent: a refused password leaves it usable for a better one.
  await refuseCommonPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  const now = ctx.clock.now();
  let joined: AcceptedInvitation[] = [];
  const accountId = await ctx.db.transaction(async (tx) => {
    const used = await consumeToken(tx, {
      tokenHash: sha256Hex(link.token),
      purposes: link.purposes,
      id: link.id,
      now,
    });
    if (!used) return undefined;
    const owner = used.accountId;
    await updatePasswordHash(tx, owner, passwordHash);
    await markEmailVerified(tx, owner, now);
    await deleteAccountSessions(tx, owner);
    const profile = await findDefaultProfile(tx, owner);
    // The link's holder acts, before any sign-in: its account and default profile.
    await recordAudit(
      tx,
      ctx,
      { accountId: owner, profileId: profile?.id ?? null, ip },
      {
        action: LINK_ACTIONS[used.purpose],
        targetType: 'account',
        targetId: owner,
        detail: { through: 'link' },
      },
    );
    // The invitation that made the account said so: following its link is the holder's yes.
    if (used.purpose === 'INVITE') joined = await acceptOnFirstPassword(tx, ctx, owner, ip);
    // The notice is written with the change: sent if and only if the password changed.
    const account = await findAccountById(tx, owner);
    if (account) {
      await ctx.mailer.send(
        {
          to: account.email,
          ...passwordChangedMail({
            firstName: profile?.firstName ?? account.username,
            username: account.username,
          }),
        },
        tx,
      );
    }
    return owner;
  });
  if (!accountId) throw badRequest(PASSWORD_MESSAGES.linkInvalid);
  // Whoever invited hears that the account joined, once its joining committed.
  await tellInviters(ctx, joined);
  return { message: PASSWORD_MESSAGES.passwordSet };
}

export function setPasswordFromReset(
  ctx: AppContext,
  input: { id: string; token: string; newPassword: string },
  ip: string,
) {
  return setPasswordWithLink(
    ctx,
    { id: input.id, token: input.token, purposes: ['RESET', 'INVITE'] },
    input.newPassword,
    ip,
  );
}

/** tp = enableTp: a change the user asked for while signed in; any other value: a reset. */
export function changePasswordFromLink(
  ctx: AppContext,
  input: { tp: string; token: string; password: string },
  ip: string,
) {
  const purposes: TokenPurpose[] = input.tp === CHANGE_TP ? ['CHANGE'] : ['RESET', 'CHANGE'];
  return setPasswordWithLink(ctx, { token: input.token, purposes }, input.password, ip);
}
