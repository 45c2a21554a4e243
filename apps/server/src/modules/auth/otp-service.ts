import {
  ERROR_CODES,
  MESSAGES,
  maskEmail,
  OTP_EXPIRY_SECONDS,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_AFTER_SECONDS,
  type OtpResendAnswer,
  type OtpStatus,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { randomDigits, sameDigest, sha256Hex } from '../../lib/tokens.js';
import { verificationCodeMail } from '../../mail/templates.js';
import {
  type AccountRow,
  findAccountByLogin,
  findDefaultProfile,
  markEmailVerified,
} from '../people/index.js';
import { AuthFailure, type AuthFailureReason } from './auth-failures.js';
import { consumeCode, countWrongTry, latestCode, replaceCode } from './otp-queries.js';

/** Sign-up codes; an e-mail change has its own series (CHANGE_EMAIL, the account module). */
const PURPOSE = 'VERIFY_EMAIL';

const codeHash = (accountId: string, code: string) => sha256Hex(`${accountId}:${code}`);
const secondsBetween = (later: number, earlier: number) => Math.ceil((later - earlier) / 1000);

export const OTP_MESSAGES = {
  expired: 'This code has expired. Please sign in again to get a new code.',
  tooManyWrong: 'Too many wrong codes. Please sign in again to get a new code.',
  verified: 'Your email is verified. You can sign in now.',
  resent: 'If this account is waiting for its email to be verified, we have mailed it a new code.',
} as const;

/** Creates a new code for the account inside `tx` (voiding older ones) and returns it. */
export async function createCode(tx: Tx, accountId: string, now: Date): Promise<string> {
  const code = randomDigits(OTP_LENGTH);
  await replaceCode(tx, {
    accountId,
    purpose: PURPOSE,
    codeHash: codeHash(accountId, code),
    now,
    expiresAt: new Date(now.getTime() + OTP_EXPIRY_SECONDS * 1000),
  });
  return code;
}

/**
 * Writes the code's mail in `tx`, the transaction that made the code: both or neither. It is
 * delivered after the answer (an SMTP round trip would tell that the account exists).
 */
export async function mailCode(ctx: AppContext, tx: Tx, account: AccountRow, code: string) {
  const profile = await findDefaultProfile(tx, account.id);
  const mail = verificationCodeMail({
    firstName: profile?.firstName ?? account.username,
    username: account.username,
    code,
  });
  await ctx.mailer.send({ to: account.email, ...mail }, tx);
}

export type ResendResult =
  | { sent: true; status: OtpStatus }
  | { sent: false; status: OtpStatus; message: string };

/**
 * Sends a fresh code unless the last one went out less than OTP_RESEND_AFTER_SECONDS ago;
 * then it says how long to wait. Login and the signed-in verification call this too.
 */
export async function sendCodeIfAllowed(
  ctx: AppContext,
  account: AccountRow,
): Promise<ResendResult> {
  const now = ctx.clock.now();
  const last = await latestCode(ctx.db, account.id, PURPOSE);
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
  await ctx.db.transaction(async (tx) => {
    await mailCode(ctx, tx, account, await createCode(tx, account.id, now));
  });
  return {
    sent: true,
    status: {
      maskedEmail: maskEmail(account.email),
      resendAfterSeconds: OTP_RESEND_AFTER_SECONDS,
      expiresInSeconds: OTP_EXPIRY_SECONDS,
    },
  };
}

/**
 * Resend: one answer whether the name is unknown, already verified, waiting for a code or asked
 * again too soon, so it does not tell which accounts exist (ASVS 6.3.8). It names the masked
 * e-mail only when the e-mail was typed (the sign-up and sign-in answers carry it otherwise).
 */
export async function resendCode(ctx: AppContext, login: string): Promise<OtpResendAnswer> {
  const typed = login.trim().toLowerCase();
  const account = await findAccountByLogin(ctx.db, typed);
  if (account && !account.emailVerifiedAt) await sendCodeIfAllowed(ctx, account);
  return {
    ...(typed.includes('@') ? { maskedEmail: maskEmail(typed) } : {}),
    resendAfterSeconds: OTP_RESEND_AFTER_SECONDS,
    expiresInSeconds: OTP_EXPIRY_SECONDS,
    message: OTP_MESSAGES.resent,
  };
}

const gone = (message: string, reason: AuthFailureReason, accountId: string) =>
  new AuthFailure(410, message, reason, accountId, { code: ERROR_CODES.otpExpired });
const wrongCode = (reason: AuthFailureReason, accountId: string | null) =>
  new AuthFailure(400, MESSAGES.otpInvalid, reason, accountId);

/** Checks the code: right verifies the e-mail (once); wrong counts a try; the 5th voids it. */
export async function confirmCode(
  ctx: AppContext,
  input: { username: string; otp: string },
): Promise<{ message: string }> {
  const account = await findAccountByLogin(ctx.db, input.username.trim().toLowerCase());
  // An unknown or already verified name is answered as a wrong code: no account list to read.
  if (!account || account.emailVerifiedAt) {
    throw wrongCode('otpUnknownOrVerified', account?.id ?? null);
  }
  const now = ctx.clock.now();
  const code = await latestCode(ctx.db, account.id, PURPOSE);
  if (!code || code.closedAt || code.expiresAt.getTime() <= now.getTime()) {
    throw code?.attempts === OTP_MAX_ATTEMPTS
      ? gone(OTP_MESSAGES.tooManyWrong, 'otpTooManyWrong', account.id)
      : gone(OTP_MESSAGES.expired, 'otpExpired', account.id);
  }
  if (!sameDigest(code.codeHash, codeHash(account.id, input.otp))) {
    const attempts = await countWrongTry(ctx.db, code.id, OTP_MAX_ATTEMPTS, now);
    if (attempts === undefined || attempts >= OTP_MAX_ATTEMPTS)
      throw gone(OTP_MESSAGES.tooManyWrong, 'otpTooManyWrong', account.id);
    throw wrongCode('otpWrong', account.id);
  }
  const used = await ctx.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, code.id, OTP_MAX_ATTEMPTS, now))) return false;
    await markEmailVerified(tx, account.id, now);
    return true;
  });
  if (!used) throw gone(OTP_MESSAGES.expired, 'otpExpired', account.id);
  return { message: OTP_MESSAGES.verified };
}
