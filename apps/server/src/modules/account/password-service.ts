import { ACCOUNT_MESSAGES, type AccountPasswordInput } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { badRequest, unauthorized } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { passwordChangedMail } from '../../mail/templates.js';
import { recordAudit } from '../audit/index.js';
import { deleteOtherSessions, refuseCommonPassword } from '../auth/index.js';
import { findAccountById, findDefaultProfile, updatePasswordHash } from '../people/index.js';
import type { Caller } from '../permissions/index.js';

/**
 * Security settings: a new password with the current one (not a common one). The pending "must change password"
 * flag clears, every other browser of the account is signed out, and the owner is told by mail.
 */
export async function changeOwnPassword(
  ctx: AppContext,
  caller: Caller,
  input: AccountPasswordInput,
) {
  const account = await findAccountById(ctx.db, caller.accountId);
  if (!account) throw unauthorized();
  if (!(await verifyPassword(account.passwordHash, input.currentPassword))) {
    throw badRequest(ACCOUNT_MESSAGES.wrongPassword);
  }
  await refuseCommonPassword(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const firstName = (await findDefaultProfile(ctx.db, account.id))?.firstName ?? account.username;
  // The notice is written with the change: sent if and only if the password changed.
  await ctx.db.transaction(async (tx) => {
    await updatePasswordHash(tx, account.id, passwordHash);
    await deleteOtherSessions(tx, account.id, caller.sessionIdHash);
    await recordAudit(tx, ctx, caller, {
      action: 'account.passwordChanged',
      targetType: 'account',
      targetId: account.id,
    });
    await ctx.mailer.send(
      { to: account.email, ...passwordChangedMail({ firstName, username: account.username }) },
      tx,
    );
  });
  return { message: ACCOUNT_MESSAGES.passwordChanged };
}
