import { ACCOUNT_MESSAGES, type AccountPasswordInput } from '@shala/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { ServiceDeps } from '../../context.js';
import { sessions } from '../../db/schema/index.js';
import { badRequest, unauthorized } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { passwordChangedMail } from '../../mail/templates.js';
import { recordAudit } from '../audit/record.js';
import {
  findAccountById,
  findDefaultProfile,
  updatePasswordHash,
} from '../auth/account-queries.js';
import { refuseCommonPassword } from '../auth/password-policy.js';

export type AccountCaller = {
  accountId: string;
  profileId: string | null;
  sessionIdHash: string;
  ip: string;
};

/**
 * Security settings: a new password with the current one (not a common one). The pending "must change password"
 * flag clears, every other browser of the account is signed out, and the owner is told by mail.
 */
export async function changeOwnPassword(
  deps: ServiceDeps,
  caller: AccountCaller,
  input: AccountPasswordInput,
) {
  const account = await findAccountById(deps.db, caller.accountId);
  if (!account) throw unauthorized();
  if (!(await verifyPassword(account.passwordHash, input.currentPassword))) {
    throw badRequest(ACCOUNT_MESSAGES.wrongPassword);
  }
  await refuseCommonPassword(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await updatePasswordHash(tx, account.id, passwordHash);
    await tx
      .delete(sessions)
      .where(and(eq(sessions.accountId, account.id), ne(sessions.idHash, caller.sessionIdHash)));
    await recordAudit(
      tx,
      {
        clock: deps.clock,
        ip: caller.ip,
        actorAccountId: account.id,
        actorProfileId: caller.profileId,
      },
      { action: 'account.passwordChanged', targetType: 'account', targetId: account.id },
    );
  });
  const firstName = (await findDefaultProfile(deps.db, account.id))?.firstName ?? account.username;
  await deps.mailer.send({
    to: account.email,
    ...passwordChangedMail({ firstName, username: account.username }),
  });
  return { message: ACCOUNT_MESSAGES.passwordChanged };
}
