import { FIRST_RUN_MESSAGES, type FirstRunDone, type FirstRunInput } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { conflict } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { createInstituteWithAdminIn } from '../admin/index.js';
import { EMAIL_TAKEN, refuseCommonPassword, toUserData } from '../auth/index.js';
import { insertAccountWithProfile } from '../people/index.js';
import type { Caller } from '../permissions/index.js';
import { isFirstRunOpen, lockFirstRun } from './first-run-queries.js';

export const USERNAME_TAKEN = 'This username is already taken.';

/**
 * The first run in ONE transaction: the platform's super admin (verified: they are the one who
 * installed it) and the first institute with its own admin, invited by mail as the Admin
 * Console does. A second visitor, or one after INITIAL_ADMIN_* or the demo, gets 409 and
 * nothing is written; so does any refusal on the way (a common password, the super admin's
 * own e-mail given for the institute's admin).
 */
export async function completeFirstRun(
  ctx: AppContext,
  ip: string,
  input: FirstRunInput,
): Promise<FirstRunDone & { accountId: string; profileId: string }> {
  const person = input.superAdmin;
  await refuseCommonPassword(person.password);
  const passwordHash = await hashPassword(person.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockFirstRun(tx);
      if (!(await isFirstRunOpen(tx))) throw conflict(FIRST_RUN_MESSAGES.closed);
      const now = ctx.clock.now();
      const { account, profile } = await insertAccountWithProfile(tx, {
        username: person.username,
        email: person.email.trim().toLowerCase(),
        passwordHash,
        accountRole: 'ROLE_SUPER_ADMIN',
        emailVerifiedAt: now,
        firstName: person.firstName,
        lastName: person.lastName,
        phone: null,
        profileVerified: true,
        now,
      });
      const caller: Caller = {
        accountId: account.id,
        profileId: profile.id,
        verified: true,
        selected: { instituteId: null, classId: null, sessionId: null },
        memberships: [],
        // No session yet: it starts once this transaction has committed.
        sessionIdHash: '',
        ip,
      };
      const created = await createInstituteWithAdminIn(tx, ctx, caller, input.institute);
      return {
        accountId: account.id,
        profileId: profile.id,
        instituteId: created.instituteId,
        username: account.username,
        user: toUserData(account, profile),
        message: FIRST_RUN_MESSAGES.done(created.name, created.admin.email),
      };
    });
  } catch (error) {
    // Accounts made before the first run (sign-ups) may hold the name or the address.
    const constraint = uniqueViolation(error);
    if (constraint?.includes('email')) throw conflict(EMAIL_TAKEN);
    if (constraint?.includes('username')) throw conflict(USERNAME_TAKEN);
    throw error;
  }
}
