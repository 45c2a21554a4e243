import { type AuditAction, CHANGE_TP, RESET_LINK_TTL_MINUTES } from '@shala/shared';
import type { ServiceDeps } from '../../context.js';
import { badRequest, unauthorized } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { randomToken, sha256Hex } from '../../lib/tokens.js';
import { changeLinkMail, passwordChangedMail, resetLinkMail } from '../../mail/templates.js';
import { recordAudit } from '../audit/record.js';
import { acceptOnFirstPassword } from '../invitations/accept-service.js';
import {
  type AccountRow,
  findAccountByEmail,
  findAccountById,
  findDefaultProfile,
  markEmailVerified,
  updatePasswordHash,
} from './account-queries.js';
import { refuseCommonPassword } from './password-policy.js';
import { consumeToken, replaceToken, type TokenPurpose } from './password-token-queries.js';
import { deleteAccountSessions } from './session-queries.js';

export const PASSWORD_MESSAGES = {
  resetSent:
    'If an account exists for this email, we have sent it a link to reset the password. The link works for 30 minutes.',
  changeSent: 'We have sent a link to change your password to your email.',
  linkInvalid: 'This link is not valid or has expired.',
  passwordSet: 'Your password has been changed. Please sign in with the new password.',
} as const;

const TTL_MS = RESET_LINK_TTL_MINUTES * 60_000;

async function issueLink(deps: ServiceDeps, account: AccountRow, purpose: TokenPurpose) {
  const token = randomToken(32);
  const now = deps.clock.now();
  const id = await deps.db.transaction((tx) =>
    replaceToken(tx, {
      accountId: account.id,
      purpose,
      tokenHash: sha256Hex(token),
      now,
      expiresAt: new Date(now.getTime() + TTL_MS),
    }),
  );
  const firstName = (await findDefaultProfile(deps.db, account.id))?.firstName ?? account.username;
  return { id, token, firstName };
}

/**
 * Forgot password: the same answer whether or not the e-mail has an account, and in about the
 * same time: the mail goes after the answer (deps.mailer logs a failed delivery), since an SMTP
 * round trip would tell that the account exists.
 */
export async function requestPasswordReset(deps: ServiceDeps, email: string) {
  const account = await findAccountByEmail(deps.db, email.trim().toLowerCase());
  if (account) {
    const { id, token, firstName } = await issueLink(deps, account, 'RESET');
    const link = `${deps.config.publicUrl}/auth/setpassword/${id}/${token}`;
    void deps.mailer.send({ to: account.email, ...resetLinkMail({ firstName, link }) });
  }
  return { message: PASSWORD_MESSAGES.resetSent };
}

/** A signed-in user asks for a link to /auth/changePassword/enableTp/{token}. */
export async function requestPasswordChangeLink(deps: ServiceDeps, accountId: string) {
  const account = await findAccountById(deps.db, accountId);
  if (!account) throw unauthorized();
  const { token, firstName } = await issueLink(deps, account, 'CHANGE');
  const link = `${deps.config.publicUrl}/auth/changePassword/${CHANGE_TP}/${token}`;
  await deps.mailer.send({ to: account.email, ...changeLinkMail({ firstName, link }) });
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
  deps: ServiceDeps,
  link: { token: string; id?: string; purposes: TokenPurpose[] },
  newPassword: string,
  ip: string,
) {
  // Before the link is spent: a refused password leaves it usable for a better one.
  await refuseCommonPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  const now = deps.clock.now();
  const accountId = await deps.db.transaction(async (tx) => {
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
    await recordAudit(
      tx,
      { clock: deps.clock, ip, actorAccountId: owner, actorProfileId: profile?.id ?? null },
      {
        action: LINK_ACTIONS[used.purpose],
        targetType: 'account',
        targetId: owner,
        detail: { through: 'link' },
      },
    );
    // The invitation that made the account said so: following its link is the holder's yes.
    if (used.purpose === 'INVITE') await acceptOnFirstPassword(tx, deps.clock, owner, ip);
    return owner;
  });
  if (!accountId) throw badRequest(PASSWORD_MESSAGES.linkInvalid);
  const account = await findAccountById(deps.db, accountId);
  if (account) {
    const firstName =
      (await findDefaultProfile(deps.db, account.id))?.firstName ?? account.username;
    await deps.mailer.send({
      to: account.email,
      ...passwordChangedMail({ firstName, username: account.username }),
    });
  }
  return { message: PASSWORD_MESSAGES.passwordSet };
}

export function setPasswordFromReset(
  deps: ServiceDeps,
  input: { id: string; token: string; newPassword: string },
  ip: string,
) {
  return setPasswordWithLink(
    deps,
    { id: input.id, token: input.token, purposes: ['RESET', 'INVITE'] },
    input.newPassword,
    ip,
  );
}

/** tp = enableTp: a change the user asked for while signed in; any other value: a reset. */
export function changePasswordFromLink(
  deps: ServiceDeps,
  input: { tp: string; token: string; password: string },
  ip: string,
) {
  const purposes: TokenPurpose[] = input.tp === CHANGE_TP ? ['CHANGE'] : ['RESET', 'CHANGE'];
  return setPasswordWithLink(deps, { token: input.token, purposes }, input.password, ip);
}
