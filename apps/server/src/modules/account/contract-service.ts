import { ACCOUNT_MESSAGES, type Contract, sameFullName, type Verification } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { badRequest, conflict, unauthorized } from '../../lib/errors.js';
import { sha256Hex } from '../../lib/tokens.js';
import { recordAudit } from '../audit/index.js';
import { confirmCode, sendCodeIfAllowed } from '../auth/index.js';
import {
  findAccountById,
  findDefaultProfile,
  institutesOfProfiles,
  profilesOfAccount,
  signPendingContract,
} from '../people/index.js';
import type { Caller } from '../permissions/index.js';

async function accountWithName(ctx: AppContext, accountId: string) {
  const account = await findAccountById(ctx.db, accountId);
  if (!account) throw unauthorized();
  const profile = await findDefaultProfile(ctx.db, account.id);
  const fullName = profile ? `${profile.firstName} ${profile.lastName}` : account.username;
  return { account, fullName };
}

/** The contract waiting for the account's signature (spec §4), and whose name signs it. */
export async function pendingContract(ctx: AppContext, accountId: string): Promise<Contract> {
  const { account, fullName } = await accountWithName(ctx, accountId);
  return {
    text: account.userContract,
    fullName,
    signedAt: account.contractSignedAt?.toISOString() ?? null,
  };
}

/** Signing: agreed and the account holder's full name typed; recorded with the text's digest. */
export async function signContract(ctx: AppContext, caller: Caller, input: { fullName: string }) {
  const { account, fullName } = await accountWithName(ctx, caller.accountId);
  if (!account.userContract) throw conflict(ACCOUNT_MESSAGES.noContract);
  if (!sameFullName(input.fullName, fullName)) throw badRequest(ACCOUNT_MESSAGES.fullNameMismatch);
  const now = ctx.clock.now();
  const signed = await ctx.db.transaction(async (tx) => {
    if (!(await signPendingContract(tx, account.id, now))) return false;
    await recordAudit(tx, ctx, caller, {
      action: 'account.contractSigned',
      targetType: 'account',
      targetId: account.id,
      detail: { fullName, contractSha256: sha256Hex(account.userContract ?? '') },
    });
    return true;
  });
  if (!signed) throw conflict(ACCOUNT_MESSAGES.noContract);
  return { message: ACCOUNT_MESSAGES.contractSigned };
}

/** /verify-account: the e-mail's state and each linked profile with the institutes that verify it. */
export async function verificationState(ctx: AppContext, accountId: string): Promise<Verification> {
  const account = await findAccountById(ctx.db, accountId);
  if (!account) throw unauthorized();
  const profiles = await profilesOfAccount(ctx.db, account.id);
  const rows = await institutesOfProfiles(
    ctx.db,
    profiles.map((p) => p.id),
  );
  return {
    email: account.email,
    emailVerified: account.emailVerifiedAt !== null,
    profiles: profiles.map((p) => ({
      userProfileId: p.id,
      fullName: `${p.firstName} ${p.lastName}`,
      verified: p.verified,
      institutes: rows
        .filter((r) => r.profileId === p.id)
        .map((r) => ({ id: r.id, name: r.name, verified: r.verified })),
    })),
  };
}

/** The account itself, while its e-mail still waits to be confirmed (409 once it is). */
async function unverifiedAccount(ctx: AppContext, accountId: string) {
  const account = await findAccountById(ctx.db, accountId);
  if (!account) throw unauthorized();
  if (account.emailVerifiedAt) throw conflict(ACCOUNT_MESSAGES.emailAlreadyVerified);
  return account;
}

/** Mails a code to confirm the account's e-mail, unless the last one went out too recently. */
export async function mailVerificationCode(ctx: AppContext, accountId: string) {
  return sendCodeIfAllowed(ctx, await unverifiedAccount(ctx, accountId));
}

/** The mailed code confirms the account's e-mail. */
export async function confirmVerificationCode(ctx: AppContext, accountId: string, code: string) {
  const account = await unverifiedAccount(ctx, accountId);
  await confirmCode(ctx, { username: account.username, otp: code });
  return { message: ACCOUNT_MESSAGES.emailVerified };
}
