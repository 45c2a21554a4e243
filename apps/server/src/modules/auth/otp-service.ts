import {
  ERROR_CODES,
  MESSAGES,
  maskEmail,
  OTP_EXPIRY_SECONDS,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_AFTER_SECONDS,
  type OtpStatus,
} from '@shala/shared';
import type { Tx } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.js';
import { randomDigits, sameDigest, sha256Hex } from '../../lib/tokens.js';
import { verificationCodeMail } from '../../mail/templates.js';
import {
  type AccountRow,
  findAccountByLogin,
  findDefaultProfile,
  markEmailVerified,
} from './account-queries.js';
import type { ServiceDeps } from './deps.js';
import { consumeCode, countWrongTry, latestCode, replaceCode } from './otp-queries.js';

const codeHash = (accountId: string, code: string) => sha256Hex(`${accountId}:${code}`);
const secondsBetween = (later: number, earlier: number) => Math.ceil((later - earlier) / 1000);

export const OTP_MESSAGES = {
  expired: 'This code has expired. Please sign in again to get a new code.',
  tooManyWrong: 'Too many wrong codes. Please sign in again to get a new code.',
  alreadyVerified: 'Your email is already verified. Please sign in.',
  noAccount: 'No account was found with this username.',
  verified: 'Your email is verified. You can sign in now.',
} as const;

/** Creates a new code for the account inside `tx` (voiding older ones) and returns it. */
export async function createCode(tx: Tx, accountId: string, now: Date): Promise<string> {
  const code = randomDigits(OTP_LENGTH);
  await replaceCode(tx, {
    accountId,
    codeHash: codeHash(accountId, code),
    now,
    expiresAt: new Date(now.getTime() + OTP_EXPIRY_SECONDS * 1000),
  });
  return code;
}

export async function mailCode(deps: ServiceDeps, account: AccountRow, code: string) {
  const profile = await findDefaultProfile(deps.db, account.id);
  const mail = verificationCodeMail({
    firstName: profile?.firstName ?? account.username,
    username: account.username,
    code,
  });
  await deps.mailer.send({ to: account.email, ...mail });
}

export type ResendResult =
  | { sent: true; status: OtpStatus }
  | { sent: false; status: OtpStatus; message: string };

/**
 * Sends a fresh code unless the last one went out less than OTP_RESEND_AFTER_SECONDS ago;
 * then it says how long to wait. Login calls this too for an unverified account.
 */
export async function sendCodeIfAllowed(
  deps: ServiceDeps,
  account: AccountRow,
): Promise<ResendResult> {
  const now = deps.clock.now();
  const last = await latestCode(deps.db, account.id);
  const resendAt = last ? last.createdAt.getTime() + OTP_RESEND_AFTER_SECONDS * 1000 : 0;
  if (last && resendAt > now.getTime()) {
    const wait = secondsBetween(resendAt, now.getTime());
    return {
      sent: false,
      message: `Please wait ${wait} seconds before asking for a new code.`,
      status: {
        maskedEmail: maskEmail(account.email),
        resendAfterSeconds: wait,
        expiresInSeconds: last.closedAt
          ? 0
          : Math.max(0, secondsBetween(last.expiresAt.getTime(), now.getTime())),
      },
    };
  }
  const code = await deps.db.transaction((tx) => createCode(tx, account.id, now));
  await mailCode(deps, account, code);
  return {
    sent: true,
    status: {
      maskedEmail: maskEmail(account.email),
      resendAfterSeconds: OTP_RESEND_AFTER_SECONDS,
      expiresInSeconds: OTP_EXPIRY_SECONDS,
    },
  };
}

async function unverifiedAccount(deps: ServiceDeps, login: string): Promise<AccountRow> {
  const account = await findAccountByLogin(deps.db, login.trim().toLowerCase());
  if (!account) throw notFound(OTP_MESSAGES.noAccount);
  if (account.emailVerifiedAt) throw conflict(OTP_MESSAGES.alreadyVerified);
  return account;
}

export async function resendCode(deps: ServiceDeps, login: string): Promise<ResendResult> {
  return sendCodeIfAllowed(deps, await unverifiedAccount(deps, login));
}

const gone = (message: string) => new AppError(410, message, ERROR_CODES.otpExpired);

/** Checks the code: right verifies the e-mail (once); wrong counts a try; the 5th voids it. */
export async function confirmCode(
  deps: ServiceDeps,
  input: { username: string; otp: string },
): Promise<{ message: string }> {
  const account = await unverifiedAccount(deps, input.username);
  const now = deps.clock.now();
  const code = await latestCode(deps.db, account.id);
  if (!code || code.closedAt || code.expiresAt.getTime() <= now.getTime()) {
    throw gone(
      code?.attempts === OTP_MAX_ATTEMPTS ? OTP_MESSAGES.tooManyWrong : OTP_MESSAGES.expired,
    );
  }
  if (!sameDigest(code.codeHash, codeHash(account.id, input.otp))) {
    const attempts = await countWrongTry(deps.db, code.id, OTP_MAX_ATTEMPTS, now);
    if (attempts === undefined || attempts >= OTP_MAX_ATTEMPTS)
      throw gone(OTP_MESSAGES.tooManyWrong);
    throw badRequest(MESSAGES.otpInvalid);
  }
  const used = await deps.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, code.id, OTP_MAX_ATTEMPTS, now))) return false;
    await markEmailVerified(tx, account.id, now);
    return true;
  });
  if (!used) throw gone(OTP_MESSAGES.expired);
  return { message: OTP_MESSAGES.verified };
}
