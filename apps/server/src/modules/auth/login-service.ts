import { ERROR_CODES, type LoginInput, maskEmail, type UserData } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import { recordAudit } from '../audit/index.js';
import { findAccountByLogin, findDefaultProfile } from '../people/index.js';
import { AuthFailure } from './auth-failures.js';
import { sendCodeIfAllowed } from './otp-service.js';
import { toUserData } from './presenters.js';

export const LOGIN_MESSAGES = {
  wrongCredentials: 'Incorrect username or password.',
  emailNotVerified: 'Please verify your email to sign in. We have sent you a code.',
} as const;

/**
 * Checks username (or e-mail) and password. An unknown name, and an invited account with no
 * password yet, cost the same argon2 time as a known one. An unverified e-mail is refused with
 * a fresh code mailed (when resend allows) and its masked form (the password proved the caller).
 * Each refusal is an AuthFailure, which the auth routes log.
 */
export async function authenticate(
  ctx: AppContext,
  input: LoginInput,
): Promise<{ accountId: string; profileId: string; user: UserData }> {
  const account = await findAccountByLogin(ctx.db, input.username.trim().toLowerCase());
  if (!account) {
    await verifyAgainstDummy(input.password);
    throw new AuthFailure(401, LOGIN_MESSAGES.wrongCredentials, 'unknownUser', null);
  }
  if (!(await verifyPassword(account.passwordHash, input.password))) {
    throw new AuthFailure(401, LOGIN_MESSAGES.wrongCredentials, 'wrongPassword', account.id);
  }
  if (!account.emailVerifiedAt) {
    await sendCodeIfAllowed(ctx, account);
    throw new AuthFailure(403, LOGIN_MESSAGES.emailNotVerified, 'emailNotVerified', account.id, {
      code: ERROR_CODES.emailNotVerified,
      extra: { maskedEmail: maskEmail(account.email) },
    });
  }
  const profile = await findDefaultProfile(ctx.db, account.id);
  if (!profile) throw new Error(`account ${account.id} has no profile`);
  return { accountId: account.id, profileId: profile.id, user: toUserData(account, profile) };
}

/** What the sign-in throttle is told of a check: a wrong password counts, a right one does not. */
type CountedAttempt = { failed(): Promise<void>; passed(): Promise<void> };

/** `authenticate`, with its outcome told to the sign-in throttle (sign-in-throttle.ts). */
export async function authenticated(
  ctx: AppContext,
  input: LoginInput,
  attempt: CountedAttempt,
): ReturnType<typeof authenticate> {
  try {
    const signedIn = await authenticate(ctx, input);
    await attempt.passed();
    return signedIn;
  } catch (error) {
    const guessed =
      error instanceof AuthFailure &&
      (error.reason === 'wrongPassword' || error.reason === 'unknownUser');
    await (guessed ? attempt.failed() : attempt.passed());
    throw error;
  }
}

/**
 * A successful sign-in in the account's log (no institute), with the caller's address. Failed
 * ones are noted by auth-events.ts.
 */
export async function recordSignIn(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  signIn: { accountId: string; profileId: string; ip: string },
): Promise<void> {
  await recordAudit(ctx.db, ctx, signIn, {
    action: 'account.signedIn',
    targetType: 'account',
    targetId: signIn.accountId,
  });
}
