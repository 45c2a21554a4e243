import {
  ACCOUNT_MESSAGES,
  type EmailChangeStatus,
  ERROR_CODES,
  MESSAGES,
  maskEmail,
  OTP_EXPIRY_SECONDS,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_AFTER_SECONDS,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { badRequest, coded, conflict, tooManyRequests, unauthorized } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { randomDigits, sameDigest, sha256Hex } from '../../lib/tokens.js';
import { emailChangeCodeMail, emailChangedNoticeMail } from '../../mail/account-templates.js';
import { recordAudit } from '../audit/index.js';
import {
  closeCodes,
  consumeCode,
  countWrongTry,
  deleteOtherSessions,
  latestCode,
  replaceCode,
} from '../auth/index.js';
import {
  type AccountRow,
  findAccountByEmail,
  findAccountById,
  findDefaultProfile,
  replaceEmail,
  setUnverifiedEmail,
} from '../people/index.js';
import type { Caller } from '../permissions/index.js';

/** Codes of the e-mail change; the sign-up codes (VERIFY_EMAIL) are the auth module's. */
const PURPOSE = 'CHANGE_EMAIL';

const codeHash = (accountId: string, email: string, code: string) =>
  sha256Hex(`change:${accountId}:${email}:${code}`);
const secondsUntil = (at: number, now: number) => Math.max(0, Math.ceil((at - now) / 1000));
const gone = (message: string) => coded(ERROR_CODES.otpExpired, message);

async function accountOf(ctx: AppContext, accountId: string): Promise<AccountRow> {
  const account = await findAccountById(ctx.db, accountId);
  if (!account) throw unauthorized();
  return account;
}

async function firstNameOf(ctx: AppContext, account: AccountRow) {
  return (await findDefaultProfile(ctx.db, account.id))?.firstName ?? account.username;
}

/** Where the account's e-mail change stands, with the countdowns the code screen shows. */
export async function emailChangeStatus(
  ctx: AppContext,
  accountId: string,
  message?: string,
): Promise<EmailChangeStatus> {
  const account = await accountOf(ctx, accountId);
  const now = ctx.clock.now().getTime();
  const code = account.unverifiedEmail ? await latestCode(ctx.db, account.id, PURPOSE) : undefined;
  return {
    email: account.email,
    unverifiedEmail: account.unverifiedEmail,
    maskedEmail: account.unverifiedEmail ? maskEmail(account.unverifiedEmail) : null,
    resendAfterSeconds: code
      ? secondsUntil(code.createdAt.getTime() + OTP_RESEND_AFTER_SECONDS * 1000, now)
      : 0,
    expiresInSeconds: code && !code.closedAt ? secondsUntil(code.expiresAt.getTime(), now) : 0,
    ...(message ? { message } : {}),
  };
}

/**
 * Starts (or restarts) an e-mail change: the password proves the owner, the new address is
 * kept as unverifiedEmail and gets a 6-digit code. A second code for the same address waits
 * OTP_RESEND_AFTER_SECONDS after the last one.
 */
export async function startEmailChange(
  ctx: AppContext,
  caller: Caller,
  input: { newEmail: string; password: string },
): Promise<EmailChangeStatus> {
  const account = await accountOf(ctx, caller.accountId);
  if (!(await verifyPassword(account.passwordHash, input.password))) {
    throw badRequest(ACCOUNT_MESSAGES.wrongPassword);
  }
  const newEmail = input.newEmail.trim().toLowerCase();
  if (newEmail === account.email) throw badRequest(ACCOUNT_MESSAGES.emailSame);
  const owner = await findAccountByEmail(ctx.db, newEmail);
  if (owner && owner.id !== account.id) throw conflict(ACCOUNT_MESSAGES.emailTaken);
  const now = ctx.clock.now();
  const last = await latestCode(ctx.db, account.id, PURPOSE);
  const resendAt = last ? last.createdAt.getTime() + OTP_RESEND_AFTER_SECONDS * 1000 : 0;
  if (account.unverifiedEmail === newEmail && resendAt > now.getTime()) {
    const wait = secondsUntil(resendAt, now.getTime());
    throw tooManyRequests(`Please wait ${wait} seconds before asking for a new code.`);
  }
  const code = randomDigits(OTP_LENGTH);
  const firstName = await firstNameOf(ctx, account);
  await ctx.db.transaction(async (tx) => {
    await setUnverifiedEmail(tx, account.id, newEmail);
    await replaceCode(tx, {
      accountId: account.id,
      purpose: PURPOSE,
      codeHash: codeHash(account.id, newEmail, code),
      now,
      expiresAt: new Date(now.getTime() + OTP_EXPIRY_SECONDS * 1000),
    });
    await ctx.mailer.send(
      {
        to: newEmail,
        ...emailChangeCodeMail({ firstName, username: account.username, code }),
      },
      tx,
    );
  });
  return emailChangeStatus(ctx, account.id, ACCOUNT_MESSAGES.emailCodeSent);
}

/**
 * The right code replaces the e-mail (once) and signs out every other browser of the account;
 * wrong ones count; the 5th voids the code.
 */
export async function confirmEmailChange(ctx: AppContext, caller: Caller, input: { code: string }) {
  const account = await accountOf(ctx, caller.accountId);
  const newEmail = account.unverifiedEmail;
  if (!newEmail) throw badRequest(ACCOUNT_MESSAGES.noEmailChange);
  const now = ctx.clock.now();
  const code = await latestCode(ctx.db, account.id, PURPOSE);
  if (!code || code.closedAt || code.expiresAt.getTime() <= now.getTime()) {
    throw gone(
      code?.attempts === OTP_MAX_ATTEMPTS
        ? ACCOUNT_MESSAGES.tooManyWrong
        : ACCOUNT_MESSAGES.codeExpired,
    );
  }
  if (!sameDigest(code.codeHash, codeHash(account.id, newEmail, input.code))) {
    const attempts = await countWrongTry(ctx.db, code.id, OTP_MAX_ATTEMPTS, now);
    if (attempts === undefined || attempts >= OTP_MAX_ATTEMPTS) {
      throw gone(ACCOUNT_MESSAGES.tooManyWrong);
    }
    throw badRequest(MESSAGES.otpInvalid);
  }
  const owner = await findAccountByEmail(ctx.db, newEmail);
  if (owner && owner.id !== account.id) throw conflict(ACCOUNT_MESSAGES.emailTaken);
  const firstName = await firstNameOf(ctx, account);
  try {
    const used = await ctx.db.transaction(async (tx) => {
      if (!(await consumeCode(tx, code.id, OTP_MAX_ATTEMPTS, now))) return false;
      await replaceEmail(tx, account.id, newEmail, now);
      // The e-mail is where password resets go: whoever else was signed in must sign in again.
      await deleteOtherSessions(tx, account.id, caller.sessionIdHash);
      await recordAudit(tx, ctx, caller, {
        action: 'account.emailChanged',
        targetType: 'account',
        targetId: account.id,
        detail: { from: maskEmail(account.email), to: maskEmail(newEmail) },
      });
      // The old address hears of it, with the change or not at all.
      await ctx.mailer.send(
        {
          to: account.email,
          ...emailChangedNoticeMail({ firstName, username: account.username, newEmail }),
        },
        tx,
      );
      return true;
    });
    if (!used) throw gone(ACCOUNT_MESSAGES.codeExpired);
  } catch (error) {
    if (uniqueViolation(error)) throw conflict(ACCOUNT_MESSAGES.emailTaken);
    throw error;
  }
  return emailChangeStatus(ctx, account.id, ACCOUNT_MESSAGES.emailChanged);
}

/** Cancels a pending change: the address is forgotten and its code voided. */
export async function cancelEmailChange(ctx: AppContext, caller: Caller) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await setUnverifiedEmail(tx, caller.accountId, null);
    await closeCodes(tx, caller.accountId, PURPOSE, now);
  });
  return emailChangeStatus(ctx, caller.accountId, ACCOUNT_MESSAGES.emailChangeCancelled);
}
